import { useLingui } from '@lingui/react';
import type { NewsItemData } from '@paddock/api-clients/blocks';
import styles from './news-card.module.css';
import { BlockPicture, eventDay, NewTabNote, newTabAttributes } from './parts.js';

/** A link to another site opens a new tab. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

export interface NewsCardProps {
  item: NewsItemData;
  /** `h3` under a block title, `h2` without one. */
  headingLevel: 'h2' | 'h3';
  /** The item's own link is left out (on the news page, an item's link is its own anchor). */
  linked?: boolean | undefined;
  className?: string | undefined;
  /** The card can take the focus from a script (the first of the news just added). */
  focusable?: boolean | undefined;
}

/**
 * A news item as a card: its picture, its tag and date, its title (the link to the news, covering the
 * whole card) and its excerpt.
 */
export function NewsCard({
  item,
  headingLevel: Heading,
  linked = true,
  className,
  focusable = false,
}: NewsCardProps) {
  const { i18n } = useLingui();
  const href = linked ? item.href : undefined;
  const external = href !== undefined && isExternal(href);
  return (
    <article
      className={[styles.card, href ? styles.linked : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      tabIndex={focusable ? -1 : undefined}
    >
      {item.picture ? (
        <div className={styles.media}>
          <BlockPicture picture={item.picture} className={styles.picture} decorative />
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.meta}>
          {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
          <time dateTime={item.date} className={styles.date}>
            {eventDay(item.date, i18n.locale)}
          </time>
        </p>
        <Heading className={styles.title}>
          {href ? (
            <a href={href} className={styles.link} {...(external ? newTabAttributes : {})}>
              {item.title}
              {external ? <NewTabNote /> : null}
            </a>
          ) : (
            item.title
          )}
        </Heading>
        {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
