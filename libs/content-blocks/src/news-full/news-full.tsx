import { useLingui } from '@lingui/react';
import { Button } from '@paddock/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { NewsCard } from '../kit/news-card.js';
import type { NewsFullData } from '@paddock/api-clients/blocks';
import styles from './news-full.module.css';
import { ToggleFilters } from '../kit/filters/toggle-filters.js';
import { SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filters: /*i18n*/ { id: 'blocks.news-full.filters', message: 'Filter the news' },
  all: /*i18n*/ { id: 'blocks.news-full.all', message: 'All' },
  count: /*i18n*/ {
    id: 'blocks.news-full.count',
    message: '{count, plural, =0 {No news} one {# news item} other {# news items}}',
  },
  empty: /*i18n*/ { id: 'blocks.news-full.empty', message: 'No news on this topic yet.' },
  more: /*i18n*/ { id: 'blocks.news-full.more', message: 'More news' },
};

/** News shown at first, and added by each "more news". */
export const newsPageSize = 6;

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return ''; // A malformed address names no news.
  }
}
const noHash = () => '';

/** An item's link that only leads to its own anchor on this page is no link. */
const isOwnAnchor = (href: string | undefined, id: string) => href?.endsWith(`#${id}`) ?? false;

/**
 * How many news to show at least: up to the one a `#id` link names, beyond the first ones, which
 * is then brought into view (the browser looked for it before it was there).
 */
function useLinkedNews(items: NewsFullData['items'], filter: string | null) {
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash);
  const linked = filter === null ? items.findIndex((item) => item.id === hash) : -1;
  const atLeast = Math.ceil((linked + 1) / newsPageSize) * newsPageSize;
  useEffect(() => {
    if (linked >= newsPageSize) {
      document.getElementById(items[linked]?.id ?? '')?.scrollIntoView();
    }
  }, [items, linked]);
  return atLeast;
}

/**
 * The news page's list: filters by tag (toggle buttons, "All" first), the news as cards (one column on
 * phones, three on desktop), six at first and six more at each "More news", the focus moving to the
 * first added one. Each card carries its id, so the `#id` links of the news section reach it, even
 * beyond the first six.
 */
export function NewsFull({ data: { title, items, filters = [] } }: BlockProps<NewsFullData>) {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState<string | null>(null);
  const [shown, setShown] = useState(newsPageSize);
  const firstAdded = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const atLeast = useLinkedNews(items, filter);

  const matching = filter === null ? items : items.filter((item) => item.tag === filter);
  const visible = matching.slice(0, Math.max(shown, atLeast));

  // After "More news", the first added news takes the focus: the reader goes on from there.
  useEffect(() => {
    if (firstAdded.current === null) return;
    const added = list.current?.children[firstAdded.current]?.querySelector('article');
    firstAdded.current = null;
    added?.focus();
  }, [shown]);

  const choose = (value: string | null) => {
    setFilter(value);
    setShown(newsPageSize);
  };

  const ItemHeading = title ? 'h3' : 'h2';
  return (
    <SectionFrame title={title} classes={styles}>
      {filters.length > 0 ? (
        <ToggleFilters
          label={i18n._(texts.filters)}
          allLabel={i18n._(texts.all)}
          options={filters}
          value={filter}
          onChange={choose}
          classes={styles}
        />
      ) : null}
      <p className={styles.count} role="status">
        {i18n._(texts.count.id, { count: matching.length })}
      </p>
      {matching.length === 0 ? (
        <p className={styles.empty}>{i18n._(texts.empty)}</p>
      ) : (
        <ul ref={list} className={styles.list}>
          {visible.map((item) => (
            <li key={item.id} id={item.id} className={styles.item}>
              <NewsCard
                item={item}
                headingLevel={ItemHeading}
                linked={!isOwnAnchor(item.href, item.id)}
                focusable
              />
            </li>
          ))}
        </ul>
      )}
      {visible.length < matching.length ? (
        <Button
          variant="light"
          className={styles.more}
          onClick={() => {
            firstAdded.current = visible.length;
            setShown(visible.length + newsPageSize);
          }}
        >
          {i18n._(texts.more)}
        </Button>
      ) : null}
    </SectionFrame>
  );
}
