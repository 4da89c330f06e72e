import { liveMotoData, type LiveMotoData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LiveMoto } from './live-moto.js';
import {
  liveMotoEn,
  liveMotoFr,
  motoTimingEn,
  motoTimingFinished,
  motoTimingFr,
} from './live-moto.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { 'live-moto': defineBlock<LiveMotoData>(LiveMoto) };

function renderLive(data: LiveMotoData, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  renderInLocale(
    <Provider store={contentStore({ content, site: 'auto' })}>
      <BlockList blocks={[aBlock('live-moto', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog] },
  );
  return content;
}

describe('live-moto block', () => {
  it('asks for the motorbike race whatever the site, and shows its riders and classes', async () => {
    const content = renderLive(liveMotoFr, { timing: motoTimingFr });
    const table = await screen.findByRole('table');
    expect(content.calls).toEqual([{ method: 'liveTiming', args: { site: 'moto', locale: 'fr' } }]);
    expect(
      within(table).getByRole('columnheader', { name: 'Équipe et pilotes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Neutralisation (FCY)')).toBeInTheDocument();
    expect(screen.getByText('24 Heures Motos 2027')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
      'Nicolò Canale / Marvin Fries / Karel Hanák',
    );
    expect(within(table).getByText('+4.251')).toBeInTheDocument();
  });

  it('filters by EWC and Superstock', async () => {
    renderLive(liveMotoEn, { timing: motoTimingEn }, 'en');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Superstock' }));
    const rows = within(screen.getByRole('table', { name: 'Live classification: Superstock' }))
      .getAllByRole('rowheader')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatch(/^Rhône Moto Sport/);
    expect(screen.getByText('Retired')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Team and riders' })).toBeInTheDocument();
  });

  it('shows a finished race with its chequered flag, without the pause button', async () => {
    renderLive(liveMotoEn, { timing: motoTimingFinished }, 'en');
    await screen.findByRole('table');
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('Chequered flag')).toBeInTheDocument();
    expect(screen.queryByText('Time remaining')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause live updates' })).not.toBeInTheDocument();
  });

  it('accepts its fixtures and refuses the car race’s classes', () => {
    for (const data of [liveMotoFr, liveMotoEn]) {
      expect(z.safeParse(liveMotoData, data).success).toBe(true);
    }
    expect(z.safeParse(liveMotoData, { title: 'Live', classes: ['Hypercar'] }).success).toBe(false);
    expect(z.safeParse(liveMotoData, { text: 'No title' }).success).toBe(false);
  });
});
