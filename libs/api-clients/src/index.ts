// The public face of @paddock/api-clients: the contract schemas of every call (also published alone as
// `@paddock/api-clients/contracts`) and the typed clients of the content, cart and account services,
// which validate every answer with its route's schema (the browser's, without zod, are `/browser`'s).
export * from './contracts/index.js';
export * from './clients/index.js';
