import type { Footer, PartnerCategory, SocialNetwork } from '@paddock/api-clients';
import { PartnerStrip, SiteFooter, type FooterLinkProps } from '@paddock/site-shell/footer';
import { PrefetchNearLink } from '../lib/prefetch-near';

/** Footer links prefetch their page's code and data as they come within 200px of the viewport. */
function footerLink({ href, children, className }: FooterLinkProps) {
  return href.startsWith('/') ? (
    <PrefetchNearLink to={href} className={className}>
      {children}
    </PrefetchNearLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The footer with the site's logos and links (their pages prefetched as they come near). */
export function PageFooter({
  footer,
  socialNetworks,
  siteTitle,
  homeHref,
}: {
  footer: Footer;
  socialNetworks: readonly SocialNetwork[];
  siteTitle: string;
  homeHref: string;
}) {
  return (
    <SiteFooter
      footer={footer}
      socialNetworks={socialNetworks}
      siteTitle={siteTitle}
      homeHref={homeHref}
      renderLink={footerLink}
    />
  );
}

/** The partner strip of the site. */
export function PagePartners({
  categories,
  allPartnersHref,
}: {
  categories: readonly PartnerCategory[];
  allPartnersHref: string;
}) {
  return <PartnerStrip categories={categories} allPartnersHref={allPartnersHref} />;
}
