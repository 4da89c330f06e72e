import {
  StadiumViewer,
  type StadiumViewerProps,
  type ViewerProvider,
} from '@paddock/stadium-viewer';
import { useAtomValue } from 'jotai';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { defaultViewer, ticketingConfigAtom } from '../availability/ticketing-config.js';
import styles from './stadium-map.module.css';

/** What draws the stadium: `StadiumViewer` of @paddock/stadium-viewer, or a stand-in. */
export type StadiumViewerComponent = ComponentType<
  StadiumViewerProps & { provider: ViewerProvider }
>;

type RenderViewer = (props: StadiumViewerProps & { provider: ViewerProvider }) => ReactNode;

// `StadiumViewer` is a small entry: the built-in or external viewer's code loads when it first renders.
const renderStadiumViewer: RenderViewer = (props) => <StadiumViewer {...props} />;

const RenderViewerContext = createContext<RenderViewer>(renderStadiumViewer);

/** Draws the stand pickers' map with `viewer` instead of the stadium viewer (tests, stories). */
export function StadiumViewerOverride({
  viewer: Viewer,
  children,
}: {
  viewer: StadiumViewerComponent;
  children: ReactNode;
}) {
  const render: RenderViewer = (props) => <Viewer {...props} />;
  return <RenderViewerContext.Provider value={render}>{children}</RenderViewerContext.Provider>;
}

/** The stadium viewer the app configured (`ticketingConfigAtom`'s `viewer`; the built-in one by default). */
export function StadiumMap(props: StadiumViewerProps) {
  const render = useContext(RenderViewerContext);
  const provider = useAtomValue(ticketingConfigAtom)?.viewer ?? defaultViewer;
  return <div className={styles.map}>{render({ ...props, provider })}</div>;
}
