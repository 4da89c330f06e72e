import { useLingui } from '@lingui/react';
import type { Link } from '@paddock/api-clients/contracts';
import type { AnchorHTMLAttributes } from 'react';

const texts = {
  newTab: /*i18n*/ { id: 'link.newTab', message: '(opens in a new tab)' },
};

export interface NewTabLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
}

/**
 * A link that opens a new tab: it cannot reach back into this page (`rel="noopener noreferrer"`), and
 * screen-reader users hear that it opens a tab.
 */
export function NewTabLink({ children, ...anchor }: NewTabLinkProps) {
  const { i18n } = useLingui();
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children} <span className="pdk-visually-hidden">{i18n._(texts.newTab)}</span>
    </a>
  );
}

export interface ContentLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'children'
> {
  /** A link of the content service: its own target says whether it opens a new tab. */
  link: Link;
}

/** A link from the content service (menus, footer), opening a new tab when its target says so. */
export function ContentLink({ link, ...anchor }: ContentLinkProps) {
  return link.target === '_blank' ? (
    <NewTabLink {...anchor} href={link.href}>
      {link.text}
    </NewTabLink>
  ) : (
    <a {...anchor} href={link.href}>
      {link.text}
    </a>
  );
}
