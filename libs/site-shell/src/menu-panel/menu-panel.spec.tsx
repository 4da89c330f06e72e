import { screen, within } from '@testing-library/react';
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
      id="menu-panel"
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

  it('asks to close on Escape while open, and is hidden when closed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is hidden and deaf to Escape while closed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel({ open: false });
    expect(document.getElementById('menu-panel')).not.toBeVisible();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
