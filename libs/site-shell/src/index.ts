// The public face of @paddock/site-shell.
export { NotFound, type NotFoundProps } from './not-found/not-found.js';
export { SiteHeader, type SiteHeaderProps } from './site-header/site-header.js';
export { LocaleSwitcher, type LocaleSwitcherProps } from './locale-switcher/locale-switcher.js';
export { siteShellCatalog } from './i18n.js';
