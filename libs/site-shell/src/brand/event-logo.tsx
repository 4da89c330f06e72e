// Static files, not inlined: the drawing costs the page's JavaScript a URL, not its markup.
import markUrl from './event-mark.svg?no-inline';
import styles from './brand.module.css';

export interface EventLogoProps {
  /** The event's name in the page's locale, e.g. '24 Heures du Mans'; the logo's accessible name. */
  title: string;
}

/**
 * The event's logo: a dial whose hand has swept most of the way round (a race against the clock, white
 * and the accent yellow, for the header's universe colour and the footer's ink) beside the event's
 * name set as a two-line wordmark in the site's typeface. One image to assistive technology, named
 * `title`.
 */
export function EventLogo({ title }: EventLogoProps) {
  return (
    <span className={styles.eventLogo} role="img" aria-label={title}>
      <img className={styles.mark} src={markUrl} alt="" width="40" height="40" />
      <span className={styles.wordmark}>{title}</span>
    </span>
  );
}
