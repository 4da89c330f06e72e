// The public face of @paddock/stadium-viewer: export only what consumers may use.
export { stadiumViewerCatalog } from './i18n.js';
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
