// @paddock/ui/testing: test helpers for the libs and apps that render Paddock components.
export { installDialogPolyfill } from './dialog-polyfill.js';
export { renderInLocale } from './render.js';
