// @paddock/site-shell/footer: what comes under a page's content, the partner strip and the footer, on
// their own so a site can load them apart from the header (they are streamed after it).
export { PartnerStrip, type PartnerStripProps } from './partner-strip/partner-strip.js';
export {
  SiteFooter,
  type FooterLinkProps,
  type SiteFooterProps,
} from './site-footer/site-footer.js';
