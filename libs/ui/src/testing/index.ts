// @paddock/ui/testing: test helpers for the libs and apps that render Paddock components.
export { renderInLocale } from './render.js';
