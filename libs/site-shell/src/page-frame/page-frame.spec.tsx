import { render, screen } from '@testing-library/react';
import { menuLayout } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { layoutTraits } from './layouts.js';
import { PageFrame } from './page-frame.js';

function renderFrame(layout: Parameters<typeof PageFrame>[0]['layout']) {
  render(
    <PageFrame
      layout={layout}
      header={<header>Header</header>}
      alert={<p>Alert</p>}
      partners={<aside aria-label="Partners">Partners</aside>}
      footer={<footer>Footer</footer>}
    >
      <p>Content</p>
    </PageFrame>,
  );
}

describe('layoutTraits', () => {
  it('shows the cart exactly on layouts whose name starts with tickets', () => {
    const withCart = menuLayout.options.filter((layout) => layoutTraits(layout).cart);
    expect(withCart).toEqual(['tickets']);
  });

  it('gives every layout of SPEC §2 its traits', () => {
    expect(layoutTraits('default')).toEqual({
      header: true,
      menus: 'full',
      cart: false,
      partners: true,
      footer: true,
      width: 'wide',
    });
    expect(layoutTraits('news').width).toBe('reading');
    expect(layoutTraits('home').width).toBe('bleed');
    expect(layoutTraits('tickets').menus).toBe('panel');
    expect(layoutTraits('condensed').menus).toBe('panel');
    expect(layoutTraits('none').menus).toBe('none');
    expect(layoutTraits('ticketing-with-menu').menus).toBe('full');
  });
});

describe('PageFrame', () => {
  it('puts the content in the one main landmark, between the chrome', () => {
    renderFrame('default');
    expect(screen.getByRole('main')).toHaveTextContent('Content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('banner')).toHaveTextContent('Header');
    expect(screen.getByRole('complementary', { name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer');
  });

  it('leaves out header, partners and footer inside the companion app (app-push)', () => {
    renderFrame('app-push');
    expect(screen.getByRole('main')).toHaveTextContent('Content');
    expect(screen.getByText('Alert')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
