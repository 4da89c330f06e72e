// @paddock/ticketing/testing: the 24A tickets, their availabilities, the T34 grandstand's stands and
// venue, a logged-in member, a content client with no network, a stand-in stadium viewer and a ready
// Jotai store, for stories and for the tests of the libs and apps that render tickets.
export * from './cart.js';
export * from './content-client.js';
export * from './fake-viewer.js';
export * from './fixtures.js';
export * from './stands.js';
export * from './store.js';
export * from './story-viewports.js';
export { StadiumViewerOverride, type StadiumViewerComponent } from '../stands/stadium-map.js';
