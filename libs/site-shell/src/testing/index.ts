// @paddock/site-shell/testing: content-service data for the chrome, in both locales and for the car and
// motorbike sites, for stories and for the tests of the libs and apps that render the chrome.
export * from './fixtures.js';
export * from './story-viewports.js';
export { FakeEventSource } from './fake-event-source.js';
