import type { Ticket } from '@paddock/api-clients/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import { grandstandTicket, soldOutTicket, weekendTicket } from '../testing/fixtures.js';
import { TicketPrices } from './ticket-prices.js';

const catalogs = [ticketingCatalog];
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function renderPrices(
  ticket: Ticket,
  {
    locale = 'fr',
    quantities = {},
    showAll,
  }: { locale?: 'fr' | 'en'; quantities?: Record<string, number>; showAll?: boolean } = {},
) {
  const onQuantityChange = vi.fn();
  const view = renderInLocale(
    <form aria-label="Billets">
      <TicketPrices
        ticket={ticket}
        showAll={showAll}
        quantities={quantities}
        onQuantityChange={onQuantityChange}
      />
    </form>,
    { locale, catalogs },
  );
  return { ...view, onQuantityChange };
}

describe('TicketPrices', () => {
  it('lists the visible prices cheapest first, each with its label, amount and quantity', () => {
    renderPrices(weekendTicket);
    const lines = within(screen.getByRole('group', { name: 'Tarifs' })).getAllByRole('listitem');
    expect(lines.map((line) => line.firstChild?.textContent)).toEqual([
      'Enfant (4 à 15 ans)',
      'Membre ACO',
      'Adulte',
    ]);
    expect(lines[0]).toHaveTextContent('39 €');
    expect(lines[2]).toHaveTextContent('85 €');
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
  });

  it('offers 0 to 5 by default, and 0 to the maximum of a price', () => {
    renderPrices(weekendTicket, { locale: 'en' });
    expect(options(screen.getByRole('combobox', { name: 'Quantity, Adult' }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(options(screen.getByRole('combobox', { name: 'Quantity, Child (4 to 15)' }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('carries the fields of a selection: the quantity per price code, the price, ticket and amount', () => {
    renderPrices(weekendTicket, { quantities: { '101240102-ADULT': 2 } });
    const form = screen.getByRole('form', { name: 'Billets' }) as HTMLFormElement;
    const data = new FormData(form);
    expect(data.get('category.ADULT.quantity')).toBe('2');
    expect(data.get('category.CHILD.quantity')).toBe('0');
    expect(data.getAll('ticket_option_price_id')).toEqual([
      '101240102-CHILD',
      '101240102-MEME',
      '101240102-ADULT',
    ]);
    expect(data.getAll('ticket_option_id')).toEqual(['101240102', '101240102', '101240102']);
    expect(data.getAll('price')).toEqual(['39000', '69000', '85000']);
  });

  it('tells which quantity changed', async () => {
    const user = userEvent.setup();
    const { onQuantityChange } = renderPrices(weekendTicket);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Membre ACO' }), '3');
    expect(onQuantityChange).toHaveBeenCalledWith('101240102-MEME', 3);
  });

  it('leaves out sold-out prices', () => {
    renderPrices(soldOutTicket);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Plus aucun billet de ce type n’est en vente.')).toBeInTheDocument();
  });

  it('marks sold-out prices when showing all, with a quantity that cannot be chosen', () => {
    renderPrices(soldOutTicket, { locale: 'en', showAll: true });
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    const adult = screen.getByRole('combobox', { name: 'Quantity, Adult' });
    expect(adult).toBeDisabled();
    const data = new FormData(screen.getByRole('form') as HTMLFormElement);
    expect(data.getAll('ticket_option_price_id')).toEqual([]);
  });

  it('reads a sold-out audience as sold out, and the others from their lowest price left', () => {
    // Category 2 (adult 109 €, child 69 €) and the members' category (95 €) are sold out.
    const ticket = {
      ...grandstandTicket,
      prices: grandstandTicket.prices.map((price) =>
        /^CAT(02|MEM)-/.test(price.code) ? { ...price, availability: 0 } : price,
      ),
    };
    renderInLocale(<TicketPrices ticket={ticket} readOnly showAll />, { catalogs });
    const lines = within(screen.getByRole('list', { name: 'Tarifs' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Enfant (4 à 15 ans)À partir de 79\u00a0€',
      'Personne à mobilité réduite (accompagnant inclus)À partir de 79\u00a0€',
      'Membre ACOÀ partir de 95\u00a0€Complet',
      'AdulteÀ partir de 129\u00a0€',
    ]);
  });

  it('reads without quantities: each audience from its lowest price', () => {
    renderInLocale(<TicketPrices ticket={grandstandTicket} readOnly />, { catalogs });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Tarifs' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Enfant (4 à 15 ans)À partir de 69\u00a0€',
      'Personne à mobilité réduite (accompagnant inclus)À partir de 79\u00a0€',
      'Membre ACOÀ partir de 95\u00a0€',
      'AdulteÀ partir de 109\u00a0€',
    ]);
  });
});
