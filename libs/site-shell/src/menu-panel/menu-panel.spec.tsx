import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPaths } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { fixtureMenus, fixtureSites } from '../testing/fixtures.js';
import { MenuPanel, type MenuPanelProps } from './menu-panel.js';

const catalogs = [siteShellCatalog];

function renderPanel(props: Partial<MenuPanelProps> = {}, locale: 'fr' | 'en' = 'fr') {
  const onClose = vi.fn();
  renderInLocale(
    <MenuPanel
      open
      onClose={onClose}
      alternates={localizedPaths('/billetterie')}
      items={fixtureMenus(locale).main.items}
      sites={fixtureSites}
      currentSiteId="auto"
      {...props}
    />,
    { locale, catalogs },
  );
  return { onClose };
}

describe('MenuPanel', () => {
  it('holds the language switcher, the menu with its sub-menus and the sister sites', () => {
    renderPanel();
    const languages = within(screen.getByRole('group', { name: 'Langue' }));
    expect(languages.getByRole('link', { name: 'EN – English' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Menu du site' }));
    expect(menu.getByRole('link', { name: 'Billetterie' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
    expect(menu.getByRole('link', { name: 'Tribunes' })).toHaveAttribute(
      'href',
      '/fr/billetterie/tribunes',
    );
  });

  it("lists the organiser's other sites under 'Univers ACO', each in a new tab", () => {
    renderPanel({}, 'en');
    const universes = within(screen.getByRole('region', { name: 'Univers ACO' }));
    const links = universes.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      "Automobile Club de l'Ouest (opens in a new tab)",
      '24 Heures Motos (opens in a new tab)',
      '24 Heures Karting (opens in a new tab)',
      'Le Mans Classic (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(universes.getByRole('link', { name: /24 Heures Motos/ })).toHaveAttribute(
      'href',
      'https://moto.24h-lemans.example/',
    );
  });

  it('leaves out the site it is on', () => {
    renderPanel({ currentSiteId: 'moto' });
    const universes = within(screen.getByRole('region', { name: 'Univers ACO' }));
    expect(universes.queryByRole('link', { name: /24 Heures Motos/ })).not.toBeInTheDocument();
    expect(universes.getByRole('link', { name: /24 Heures du Mans/ })).toBeInTheDocument();
  });

  it('is a modal sheet named Menu that takes the focus and locks the page behind it', () => {
    renderPanel();
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveClass('pdk-scroll-locked');
  });

  it('keeps the focus inside: Tab past its last link comes back to its first stop, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    renderPanel();
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    const stops = sheet.querySelectorAll('a[href], button');
    for (let tab = 0; tab < stops.length + 2; tab += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    (stops[0] as HTMLElement).focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(stops[stops.length - 1]);
  });

  it('asks to close on Escape, on its close button and on a tap on the backdrop', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    // The backdrop is the dialog element itself, outside its box.
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.pointerDown(sheet, { clientX: 600, clientY: 10 });
    fireEvent.click(sheet, { clientX: 600, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(3);

    // A tap on one of its links is no tap on the backdrop.
    fireEvent.click(screen.getByRole('link', { name: 'Billetterie' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('is absent, deaf to Escape and leaves the page scrollable while closed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu du site' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('pdk-scroll-locked');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
