import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@paddock/i18n';
import { localeOrDefault, localizedPath, localizedPaths } from '@paddock/i18n';
import { expect, userEvent, within } from 'storybook/test';
import { AlertBanner } from '../alert-banner/alert-banner.js';
import { PartnerStrip } from '../partner-strip/partner-strip.js';
import { SiteFooter } from '../site-footer/site-footer.js';
import { SiteHeader } from '../site-header/site-header.js';
import {
  fixtureAlerts,
  fixtureFooter,
  fixtureMenus,
  fixturePartnerCategories,
  fixtureSites,
  fixtureSiteTitles,
  fixtureSocialNetworks,
  organiserUrl,
  type FixtureSiteId,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { PageFrame, type PageFrameProps } from './page-frame.js';

const now = new Date();

const copy: Record<Locale, { title: string; text: string }> = {
  fr: {
    title: 'Billetterie',
    text: 'Enceintes générales, tribunes, hospitalités et parkings pour la semaine de course.',
  },
  en: {
    title: 'Tickets',
    text: 'General admission, grandstands, hospitality and parking for race week.',
  },
};

/** The whole chrome around a page, as the site composes it, for the story's locale and universe. */
function ComposedPage(
  { layout }: Pick<PageFrameProps, 'layout'>,
  context: { globals: Record<string, unknown> },
) {
  const locale: Locale = localeOrDefault(context.globals['locale']);
  const site: FixtureSiteId = context.globals['universe'] === 'moto' ? 'moto' : 'auto';
  return (
    <PageFrame
      layout={layout}
      header={
        <SiteHeader
          siteTitle={fixtureSiteTitles[site][locale]}
          alternates={localizedPaths()}
          siteId={site}
          menus={fixtureMenus(locale, site)}
          layout={layout}
          cartCount={2}
          organiserUrl={organiserUrl}
          sites={fixtureSites}
        />
      }
      alert={<AlertBanner alerts={fixtureAlerts(locale, now)} now={now} />}
      partners={
        <PartnerStrip
          categories={fixturePartnerCategories(locale)}
          allPartnersHref={localizedPath(locale, '/partenaires')}
        />
      }
      footer={
        <SiteFooter
          footer={fixtureFooter(locale, site)}
          socialNetworks={fixtureSocialNetworks(site)}
        />
      }
    >
      <div style={{ maxWidth: 'var(--pdk-content-width)', margin: '0 auto', padding: '2rem 1rem' }}>
        <h1>{copy[locale].title}</h1>
        <p>{copy[locale].text}</p>
      </div>
    </PageFrame>
  );
}

const meta = {
  title: 'site-shell/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'default', children: null },
  render: (args, context) => ComposedPage(args, context),
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: every piece of the chrome around a default page. */
export const Default: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Billetterie');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Panier/ })).not.toBeInTheDocument();
  },
};

/** Desktop, English, motorbike site: the shop layout, its cart and the menu behind the burger only. */
export const Tickets: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { layout: 'tickets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** Phone, French: a news page at reading width. */
export const NewsOnMobile: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { layout: 'news' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('data-width', 'reading');
  },
};

/** Phone, English, motorbike site: the condensed layout; the burger opens the menu. */
export const CondensedOnMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { layout: 'condensed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(await canvas.findByRole('region', { name: 'Univers ACO' })).toBeVisible();
  },
};

/** Inside the companion app: no header, partners or footer. */
export const AppPush: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { layout: 'app-push' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};
