// @paddock/stadium-viewer/testing: a venue, blocks and seats, and a fake external provider, for the
// stories and tests of the viewer and of the stand pickers.
export * from './fake-provider.js';
export * from './fixtures.js';
export * from './story-viewports.js';
