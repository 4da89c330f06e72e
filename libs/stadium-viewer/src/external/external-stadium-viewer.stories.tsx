import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stadiumProviderGlobal } from './provider.js';
import {
  createFakeStadiumProvider,
  fakeProviderScriptUrl,
  type FakeStadiumProvider,
} from '../testing/fake-provider.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import ExternalStadiumViewer from './external-stadium-viewer.js';

interface Loaded {
  fake?: FakeStadiumProvider;
  scriptUrl?: string;
}

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

/** A fresh fake provider per story, served as a script the viewer loads as it would the real one. */
const withFakeProvider = async (): Promise<Loaded> => {
  const fake = createFakeStadiumProvider();
  return { fake, scriptUrl: fakeProviderScriptUrl(fake) };
};

/** A script that loads but defines no provider. */
const withBrokenProvider = async (): Promise<Loaded> => ({
  scriptUrl: URL.createObjectURL(new Blob(['/* no provider */'], { type: 'text/javascript' })),
});

const meta = {
  title: 'stadium-viewer/ExternalStadiumViewer',
  parameters: { layout: 'padded' },
  loaders: [withFakeProvider],
  // A provider another story left on the window would answer for a script that defines none.
  beforeEach: () => {
    Reflect.deleteProperty(window, stadiumProviderGlobal);
  },
  render: (_args, { globals, loaded }) => (
    <ViewerDemo locale={localeOf(globals)}>
      {(props) => (
        <ExternalStadiumViewer
          {...props}
          provider={{ scriptUrl: (loaded as Loaded).scriptUrl ?? '', venueId: 'circuit-24h' }}
        />
      )}
    </ViewerDemo>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French: the fake provider draws; our block list, controls and seat list drive it. */
export const WithFakeProvider: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = await canvas.findByRole('img', { name: 'Plan des tribunes' });
    // The provider draws once our effects have run.
    await waitFor(() => expect(drawing).toHaveTextContent('top view'));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom et déplacement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom avant' }));
    await expect(drawing).toHaveTextContent('×2');
    await userEvent.click(canvas.getByRole('button', { name: /^Bloc T34-A,/ }));
    await waitFor(() => expect(drawing).toHaveTextContent('block T34-A'));
    const free = canvas.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled);
    if (!free) throw new Error('no free seat');
    await userEvent.click(free);
    await expect(drawing).toHaveTextContent('view from T34-A-R01-');
  },
};

/** Mobile, English: the provider's pointer over a block shows our tooltip. */
export const WithFakeProviderMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const drawing = await canvas.findByRole('img', { name: 'Map of the grandstands' });
    await waitFor(() => expect(drawing).toHaveTextContent('top view'));
    (loaded as Loaded).fake?.hoverBlock({ blockId: 'T12-C', x: 160, y: 60 });
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(/^Block T12-C,/);
  },
};

/** The provider's script defines nothing: the visitor is told, and gets the built-in viewer. */
export const ProviderFails: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  loaders: [withBrokenProvider],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The 3D view could not be loaded. Here is the plain map instead.',
    );
    await expect(canvas.getByRole('group', { name: 'Map of the grandstands' })).toBeVisible();
  },
};

/** Mobile, French: the same fallback on a phone. */
export const ProviderFailsMobile: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  loaders: [withBrokenProvider],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};
