import { activeLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { RssFeedListData } from '@paddock/api-clients/blocks';
import type { NewsFeed } from '@paddock/api-clients/contracts';
import { Icon } from '@paddock/ui';
import { useCallback } from 'react';
import { Bone, LoadFailed, LoadingNote, NothingToShow } from '../kit/live/service-states.js';
import { useServiceData, type ServiceLoader } from '../kit/live/use-service-data.js';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink, eventDay, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './rss-feed-list.module.css';
import { ServiceSection } from '../kit/live/service-section.js';
import { newsFeedQueryOf } from './news-feed-query.js';

const texts = {
  loading: /*i18n*/ { id: 'blocks.rss-feed-list.loading', message: 'Loading the news…' },
  failed: /*i18n*/ {
    id: 'blocks.rss-feed-list.failed',
    message: 'The news cannot be loaded right now.',
  },
  empty: /*i18n*/ { id: 'blocks.rss-feed-list.empty', message: 'No news for now.' },
  more: /*i18n*/ { id: 'blocks.rss-feed-list.more', message: 'All the news' },
};

/** A link to another site opens a new tab. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

type FeedItemData = NewsFeed['items'][number];

/** An item of the feed: its category, date and source, its title linking to it, its summary. */
function FeedItem({ item, locale }: { item: FeedItemData; locale: string }) {
  const external = isExternal(item.href);
  return (
    <li className={styles.item}>
      <article className={styles.article}>
        <p className={styles.meta}>
          <span className={styles.tag}>{item.tag}</span>
          <time dateTime={item.date}>{eventDay(item.date, locale)}</time>
          {item.source ? <span className={styles.source}>{item.source}</span> : null}
        </p>
        <h3 className={styles.itemTitle}>
          <a href={item.href} className={styles.link} {...(external ? newTabAttributes : {})}>
            {item.title}
            {external ? (
              <>
                <Icon name="external" size={16} />
                <NewTabNote />
              </>
            ) : null}
          </a>
        </h3>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </article>
    </li>
  );
}

/**
 * The latest items of the site's news feed (`news/feed/{site}`): each its category, date and source,
 * its title linking to the article (a new tab for another site's) and its summary; then a link to all
 * the news (the block's call to action, or the feed's news page). The site server attaches the feed
 * (`data.feed`), and the block is then only HTML (no code, nothing asked for, no placeholder to grow
 * out of); without it, the browser asks for it after hydration.
 */
export function RssFeedList({ data }: BlockProps<RssFeedListData>) {
  const { title, text, cta, feed } = data;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const { category, limit } = newsFeedQueryOf(data);
  const load = useCallback<ServiceLoader<NewsFeed>>(
    (content, site, signal) =>
      content.newsFeed({ site, locale, limit, ...(category ? { category } : {}) }, { signal }),
    [locale, category, limit],
  );
  const { state, retry } = useServiceData(load, { given: feed });

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <LoadingNote label={i18n._(texts.loading)} />
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: Math.min(limit, 6) }, (_, index) => (
            <li key={index} className={`${styles.item} ${styles.placeholder}`}>
              <Bone width="35%" />
              <Bone width="90%" />
              <Bone width="70%" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailed message={i18n._(texts.failed)} onRetry={retry} />;
  } else if (state.data.items.length === 0) {
    body = <NothingToShow message={i18n._(texts.empty)} />;
  } else {
    body = (
      <ul className={styles.list}>
        {state.data.items.map((item) => (
          <FeedItem key={item.id} item={item} locale={locale} />
        ))}
      </ul>
    );
  }

  const more =
    cta ??
    (state.status === 'ready'
      ? {
          text: i18n._(texts.more),
          href: state.data.href,
          style: 'simple-light' as const,
          ...(isExternal(state.data.href) ? { target: '_blank' as const } : {}),
        }
      : undefined);

  return (
    <ServiceSection title={title} text={text} state={state} classes={{ section: styles.section }}>
      {body}
      {more ? <CtaLink cta={more} className={styles.more} /> : null}
    </ServiceSection>
  );
}
