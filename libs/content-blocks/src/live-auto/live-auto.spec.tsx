import { I18nProvider } from '@lingui/react';
import { liveAutoData, type LiveAutoData } from '@paddock/api-clients/blocks';
import { createI18n } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LiveAuto } from './live-auto.js';
import {
  carTimingEn,
  carTimingFr,
  carTimingScheduled,
  carTimingUnderSafetyCar,
  liveAutoEn,
  liveAutoFr,
  liveAutoTopFive,
} from './live-auto.fixtures.js';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { gapTime, lapTime, liveRefreshMs } from '../kit/live/live-table.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { 'live-auto': defineBlock<LiveAutoData>(LiveAuto) };
const catalogs = [contentBlocksCatalog];

function renderLive(data: LiveAutoData, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  renderInLocale(
    <Provider store={contentStore({ content })}>
      <BlockList blocks={[aBlock('live-auto', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs },
  );
  return content;
}

/** Lets the fake client answer, with the timers faked. */
const answered = () => act(() => vi.advanceTimersByTimeAsync(0));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const numbers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('live-auto block', () => {
  it('renders its loading state on the server and asks for nothing there', () => {
    const content = liveContentClient({ timing: carTimingFr });
    const html = renderToString(
      <I18nProvider i18n={createI18n('fr', catalogs)}>
        <Provider store={contentStore({ content })}>
          <BlockList blocks={[aBlock('live-auto', liveAutoFr)]} registry={registry} />
        </Provider>
      </I18nProvider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Classement en direct');
    expect(html).toContain('Chargement du chronométrage en direct…');
    expect(content.calls).toEqual([]);
  });

  it('renders the server’s classification in its HTML, asking nothing there', () => {
    const content = liveContentClient({ timing: carTimingEn });
    const html = renderToString(
      <I18nProvider i18n={createI18n('fr', catalogs)}>
        <Provider store={contentStore({ content })}>
          <BlockList
            blocks={[aBlock('live-auto', { ...liveAutoFr, timing: carTimingFr })]}
            registry={registry}
          />
        </Provider>
      </I18nProvider>,
    );
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('Chargement du chronométrage en direct…');
    expect(html).toContain('Classement en direct : Toutes les catégories');
    expect(html).toContain('Kyoto Hybrid Racing');
    expect(html.match(/<tr/g)).toHaveLength(13);
    expect(content.calls).toEqual([]);
  });

  it('shows the server’s classification at once, then asks for the timing now and every 20 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const content = renderLive(
      { ...liveAutoFr, timing: carTimingFr },
      { timing: carTimingUnderSafetyCar },
    );
    // The server's classification from the first render: no busy state to grow out of.
    expect(screen.getByRole('region', { name: 'Classement en direct' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('Drapeau vert')).toBeInTheDocument();
    // It changes by the second: asked again once hydrated, what changed said politely.
    await answered();
    expect(content.calls).toEqual([{ method: 'liveTiming', args: { site: 'auto', locale: 'fr' } }]);
    expect(screen.getByText('Voiture de sécurité')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Direction de course : Voiture de sécurité. Nouveau leader : numéro 50, Scuderia Rossa Corse.',
      ),
    ).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs));
    expect(content.calls).toHaveLength(2);
  });

  it('keeps the server’s classification when the first ask fails, and says it may be out of date', async () => {
    renderLive({ ...liveAutoFr, timing: carTimingFr }, { timing: null });
    expect(
      await screen.findByText(
        'La dernière mise à jour a échoué : le classement n’est peut-être plus à jour.',
      ),
    ).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(12);
  });

  it(
    'shows a busy state, then the session and the classification of the car race',
    // Twice the libs' 30 s: a long journey, on a busy machine.
    { timeout: 60_000 },
    async () => {
      const content = renderLive(liveAutoFr, { timing: carTimingFr });
      const section = screen.getByRole('region', { name: 'Classement en direct' });
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Chargement du chronométrage en direct…',
      );

      const table = await screen.findByRole('table', {
        name: 'Classement en direct : Toutes les catégories',
      });
      expect(section).toHaveAttribute('aria-busy', 'false');
      expect(content.calls).toEqual([
        { method: 'liveTiming', args: { site: 'auto', locale: 'fr' } },
      ]);
      expect(screen.getByText('Course')).toBeInTheDocument();
      expect(screen.getByText('En direct')).toBeInTheDocument();
      expect(screen.getByText('Drapeau vert')).toBeInTheDocument();
      // 86 400 s minus 45 296 s raced.
      expect(screen.getByText('11:25:04')).toHaveAttribute('datetime', 'PT11H25M4S');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([
        'Pos.Position',
        'N°Numéro',
        'Équipe et pilotes',
        'Catégorie',
        'Tours',
        'Écart',
        'Dernier tour',
        'Meilleur tour',
        'Arrêts',
      ]);
      expect(bodyRows()).toHaveLength(12);
      const leader = within(bodyRows()[0] as HTMLElement);
      expect(leader.getByRole('rowheader')).toHaveTextContent(
        'Kyoto Hybrid RacingHypercarKenji Morita / Lucas Berthier / Tom LindqvistToyota GR010 Hybrid',
      );
      expect(leader.getByText('En tête')).toBeInTheDocument();
      expect(leader.getByText('3:29.412')).toBeInTheDocument();
      expect(within(bodyRows()[1] as HTMLElement).getByText('+12.345')).toBeInTheDocument();
      expect(within(bodyRows()[2] as HTMLElement).getByText('Au stand')).toBeInTheDocument();
      expect(within(bodyRows()[3] as HTMLElement).getByText('+1 tour')).toBeInTheDocument();
      expect(within(bodyRows()[4] as HTMLElement).getByText('+2 tours')).toBeInTheDocument();
      expect(within(bodyRows()[11] as HTMLElement).getByText('Abandon')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Chronométrage complet (s’ouvre dans un nouvel onglet)' }),
      ).toHaveAttribute('href', 'https://live.24h-lemans.example/fr');
    },
  );

  it('filters the classification by class, with the class positions', async () => {
    renderLive(liveAutoEn, { timing: carTimingEn }, 'en');
    await screen.findByRole('table');
    const filters = screen.getByRole('group', { name: 'Class' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All classes', 'Hypercar', 'LMP2', 'LMGT3']);
    await userEvent.click(within(filters).getByRole('button', { name: 'LMP2' }));
    expect(within(filters).getByRole('button', { name: 'LMP2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Live classification: LMP2' })).toBeInTheDocument();
    expect(numbers()).toEqual(['22', '28', '183']);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    await userEvent.click(within(filters).getByRole('button', { name: 'All classes' }));
    expect(bodyRows()).toHaveLength(12);
  });

  it('keeps to the classes and the number of lines its data asks for', async () => {
    renderLive(liveAutoTopFive, { timing: carTimingFr });
    await screen.findByRole('table');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(numbers()).toEqual(['7', '50', '6', '93', '35']);
  });

  it('asks again every 20 seconds, says a new flag and leader politely, and can be paused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const content = renderLive(liveAutoFr, {
      timing: { sequence: [carTimingFr, carTimingUnderSafetyCar] },
    });
    await answered();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(content.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs));
    expect(content.calls).toHaveLength(2);
    expect(screen.getByText('Voiture de sécurité')).toBeInTheDocument();
    expect(numbers()).toEqual(['50', '7']);
    expect(
      screen.getByText(
        'Direction de course : Voiture de sécurité. Nouveau leader : numéro 50, Scuderia Rossa Corse.',
      ),
    ).toHaveAttribute('aria-live', 'polite');
    expect(document.activeElement).toBe(document.body);

    await act(async () => {
      screen.getByRole('button', { name: 'Suspendre les mises à jour' }).click();
    });
    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs * 3));
    expect(content.calls).toHaveLength(2);
    await act(async () => {
      screen.getByRole('button', { name: 'Reprendre les mises à jour' }).click();
    });
    expect(content.calls).toHaveLength(3);
  });

  it('stops asking while the tab is hidden, and asks at once when it shows again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const content = renderLive(liveAutoFr, { timing: carTimingFr });
    await answered();
    expect(screen.getByRole('table')).toBeInTheDocument();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(liveRefreshMs * 3);
    });
    expect(content.calls).toHaveLength(1);
    hidden.mockReturnValue(false);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(content.calls).toHaveLength(2);
    hidden.mockRestore();
  });

  it('keeps the page when the service fails, and tries again on demand', async () => {
    renderLive(liveAutoFr, { timing: { sequence: [null, carTimingFr] } });
    expect(
      await screen.findByText('Le chronométrage en direct est indisponible pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Classement en direct' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('keeps the last classification when a refresh fails, and says it may be out of date', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLive(liveAutoFr, { timing: { sequence: [carTimingFr, null] } });
    await answered();
    expect(screen.getByRole('table')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs));
    expect(bodyRows()).toHaveLength(12);
    expect(
      screen.getByText(
        'La dernière mise à jour a échoué : le classement n’est peut-être plus à jour.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no session is running', async () => {
    renderLive(liveAutoFr, { timing: carTimingScheduled });
    expect(await screen.findByText('Aucune session en cours pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('À venir')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('formats lap times and gaps as timing screens do', () => {
    expect(lapTime(209_412)).toBe('3:29.412');
    expect(lapTime(98_051)).toBe('1:38.051');
    expect(gapTime(1_042)).toBe('+1.042');
    expect(gapTime(74_020)).toBe('+1:14.020');
  });

  it('accepts its fixtures and refuses bad data', () => {
    for (const data of [liveAutoFr, liveAutoEn, liveAutoTopFive, { title: 'Live' }]) {
      expect(z.safeParse(liveAutoData, data).success).toBe(true);
    }
    for (const data of [
      {},
      { title: '' },
      { title: 'Live', classes: [] },
      { title: 'Live', classes: ['EWC'] },
      { title: 'Live', classes: ['LMP2', 'LMP2'] },
      { title: 'Live', limit: 2 },
      { title: 'Live', limit: 4.5 },
      { title: 'Live', cta: { text: 'x', href: '/', style: 'neon' } },
    ]) {
      expect(z.safeParse(liveAutoData, data).success, JSON.stringify(data)).toBe(false);
    }
  });
});
