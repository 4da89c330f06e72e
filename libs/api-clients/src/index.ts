// The public face of @paddock/api-clients: export only what consumers may use.
export {};
