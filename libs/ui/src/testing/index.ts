// @paddock/ui/testing: test helpers for the libs and apps that render Paddock components.
export { installDialogPolyfill } from './dialog-polyfill.js';
export { preloadModals } from './preload-modals.js';
export { hydrateInLocale, renderInLocale } from './render.js';
export { drawnPicture, type DrawnPicture, type DrawnPictureOptions } from './drawn-picture.js';
