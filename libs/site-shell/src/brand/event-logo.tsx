import { wordmarkLines } from './wordmark-lines.js';
import styles from './brand.module.css';

export interface EventLogoProps {
  /** The event's name in the page's locale, e.g. '24 Heures du Mans'; the logo's accessible name. */
  title: string;
  className?: string | undefined;
}

/**
 * The event's logo: a dial whose hand has swept most of the way round (a race against the clock) and
 * the event's name as a two-line wordmark. Drawn in the text colour with the accent colour for the
 * sweep, so it sits on the header's universe colour as on the footer's ink.
 */
export function EventLogo({ title, className }: EventLogoProps) {
  const lines = wordmarkLines(title.toUpperCase());
  return (
    <svg
      className={className ? `${styles.eventLogo} ${className}` : styles.eventLogo}
      viewBox="0 0 184 48"
      role="img"
      aria-label={title}
    >
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
      {/* Three quarters of the dial swept: 0.75 of its circumference, starting at twelve. */}
      <circle
        className={styles.sweep}
        cx="24"
        cy="24"
        r="14"
        fill="none"
        strokeWidth="6"
        pathLength="100"
        strokeDasharray="75 25"
        transform="rotate(-90 24 24)"
      />
      <path d="M24 24 L35 13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="24" r="3" fill="currentColor" />
      {lines.map((line, index) => (
        <text
          key={line}
          x="56"
          // One line sits in the middle; two share the height, the second lighter.
          y={lines.length === 1 ? 31 : 22 + index * 20}
          className={index === 0 ? styles.wordmark : styles.wordmarkLight}
          textLength={Math.min(124, line.length * 12)}
          lengthAdjust="spacingAndGlyphs"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}
