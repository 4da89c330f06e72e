// @paddock/api-clients/contracts: the runtime schemas of every call, shared by the clients and the
// services (which validate their requests and answers with them). Types are derived with z.infer.
export * from './common.js';
export * from './content.js';
export * from './tickets.js';
export * from './cart.js';
export * from './account.js';
export * from './live.js';
export * from './routes.js';
export * from './forms.js';
