import { accountAtom } from '@paddock/account';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { checkoutAtom, loadCheckoutAtom, type BuyerDetails } from '../checkout/checkout-state.js';
import { cartCatalog } from '../i18n.js';
import { checkoutStore, fixtureCart, fixtureMember } from '../testing/index.js';
import { problemOf, validateBuyerDetails } from './buyer-details.js';
import { InformationsForm } from './informations-form.js';

type Store = ReturnType<typeof createStore>;

const ticketingHref = '/fr/billetterie';

/** The form as a visitor opens it: rendered, then its stored state read. */
async function renderForm(store: Store, locale: 'fr' | 'en' = 'fr') {
  const rendered = renderInLocale(
    <Provider store={store}>
      <InformationsForm ticketingHref={ticketingHref} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
  await act(() => store.set(loadCheckoutAtom));
  return rendered;
}

const withCart = () => ({ checkout: { cart: fixtureCart({ shopUrl: null }), crossSells: [] } });

const field = (name: string) => screen.getByRole('textbox', { name });

const visitor: BuyerDetails = {
  firstname: 'Tom',
  lastname: 'Kristensen',
  email: 'tom@example.dk',
  phone: '+45 12 34 56 78',
  street: '9 Le Mans vej',
  zipCode: '1010',
  city: 'Copenhague',
  country: 'Danemark',
};

const labels: Record<keyof BuyerDetails, string> = {
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  street: 'Adresse (numéro et rue)',
  zipCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
};

async function fill(details: Partial<BuyerDetails>) {
  for (const [name, value] of Object.entries(details)) {
    const input = field(labels[name as keyof BuyerDetails]);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continuer vers le récapitulatif' }));

describe('InformationsForm', () => {
  it('asks an anonymous visitor for every detail, empty', async () => {
    await renderForm(checkoutStore(withCart()));
    expect(screen.getByRole('heading', { level: 1, name: 'Vos informations' })).toBeInTheDocument();
    for (const label of Object.values(labels)) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toBeRequired();
    }
    expect(
      within(screen.getByRole('group', { name: 'Coordonnées' })).getAllByRole('textbox'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('group', { name: 'Adresse' })).getAllByRole('textbox'),
    ).toHaveLength(4);
  });

  it('prefills the logged-in member’s details', async () => {
    await renderForm(checkoutStore({ ...withCart(), user: fixtureMember }));
    expect(field('Prénom')).toHaveValue('Léa');
    expect(field('Nom')).toHaveValue('Martin');
    expect(field('E-mail')).toHaveValue('lea.martin@example.org');
    expect(field('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(field('Adresse (numéro et rue)')).toHaveValue('9 place Luigi Chinetti');
    expect(field('Code postal')).toHaveValue('72000');
    expect(field('Ville')).toHaveValue('Le Mans');
    expect(field('Pays')).toHaveValue('France');
  });

  it('takes the member’s details arriving after the form, while nothing was typed', async () => {
    const store = checkoutStore(withCart());
    await renderForm(store);
    act(() => store.set(accountAtom, { user: fixtureMember, token: 't', isMember: true }));
    expect(field('Prénom')).toHaveValue('Léa');
  });

  it('shows what is wrong next to each field, focuses the first, and keeps what was typed', async () => {
    const store = checkoutStore(withCart());
    await renderForm(store);
    await fill({ firstname: 'Tom', email: 'tom@', phone: '12', zipCode: '7' });
    await submit();

    expect(field('Prénom')).toHaveValue('Tom');
    expect(field('Prénom')).not.toHaveAttribute('aria-invalid');
    expect(field('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(field('Nom')).toHaveFocus();
    expect(field('E-mail')).toHaveValue('tom@');
    expect(field('E-mail')).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail comme nom@exemple.fr.',
    );
    expect(field('Téléphone')).toHaveAccessibleDescription(
      'Saisissez un numéro de téléphone de 6 à 15 chiffres, comme 06 12 34 56 78.',
    );
    expect(field('Code postal')).toHaveAccessibleDescription(
      'Saisissez un code postal de 3 à 10 lettres ou chiffres, comme 72000.',
    );
    expect(field('Ville')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(store.get(checkoutAtom).buyer).toBeUndefined();

    // A message goes as soon as its field is right.
    await userEvent.type(field('Nom'), 'K');
    expect(field('Nom')).not.toHaveAttribute('aria-invalid');
    expect(field('Nom')).not.toHaveAccessibleDescription();
  });

  it('saves the details with the cart and goes on to the review', async () => {
    const navigate = vi.fn();
    const store = checkoutStore({ ...withCart(), navigation: { navigate } });
    await renderForm(store);
    await fill(visitor);
    await submit();

    expect(store.get(checkoutAtom).buyer).toEqual(visitor);
    expect(JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}').buyer).toEqual(visitor);
    expect(store.get(checkoutAtom).cart).not.toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/fr/checkout/review');
  });

  it('comes back with what was saved', async () => {
    await renderForm(checkoutStore({ checkout: { ...withCart().checkout, buyer: visitor } }));
    expect(field('Prénom')).toHaveValue('Tom');
    expect(field('Ville')).toHaveValue('Copenhague');
  });

  it('saves the values without surrounding spaces', async () => {
    const store = checkoutStore({ ...withCart(), user: fixtureMember });
    await renderForm(store);
    await fill({ city: '  Le Mans  ' });
    await submit();
    expect(store.get(checkoutAtom).buyer?.city).toBe('Le Mans');
  });

  it('says there is no cart, with a link to the tickets', async () => {
    await renderForm(checkoutStore());
    expect(
      screen.getByText('Votre panier est vide : il n’y a encore rien à régler.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' })).toHaveAttribute(
      'href',
      ticketingHref,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks English', async () => {
    await renderForm(checkoutStore(withCart()), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toBeInTheDocument();
  });
});

describe('buyer details rules', () => {
  it('accepts usual phone numbers and zip codes', () => {
    for (const phone of ['06 12 34 56 78', '+33 6 12 34 56 78', '(0)2.43.40.24.24', '0612345678']) {
      expect(problemOf('phone', phone), phone).toBeUndefined();
    }
    for (const zip of ['72000', 'SW1A 1AA', '1010-123', 'D02 X285']) {
      expect(problemOf('zipCode', zip), zip).toBeUndefined();
    }
  });

  it('refuses what cannot be a phone number, zip code or email', () => {
    for (const phone of ['12345', 'call me', '+33 6 12 34 56 78 90 12 34', '06-12-AB']) {
      expect(problemOf('phone', phone), phone).toBe('phone');
    }
    for (const zip of ['7', '72000!', '-7200', '12345678901']) {
      expect(problemOf('zipCode', zip), zip).toBe('zipCode');
    }
    for (const email of ['tom', 'tom@', 'tom@example', 'tom @example.org', 'tom@example.']) {
      expect(problemOf('email', email), email).toBe('email');
    }
  });

  it('requires every field, blank or spaces only', () => {
    expect(Object.values(validateBuyerDetails({ ...visitor, city: '   ', country: '' }))).toEqual([
      'required',
      'required',
    ]);
  });
});
