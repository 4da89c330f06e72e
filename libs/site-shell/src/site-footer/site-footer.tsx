import { useLingui } from '@lingui/react';
import type { Footer, SocialNetwork } from '@paddock/api-clients/contracts';
import { Icon, ResponsivePicture } from '@paddock/ui';
import { useId, type ReactNode } from 'react';
import { EventLogo } from '../brand/event-logo.js';
import { OrganiserLogo } from '../brand/organiser-logo.js';
import { organiserLabel } from '../brand/organiser-label.js';
import { ContentLink, NewTabLink } from '../links/links.js';
import { useIsMobile } from '../media/use-is-mobile.js';
import styles from './site-footer.module.css';

const texts = {
  logos: /*i18n*/ { id: 'footer.logos', message: 'Our events' },
  socialNetworks: /*i18n*/ { id: 'footer.socialNetworks', message: 'Follow us' },
};

/** What a footer link needs; the app renders React Router's `<Link prefetch="viewport">` with it. */
export interface FooterLinkProps {
  href: string;
  children: ReactNode;
  className?: string | undefined;
}

export interface SiteFooterProps {
  /** The site's footer: link columns, logos and the copyright line. */
  footer: Footer;
  socialNetworks?: readonly SocialNetwork[];
  /**
   * The event's name in the page's locale (the header's): with it, the footer opens on the event's logo
   * (linking to `homeHref`) and the organiser's.
   */
  siteTitle?: string | undefined;
  /** Where the event's logo leads: the home page in the page's locale. */
  homeHref?: string | undefined;
  /**
   * Renders the footer's own links (same-tab ones), so the app can prefetch them when they come within
   * 200px of the viewport (SPEC §9). A plain `<a>` unless given.
   */
  renderLink?: (props: FooterLinkProps) => ReactNode;
}

const plainLink = ({ href, children, className }: FooterLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The footer of every page (SPEC §2): the logos it is given, the link columns (an accordion on mobile,
 * open on desktop: native `<details>`, no script to toggle, folded in the server's HTML), the social
 * networks and the copyright.
 */
export function SiteFooter({
  footer,
  socialNetworks = [],
  siteTitle,
  homeHref = '/',
  renderLink = plainLink,
}: SiteFooterProps) {
  const { i18n } = useLingui();
  // Folded on the server, as a phone shows them, so a phone's footer does not move at hydration; a
  // desktop opens them after it, and its CSS shows their links until then (::details-content).
  const folded = useIsMobile('mobile');
  const socialHeading = useId();

  return (
    <footer className={styles.footer} data-track-zone="footer">
      {siteTitle ? (
        <div className={styles.brand}>
          <a href={homeHref} className={styles.brandHome}>
            <EventLogo title={siteTitle} />
          </a>
          <OrganiserLogo label={i18n._(organiserLabel)} />
        </div>
      ) : null}
      {footer.logos.length > 0 ? (
        <ul className={styles.logos} aria-label={i18n._(texts.logos)}>
          {footer.logos.map((logo) => (
            <li key={logo.href}>
              <NewTabLink href={logo.href} className={styles.logoLink}>
                <ResponsivePicture
                  picture={logo.picture}
                  fallbackAlt={logo.href}
                  className={styles.logo}
                />
              </NewTabLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.columns}>
        {footer.items.map((column, index) => (
          <details key={`${index} ${column.link.href}`} className={styles.column} open={!folded}>
            {/* On desktop the columns do not fold: their titles are no stop of the keyboard. */}
            <summary className={styles.summary} tabIndex={folded ? undefined : -1}>
              {column.link.text}
              <Icon name="chevron-down" size={20} className={styles.chevron} />
            </summary>
            <ul className={styles.links}>
              {column.children.map(({ link }, linkIndex) => (
                <li key={`${linkIndex} ${link.href}`}>
                  {link.target === '_blank' ? (
                    <ContentLink link={link} className={styles.link} />
                  ) : (
                    renderLink({ href: link.href, children: link.text, className: styles.link })
                  )}
                </li>
              ))}
            </ul>
          </details>
        ))}
        {socialNetworks.length > 0 ? (
          <section className={styles.social} aria-labelledby={socialHeading}>
            <h2 id={socialHeading} className={styles.socialHeading}>
              {i18n._(texts.socialNetworks)}
            </h2>
            <ul className={styles.links}>
              {socialNetworks.map((network) => (
                <li key={network.identifier}>
                  <NewTabLink href={network.link.href} className={styles.link}>
                    {network.link.text || network.identifier}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p className={styles.copyright}>{footer.copyright}</p>
    </footer>
  );
}
