import { modalGridData, type ModalGridData } from '@paddock/api-clients/blocks';
import { installDialogPolyfill, renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ModalGrid } from './modal-grid.js';
import { commissionsFr, raceCrewEn, raceCrewFr } from './modal-grid.fixtures.js';

installDialogPolyfill();
const registry = { 'modal-grid': defineBlock<ModalGridData>(ModalGrid) };
const catalogs = [contentBlocksCatalog];

describe('modal-grid block', () => {
  it('shows its cards, each a button opening its details', () => {
    renderInLocale(<BlockList blocks={[aBlock('modal-grid', raceCrewFr)]} registry={registry} />, {
      catalogs,
    });
    const section = screen.getByRole('region', { name: 'Ceux qui font la course' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const heading = within(cards[1] as HTMLElement).getByRole('heading', { level: 3 });
    expect(
      within(heading).getByRole('button', { name: 'Les commissaires de piste' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    expect(cards[1]).toHaveTextContent('1 800 bénévoles');
    expect(cards[1]).toHaveTextContent('Aux 40 postes du circuit, jour et nuit.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the details in a dialog, and gives the focus back to the card on close', async () => {
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[aBlock('modal-grid', raceCrewEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const card = screen.getByRole('button', { name: 'Track marshals' });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Track marshals' });
    expect(within(dialog).getByText(/No experience is needed to start/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Marshals' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Become a marshal' })).toHaveAttribute(
      'href',
      '/en/marshals',
    );
    expect(
      within(dialog).getByRole('link', { name: 'The federation (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[aBlock('modal-grid', raceCrewFr)]} registry={registry} />, {
      catalogs,
    });
    const card = screen.getByRole('button', { name: 'Le service médical' });
    card.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Le service médical' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('titles its cards level 2 without a block title, and lays out its columns', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('modal-grid', commissionsFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('list')).toHaveClass('four');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [raceCrewFr, raceCrewEn, commissionsFr]) {
      expect(z.safeParse(modalGridData, data).success).toBe(true);
    }
    const { columns: _columns, ...withoutColumns } = commissionsFr;
    expect(z.parse(modalGridData, withoutColumns).columns).toBe(3);
    expect(z.safeParse(modalGridData, { items: [] }).success).toBe(false);
    expect(z.safeParse(modalGridData, { items: [{ title: 'Sans texte' }] }).success).toBe(false);
    const link = { text: 'Lien', href: '/fr' };
    expect(
      z.safeParse(modalGridData, {
        items: [{ title: 'x', text: 'y', links: [link, link, link, link] }],
      }).success,
    ).toBe(false);
  });
});
