import { modalAtom } from '@paddock/ui';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import { fakeContentClient, type FakeStands } from '../testing/content-client.js';
import { FakeStadiumViewer } from '../testing/fake-viewer.js';
import { grandstandTicket } from '../testing/fixtures.js';
import { freeSeatOf, grandstandStandCategories } from '../testing/stands.js';
import { ticketingStore } from '../testing/store.js';
import { StadiumViewerOverride } from './stadium-map.js';
import { StandsSimple } from './stands-simple.js';

function renderSimple({
  locale = 'fr',
  stands,
}: { locale?: 'fr' | 'en'; stands?: FakeStands } = {}) {
  const store = ticketingStore({ content: fakeContentClient(null, stands) });
  renderInLocale(
    <Provider store={store}>
      <StadiumViewerOverride viewer={FakeStadiumViewer}>
        <StandsSimple secutixId={grandstandTicket.secutixId} />
      </StadiumViewerOverride>
    </Provider>,
    { locale, catalogs: [ticketingCatalog] },
  );
  return { store, user: userEvent.setup() };
}

const blockSelects = () =>
  screen.getAllByRole('combobox').map((select) => ({
    name: select.closest('li')?.querySelector('label')?.textContent,
    enabled: !(select as HTMLSelectElement).disabled,
    value: (select as HTMLSelectElement).value,
  }));

describe('StandsSimple', () => {
  it('lists the categories that have blocks, with colour, name and lowest price, and no map yet', async () => {
    renderSimple({
      stands: {
        standCategories: {
          [grandstandTicket.secutixId]: grandstandStandCategories.map((category) =>
            category.codes.includes('CATPMR') ? { ...category, blocks: [] } : category,
          ),
        },
      },
    });
    const group = await screen.findByRole('group', { name: 'Choisissez une catégorie de places' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('li')?.textContent),
    ).toEqual([
      expect.stringMatching(/^Catégorie 1 \(jaune\)À partir de 79\s€/),
      expect.stringMatching(/^Catégorie 2 \(bleue\)À partir de 69\s€/),
      expect.stringMatching(/^Espace membres ACOÀ partir de 95\s€/),
    ]);
    const dot = within(group)
      .getByRole('radio', { name: 'Catégorie 2 (bleue)' })
      .closest('li')
      ?.querySelector('[aria-hidden="true"]');
    expect(dot).toHaveStyle({ backgroundColor: '#2563eb' });
    expect(screen.queryByRole('group', { name: 'Plan des tribunes' })).not.toBeInTheDocument();
  });

  it('picks a category and its first block; only its block selector is enabled', async () => {
    const { user } = renderSimple();
    const blue = await screen.findByRole('radio', { name: 'Catégorie 2 (bleue)' });
    expect(blockSelects().every((select) => !select.enabled)).toBe(true);
    await user.click(blue);
    expect(blue).toBeChecked();
    expect(blockSelects()).toEqual([
      { name: 'Catégorie 1 (jaune)', enabled: false, value: '' },
      { name: 'Catégorie 2 (bleue)', enabled: true, value: 'T34-D' },
      { name: 'Espace membres ACO', enabled: false, value: '' },
      { name: 'Places PMR', enabled: false, value: '' },
    ]);
    const select = screen.getByRole('combobox', { name: 'Bloc, Catégorie 2 (bleue)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez un bloc', 'Bloc T34-D', 'Bloc T34-E', 'Bloc T34-F']);
    // The viewer shows the block chosen.
    const map = screen.getByRole('group', { name: 'Plan des tribunes' });
    expect(map).toHaveAttribute('data-block', 'T34-D');
    await user.selectOptions(select, 'T34-F');
    expect(screen.getByRole('group', { name: 'Plan des tribunes' })).toHaveAttribute(
      'data-block',
      'T34-F',
    );
  });

  it('follows the map: back to the top view clears the block, a block on it picks its category', async () => {
    const { user } = renderSimple({ locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Category 1 (yellow)' }));
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    expect(screen.getByRole('combobox', { name: 'Block, Category 1 (yellow)' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Category 1 (yellow)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Block T34-G,/ }));
    expect(screen.getByRole('radio', { name: 'ACO members’ area' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Block, ACO members’ area' })).toHaveValue('T34-G');
    expect(screen.getByRole('combobox', { name: 'Block, Category 1 (yellow)' })).toBeDisabled();
  });

  it('asks for a category, then goes on to the stand picker at the block chosen', async () => {
    const { user, store } = renderSimple();
    const submit = await screen.findByRole('button', { name: 'Choisir mes places' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de saisie dans ce groupe');
    expect(screen.getByText('Le champ est vide')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Catégorie 1 (jaune)' })).toHaveFocus();
    expect(store.get(modalAtom)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Catégorie 1 (jaune)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    expect(store.get(modalAtom)).toEqual({
      kind: 'stands',
      secutixId: grandstandTicket.secutixId,
      blockId: 'T34-A',
    });
  });

  it('asks for a block when the map went back to its top view', async () => {
    const { user, store } = renderSimple({ locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Category 2 (blue)' }));
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    await user.click(screen.getByRole('button', { name: 'Choose my seats' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Group error');
    const select = screen.getByRole('combobox', { name: 'Block, Category 2 (blue)' });
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Field is empty');
    expect(store.get(modalAtom)).toBeNull();
  });

  it('goes on with a seat chosen on the map', async () => {
    const { user, store } = renderSimple();
    await user.click(await screen.findByRole('radio', { name: 'Catégorie 1 (jaune)' }));
    const seat = freeSeatOf('T34-A', 2);
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`place ${seat.slice(-4)},`) }),
    );
    expect(store.get(modalAtom)).toEqual({
      kind: 'stands',
      secutixId: grandstandTicket.secutixId,
      blockId: 'T34-A',
      seatId: seat,
    });
  });

  it('says when the stands could not be loaded', async () => {
    renderSimple({ stands: { ticketInfo: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le plan des tribunes n’a pas pu être chargé',
    );
  });
});
