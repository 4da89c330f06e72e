// The public face of @paddock/site-shell: export only what consumers may use.
export { siteShellCatalog } from './i18n.js';
