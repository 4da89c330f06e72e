import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stadiumProviderGlobal } from '../external/provider.js';
import { createFakeStadiumProvider, fakeProviderScriptUrl } from '../testing/fake-provider.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import type { ViewerProvider } from '../viewer.js';
import { StadiumViewer } from './stadium-viewer.js';

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

const meta = {
  title: 'stadium-viewer/StadiumViewer',
  parameters: { layout: 'padded' },
  beforeEach: () => {
    Reflect.deleteProperty(window, stadiumProviderGlobal);
  },
  render: (_args, { globals, loaded }) => (
    <ViewerDemo locale={localeOf(globals)}>
      {(props) => (
        <StadiumViewer {...props} provider={(loaded as { provider?: ViewerProvider }).provider} />
      )}
    </ViewerDemo>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French: the site's default, the built-in viewer, fetched when it first shows. */
export const Builtin: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('group', { name: 'Plan des tribunes' });
    await expect(map.tagName).toBe('svg');
  },
};

/** Mobile, English: a site configured with the external provider (a fake one here). */
export const External: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  loaders: [
    async () => {
      const fake = createFakeStadiumProvider();
      const provider: ViewerProvider = {
        kind: 'external',
        scriptUrl: fakeProviderScriptUrl(fake),
        venueId: 'circuit-24h',
      };
      return { provider };
    },
  ],
  play: async ({ canvasElement }) => {
    const drawing = await within(canvasElement).findByRole('img', {
      name: 'Map of the grandstands',
    });
    await waitFor(() => expect(drawing).toHaveTextContent('3D · circuit-24h · top view'));
  },
};
