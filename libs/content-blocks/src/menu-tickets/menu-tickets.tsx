import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { NewTabNote, newTabAttributes } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import styles from './menu-tickets.module.css';

const texts = {
  label: /*i18n*/ { id: 'blocks.menu-tickets.label', message: 'Ticket categories' },
};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** What an item's link leads to from this page: one of its sections, the page itself, or elsewhere. */
type Target = { section: string } | 'page' | null;

function targetOf(href: string, page: string): Target {
  const here = new URL(page);
  const url = new URL(href, here);
  if (url.origin !== here.origin || url.pathname !== here.pathname) return null;
  return url.hash.length > 1 ? { section: decodeURIComponent(url.hash.slice(1)) } : 'page';
}

/** The section the reader is in: the last one whose top has gone above `line` (laid out ones only). */
function sectionAt(targets: readonly Target[], line: number): number | null {
  let found: number | null = null;
  targets.forEach((target, index) => {
    if (target === null || target === 'page') return;
    const box = document.getElementById(target.section)?.getBoundingClientRect();
    if (box && box.height > 0 && box.top <= line) found = index;
  });
  return found;
}

/**
 * Scrolls to a section of this page, as the link would, and puts its anchor in the address (a new
 * history entry, like a link's), without reloading whatever the document's base.
 */
function goTo(section: string, event: MouseEvent<HTMLAnchorElement>) {
  const element = document.getElementById(section);
  if (!element || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  element.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const { pathname, search } = window.location;
  window.history.pushState(null, '', `${pathname}${search}#${encodeURIComponent(section)}`);
}

/** The page's address in the browser; none on the server (nor while hydrating). */
const subscribeToAddress = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  window.addEventListener('hashchange', changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener('hashchange', changed);
  };
};
const pageAddress = () => window.location.origin + window.location.pathname;
const noAddress = () => null;

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Which link is current: the section the scroll has reached (under the menu when it sticks), the one
 * the address names, or the page itself.
 */
function useCurrentSection(targets: readonly Target[], sticky: boolean) {
  const nav = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  useEffect(() => {
    const found = targets;
    const onPage = found.indexOf('page');
    const update = () => {
      const menu = nav.current?.getBoundingClientRect();
      const line = sticky && menu ? Math.max(menu.bottom, 0) + 24 : window.innerHeight * 0.25;
      const section = sectionAt(found, line);
      if (section !== null) setCurrent(section);
      else if (onPage >= 0) setCurrent(onPage);
      else setCurrent(null);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const onHash = () => {
      const index = found.findIndex(
        (target) =>
          target !== null &&
          target !== 'page' &&
          `#${encodeURIComponent(target.section)}` === window.location.hash,
      );
      if (index >= 0) setCurrent(index);
    };
    // Once laid out: where the page was opened (its anchor), else where it is scrolled to.
    frame = requestAnimationFrame(() => {
      update();
      onHash();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [targets, sticky]);
  return { nav, current, setCurrent };
}

/**
 * The ticket categories of a ticketing page as a menu of its sections (track access, grandstands,
 * hospitality…): a row of links kept at the top of the screen (sticky), scrolling sideways on
 * phones. The section being read, or the page itself, is marked `aria-current` and kept in view.
 */
export function MenuTickets({
  data: { title, items, sticky = true },
}: BlockProps<MenuTicketsData>) {
  const { i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  // Where each link leads is known in the browser only; then the scroll says where the reader is.
  const page = useSyncExternalStore(subscribeToAddress, pageAddress, noAddress);
  const targets = useMemo(
    () => (page === null ? [] : items.map((item) => targetOf(item.href, page))),
    [items, page],
  );
  const { nav, current, setCurrent } = useCurrentSection(targets, sticky);

  // The current link stays in view in the row that scrolls sideways.
  useEffect(() => {
    const row = list.current;
    const item = current === null ? null : row?.children[current];
    if (!row || !(item instanceof HTMLElement) || row.scrollWidth <= row.clientWidth) return;
    row.scrollTo?.({
      left: item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2,
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  }, [current]);

  return (
    <nav
      ref={nav}
      className={sticky ? `${styles.menu} ${styles.sticky}` : styles.menu}
      aria-label={title ?? i18n._(texts.label)}
    >
      <ul ref={list} className={styles.list}>
        {items.map((item, index) => {
          const external = isExternal(item.href);
          const target = targets[index];
          const isCurrent = index === current && target !== undefined && target !== null;
          return (
            <li key={`${item.href} ${item.label}`} className={styles.item}>
              <a
                className={styles.link}
                href={item.href}
                aria-current={isCurrent ? (target === 'page' ? 'page' : 'location') : undefined}
                onClick={(event) => {
                  if (!target) return;
                  setCurrent(index);
                  if (target !== 'page') goTo(target.section, event);
                }}
                {...(external ? newTabAttributes : {})}
              >
                {item.icon ? <PerkIcon name={item.icon} size={20} className={styles.icon} /> : null}
                {item.label}
                {external ? <NewTabNote /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
