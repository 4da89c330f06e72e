// The public face of @paddock/stadium-viewer: export only what consumers may use. The viewers
// themselves load lazily through `StadiumViewer`.
export { stadiumViewerCatalog } from './i18n.js';
export { StadiumViewer, type StadiumViewerEntryProps } from './stadium-viewer/stadium-viewer.js';
export type { ExternalStadiumViewerProps } from './external/external-stadium-viewer.js';
export {
  stadiumProviderGlobal,
  type StadiumProvider,
  type StadiumProviderEvents,
  type StadiumProviderInit,
  type StadiumProviderView,
} from './external/provider.js';
export {
  panStep,
  seatCategoryColours,
  zoomInFactor,
  zoomOutFactor,
  type MapPoint,
  type StadiumViewerProps,
  type ViewerBlock,
  type ViewerBlockSeats,
  type ViewerProvider,
  type ViewerSeat,
  type ViewerStand,
  type ViewerVenue,
  type ViewerView,
} from './viewer.js';
