import type { MenuLayout } from '@paddock/api-clients/contracts';
import type { ReactNode } from 'react';
import { layoutTraits } from './layouts.js';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  /** The page's `templateOptions.menuLayout`. */
  layout: MenuLayout;
  /** The site header (give it the same `layout`); left out on layouts without one. */
  header?: ReactNode;
  /** The alert banner, under the header. */
  alert?: ReactNode;
  /** The page's content, in the one `<main>` landmark (`id="content"`). */
  children: ReactNode;
  /** The partner strip; left out on layouts without one. */
  partners?: ReactNode;
  /** The footer; left out on layouts without one. */
  footer?: ReactNode;
}

/**
 * The frame of every page: header, alert, content, partners and footer, as the page's layout wants
 * them (SPEC §2 layouts; see `layoutTraits`). The query flags (`fp=1`) are the caller's to apply by
 * giving no menus, partners or footer.
 */
export function PageFrame({ layout, header, alert, children, partners, footer }: PageFrameProps) {
  const traits = layoutTraits(layout);
  return (
    <div className={styles.frame} data-layout={layout}>
      {traits.header ? header : null}
      {alert}
      <main id="content" className={styles.content} data-width={traits.width}>
        {children}
      </main>
      {traits.partners ? partners : null}
      {traits.footer ? footer : null}
    </div>
  );
}
