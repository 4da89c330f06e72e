import styles from './brand.module.css';

export interface OrganiserLogoProps {
  /** Its accessible name, e.g. "ACO – Automobile Club de l'Ouest, the organiser". */
  label: string;
  className?: string | undefined;
}

/**
 * The organiser's logo: its initials over a bend of road, in the text colour (white on the header's
 * universe colour and on the footer's ink).
 */
export function OrganiserLogo({ label, className }: OrganiserLogoProps) {
  return (
    <svg
      className={className ? `${styles.organiserLogo} ${className}` : styles.organiserLogo}
      viewBox="0 0 64 40"
      role="img"
      aria-label={label}
    >
      <text x="32" y="24" textAnchor="middle" className={styles.initials}>
        ACO
      </text>
      {/* A bend of road under the letters, its centre line dashed. */}
      <path d="M4 36 C20 26 44 38 60 28" fill="none" stroke="currentColor" strokeWidth="4" />
      <path
        className={styles.sweep}
        d="M4 36 C20 26 44 38 60 28"
        fill="none"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
    </svg>
  );
}
