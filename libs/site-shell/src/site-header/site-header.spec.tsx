import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPaths } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { fixtureMenus, fixtureSites, organiserUrl } from '../testing/fixtures.js';
import { SiteHeader } from './site-header.js';

const catalogs = [siteShellCatalog];

function renderHeader(
  props: Partial<Parameters<typeof SiteHeader>[0]> = {},
  locale: 'fr' | 'en' = 'fr',
) {
  return renderInLocale(
    <SiteHeader
      siteTitle="24 Heures du Mans"
      alternates={localizedPaths()}
      siteId="auto"
      menus={fixtureMenus(locale)}
      organiserUrl={organiserUrl}
      sites={fixtureSites}
      {...props}
    />,
    { locale, catalogs },
  );
}

/** A window of the given width as far as the media queries are concerned. */
function mockMobile(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('links the site title to the French home', () => {
    renderInLocale(<SiteHeader siteTitle="24 Heures du Mans" alternates={localizedPaths()} />, {
      catalogs,
    });
    expect(screen.getByRole('link', { name: '24 Heures du Mans' })).toHaveAttribute('href', '/');
  });

  it('links the site title to the English home and offers the page in both locales', () => {
    renderInLocale(
      <SiteHeader siteTitle="24 Hours of Le Mans" alternates={localizedPaths('/checkout/cart')} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(screen.getByRole('link', { name: '24 Hours of Le Mans' })).toHaveAttribute(
      'href',
      '/en',
    );
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    expect(languages.getByRole('link', { name: 'FR – Français' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    const english = languages.getByRole('link', { name: 'EN – English' });
    expect(english).toHaveAttribute('href', '/en/checkout/cart');
    expect(english).toHaveAttribute('aria-current', 'true');
  });

  it('opens the menu sheet from the burger, and gives the focus back to the burger however it closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('navigation', { name: 'Menu du site' })).toBeInTheDocument();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();

    await user.click(burger);
    const again = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.pointerDown(again, { clientX: 600, clientY: 10 });
    fireEvent.click(again, { clientX: 600, clientY: 10 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();

    await user.click(burger);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it("names the header's logos: the event's (home) and the organiser's, in each locale", () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('img', { name: '24 Heures du Mans' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: "ACO – Automobile Club de l'Ouest, l'organisateur" }),
    ).toBeInTheDocument();
    unmount();
    renderHeader({ siteTitle: '24 Hours of Le Mans' }, 'en');
    expect(screen.getByRole('link', { name: '24 Hours of Le Mans' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(
      screen.getByRole('link', { name: "ACO – Automobile Club de l'Ouest, the organiser" }),
    ).toHaveAttribute('href', organiserUrl);
  });

  it('shows the cart with its item count on ticket-shop layouts only', () => {
    const { unmount } = renderHeader({
      layout: 'tickets',
      cartCount: 3,
      cartHref: '/fr/checkout/cart',
    });
    expect(screen.getByRole('link', { name: 'Panier, 3 articles' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    unmount();

    renderHeader({ layout: 'ticketing-home', cartCount: 3 });
    expect(screen.queryByRole('link', { name: /Panier/ })).not.toBeInTheDocument();
  });

  it('leads to the cart page of the locale, and says when the cart is empty', () => {
    renderHeader({ layout: 'tickets', cartCount: 0 }, 'en');
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
  });

  it("links the organiser's mark to the organiser's site", () => {
    renderHeader();
    expect(
      screen.getByRole('link', { name: "ACO – Automobile Club de l'Ouest, l'organisateur" }),
    ).toHaveAttribute('href', organiserUrl);
  });

  it('shows the top and main menus, a new-tab entry with its rel, and sub-menus behind disclosure buttons', async () => {
    const user = userEvent.setup();
    renderHeader();
    const top = within(screen.getByRole('navigation', { name: 'Menu secondaire' }));
    const store = top.getByRole('link', { name: /Boutique officielle/ });
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    expect(store).toHaveAccessibleName("Boutique officielle (s'ouvre dans un nouvel onglet)");

    const main = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(main.getByRole('link', { name: 'Actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );
    const toggle = main.getByRole('button', { name: "L'événement : sous-menu" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const subMenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(subMenu as HTMLElement).getByRole('link', { name: 'Programme' })).toHaveAttribute(
      'href',
      '/fr/programme',
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main.getByRole('link', { name: "L'événement" })).toHaveFocus();
  });

  it('hides the top and main menus in full-page mode, keeping the locale switcher', () => {
    renderHeader({ hideMenus: true });
    expect(screen.queryByRole('navigation', { name: 'Menu secondaire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
  });

  it('keeps the main menu only in the burger panel on the shop and condensed layouts', async () => {
    const user = userEvent.setup();
    renderHeader({ layout: 'condensed' });
    expect(screen.queryByRole('navigation', { name: 'Menu secondaire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findAllByRole('link', { name: 'Actualités' }))[0]).toBeVisible();
  });

  it('shows no menu at all on the none layout, but keeps the languages', async () => {
    const user = userEvent.setup();
    renderHeader({ layout: 'none' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: 'Actualités' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
  });

  it('retracts on mobile after scrolling down more than 20 px and comes back on scrolling up', async () => {
    mockMobile(true);
    renderHeader();
    const header = screen.getByRole('banner');
    const scrollTo = async (y: number) => {
      vi.stubGlobal('scrollY', y);
      fireEvent.scroll(window);
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    };
    await scrollTo(15);
    expect(header).toHaveAttribute('data-retracted', 'false');
    await scrollTo(200);
    expect(header).toHaveAttribute('data-retracted', 'true');
    await scrollTo(190);
    expect(header).toHaveAttribute('data-retracted', 'true');
    await scrollTo(150);
    expect(header).toHaveAttribute('data-retracted', 'false');
  });

  it('stays in place on desktop whatever the scroll', async () => {
    mockMobile(false);
    renderHeader();
    vi.stubGlobal('scrollY', 400);
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('banner')).toHaveAttribute('data-retracted', 'false');
  });
});
