// @paddock/ticketing/testing: the 24A tickets, their availabilities and a logged-in member, a content
// client with no network and a ready Jotai store, for stories and for the tests of the libs and apps that
// render tickets.
export * from './content-client.js';
export * from './fixtures.js';
export * from './store.js';
export * from './story-viewports.js';
