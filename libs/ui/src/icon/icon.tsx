import type { SVGProps } from 'react';

/** Outline paths on a 24×24 grid, drawn with the current text colour. */
const paths = {
  'arrow-left': 'M19 12H5m6-6-6 6 6 6',
  'arrow-right': 'M5 12h14m-6-6 6 6-6 6',
  'chevron-down': 'm6 9 6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v5m0-8h.01',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  'zoom-in': 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4M11 8v6M8 11h6',
  'zoom-out': 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4M8 11h6',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Makes the icon meaningful on its own; without it the icon is decorative and hidden. */
  label?: string;
  size?: number | string;
}

export interface OutlineIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The outline, on a 24×24 grid. */
  d: string;
  /** Makes the drawing meaningful on its own; without it, it is decorative and hidden. */
  label?: string;
  /** Its width and height; without, its class sizes it. */
  size?: number | string;
}

/**
 * An outlined drawing in the text's colour on a 24×24 grid: `Icon` draws the ui's, a lib draws its own
 * pictograms (the blocks' perks and services) with it.
 */
export function OutlineIcon({ d, label, size, ...svg }: OutlineIconProps) {
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...meaning}
      {...svg}
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, size = 24, ...svg }: IconProps) {
  return <OutlineIcon d={paths[name]} size={size} {...svg} />;
}
