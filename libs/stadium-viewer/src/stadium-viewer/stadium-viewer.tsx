import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../shared/loading-status.js';
import type { StadiumViewerProps, ViewerProvider } from '../viewer.js';

const texts = {
  loading: /*i18n*/ { id: 'stadium.loading', message: 'Loading the stadium map…' },
};

// Each viewer is its own chunk, fetched when a picker first shows one.
const BuiltinStadiumViewer = lazy(() => import('../builtin/builtin-stadium-viewer.js'));
const ExternalStadiumViewer = lazy(() => import('../external/external-stadium-viewer.js'));

export interface StadiumViewerEntryProps extends StadiumViewerProps {
  /** How the site draws the stadium (its configuration); the built-in viewer unless given. */
  provider?: ViewerProvider;
}

/**
 * The stadium viewer the stand pickers show: the built-in SVG viewer, or the external 3D provider's
 * when the site is configured with one. Neither's code, nor the provider's script, loads before a
 * picker renders this; meanwhile a status says the map is loading.
 */
export function StadiumViewer({ provider, ...props }: StadiumViewerEntryProps) {
  const { i18n } = useLingui();
  return (
    <Suspense fallback={<LoadingStatus text={i18n._(texts.loading)} />}>
      {provider?.kind === 'external' ? (
        <ExternalStadiumViewer provider={provider} {...props} />
      ) : (
        <BuiltinStadiumViewer {...props} />
      )}
    </Suspense>
  );
}
