import { driversData, type DriversData } from '@paddock/api-clients/blocks';
import { hydrateInLocale, renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { unmeasuredControlsIn } from '../kit/fixtures/slider-controls.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Drivers } from './drivers.js';
import { crewEn, driversEn, driversFr } from './drivers.fixtures.js';

const registry = { drivers: defineBlock<DriversData>(Drivers) };
const catalogs = [contentBlocksCatalog];

const show = (data: DriversData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('drivers', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('drivers block', () => {
  it("gives its slider buttons their room in the server's HTML, for the CSS to keep or drop", () => {
    const i18n = createI18n('fr', [contentBlocksCatalog]);
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <BlockList blocks={[aBlock('drivers', driversFr)]} registry={registry} />
      </I18nProvider>,
    );
    expect(unmeasuredControlsIn(html)).toEqual({ hidden: false, previous: 'off', next: 'on' });
  });

  it('shows them once measured when the cards overflow, no longer marked', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1800);
    const { container } = hydrateInLocale(
      <BlockList blocks={[aBlock('drivers', driversFr)]} registry={registry} />,
      { catalogs },
    );
    expect(container.querySelector('[data-unmeasured]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pilotes suivants' })).toBeEnabled();
  });

  it('shows each driver as a card: name, car number, nationality, team and category', () => {
    show(driversFr);
    const section = screen.getByRole('region', { name: 'Les pilotes engagés' });
    const list = within(section).getByRole('list', { name: 'Les pilotes engagés' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Théo Marchand');
    expect(first).toHaveTextContent('Numéro de voiture 36');
    const facts = within(first)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    // The country's code is seen, its name is said.
    expect(facts).toEqual(['FRFrance', 'Sarthe Endurance', 'Hypercar']);
    expect(within(first).getByText('France')).toHaveClass('pdk-visually-hidden');
    expect(within(first).getByText('FR')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cards[1] as HTMLElement).getByText('Japon')).toBeInTheDocument();
  });

  it('names countries in the page’s language and links to a driver’s page', () => {
    show(driversEn, 'en');
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Théo Marchand' })).toHaveAttribute(
      'href',
      '/en/drivers/theo-marchand',
    );
    const external = screen.getByRole('link', { name: 'Marco Bellini (opens in a new tab)' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters the drivers by category', async () => {
    const user = userEvent.setup();
    show(driversFr);
    const filter = screen.getByRole('group', { name: 'Catégorie' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'Hypercar', 'LMP2', 'LMGT3']);
    expect(screen.getByRole('status')).toHaveTextContent('7 pilotes');
    await user.click(within(filter).getByRole('radio', { name: 'LMGT3' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 pilotes');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Marco Bellini (s’ouvre dans un nouvel onglet)',
      'Sarah Whitfield',
    ]);
    await user.click(within(filter).getByRole('radio', { name: 'Tous les pilotes' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it('has previous and next buttons for the slider, off when everything fits', () => {
    show(driversEn, 'en');
    // jsdom lays nothing out: the list fits, so both buttons are off and hidden.
    const previous = screen.getByRole('button', { name: 'Previous drivers', hidden: true });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next drivers', hidden: true })).toBeDisabled();
  });

  it('shows initials without a photo, and no filter for one category', () => {
    show(crewEn, 'en');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const amelie = screen.getByRole('heading', { name: 'Amélie Roussel' }).closest('li');
    expect(amelie).toHaveTextContent('AR');
    expect(within(amelie as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the fixtures and refuses bad data', () => {
    for (const data of [driversFr, driversEn, crewEn]) {
      expect(z.safeParse(driversData, data).success).toBe(true);
    }
    const [first] = driversFr.drivers;
    expect(z.safeParse(driversData, { drivers: [] }).success).toBe(false);
    expect(z.safeParse(driversData, { drivers: [{ ...first, country: 'France' }] }).success).toBe(
      false,
    );
    expect(z.safeParse(driversData, { drivers: [{ ...first, carNumber: '#36' }] }).success).toBe(
      false,
    );
    expect(z.safeParse(driversData, { drivers: [{ ...first, lastName: '' }] }).success).toBe(false);
  });
});
