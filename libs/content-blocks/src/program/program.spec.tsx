import { programData, type ProgramData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Block } from '@paddock/api-clients/contracts';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Program } from './program.js';
import { agendaEn, agendaFr, programEn, programFr } from './program.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { program: defineBlock<ProgramData>(Program) };

function renderProgram(block: Block, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  renderInLocale(
    <Provider store={contentStore({ content, site: 'moto' })}>
      <BlockList blocks={[block]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog] },
  );
  return content;
}

describe('program block', () => {
  it('shows the happenings the site server attached at once, and asks for nothing', () => {
    const content = renderProgram(
      { ...programFr, data: { ...programFr.data, events: agendaFr } },
      {
        program: [],
      },
    );
    // The first render (the server's HTML) is the agenda itself: no placeholder to leave.
    const section = screen.getByRole('region', { name: 'Agenda' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('tab')).toHaveLength(3);
    expect(content.calls).toEqual([]);
  });

  it('says at once when the server found nothing planned', () => {
    const content = renderProgram(
      { ...programFr, data: { ...programFr.data, events: [] } },
      {
        program: agendaFr,
      },
    );
    expect(screen.getByText('Rien de prévu pour le moment.')).toBeVisible();
    expect(content.calls).toEqual([]);
  });

  it('asks for the site’s agenda after a busy state, then shows a tab per day in Paris', async () => {
    const content = renderProgram(programFr, { program: agendaFr });
    const section = screen.getByRole('region', { name: 'Agenda' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du programme…');

    const tablist = await screen.findByRole('tablist', { name: 'Agenda' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(content.calls).toEqual([
      { method: 'programEvents', args: { site: 'moto', locale: 'fr' } },
    ]);
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'vendredi 11 juin',
      'samedi 12 juin',
      'dimanche 13 juin',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1] as HTMLElement);
    const panel = screen.getByRole('tabpanel', { name: 'samedi 12 juin' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['09:30 – 11:00Essais libres', '16:00Départ de la courseCircuit']);
    expect(within(panel).getByText('09:30')).toHaveAttribute(
      'datetime',
      '2027-06-12T09:30:00+02:00',
    );
  });

  it('moves between days with the arrow keys, Home and End; late at night is the next day', async () => {
    renderProgram(programEn, { program: agendaEn }, 'en');
    const user = userEvent.setup();
    const [friday, saturday, sunday] = (await screen.findAllByRole('tab')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(friday).toHaveAttribute('tabindex', '0');
    expect(saturday).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(friday).toHaveFocus();
    await user.keyboard('{End}');
    expect(sunday).toHaveFocus();
    expect(sunday).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Sunday 13 June' });
    expect(within(panel).getByText('Fireworks')).toBeVisible();
    expect(within(panel).getByText('01:30')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(friday).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(sunday).toHaveFocus();
    await user.keyboard('{Home}');
    expect(friday).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'The full schedule' })).toHaveAttribute(
      'href',
      '/en/schedule',
    );
  });

  it('says when nothing is planned', async () => {
    renderProgram(programFr, { program: [] });
    expect(await screen.findByText('Rien de prévu pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the page when the agenda fails, and tries again on demand', async () => {
    renderProgram(programEn, { program: { sequence: [null, agendaEn] } }, 'en');
    expect(
      await screen.findByText('The programme cannot be loaded right now.'),
    ).toBeInTheDocument();
    // The block's own link stays.
    expect(screen.getByRole('link', { name: 'The full schedule' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
  });

  it('accepts its fixtures and refuses a title or call to action that is empty', () => {
    for (const block of [programFr, programEn]) {
      expect(programData.safeParse(block.data).success).toBe(true);
    }
    expect(programData.safeParse({}).success).toBe(true);
    expect(programData.safeParse({ title: '' }).success).toBe(false);
    expect(programData.safeParse({ cta: { text: 'All', href: '' } }).success).toBe(false);
  });
});
