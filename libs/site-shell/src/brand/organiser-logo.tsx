// A static file, not inlined: the drawing costs the page's JavaScript a URL, not its markup.
import logoUrl from './organiser-logo.svg?no-inline';
import styles from './brand.module.css';

export interface OrganiserLogoProps {
  /** Its accessible name, e.g. "ACO – Automobile Club de l'Ouest, the organiser". */
  label: string;
}

/**
 * The organiser's logo: its initials over a bend of road with a dashed centre line, white and the
 * accent yellow, for the header's universe colour and the footer's ink.
 */
export function OrganiserLogo({ label }: OrganiserLogoProps) {
  return <img className={styles.organiserLogo} src={logoUrl} alt={label} width="64" height="40" />;
}
