import { useLingui } from '@lingui/react';
import { seatCategoryColours, type ViewerVenue } from '../viewer.js';
import styles from './seat-legend.module.css';

const texts = {
  legend: /*i18n*/ { id: 'stadium.blockLegend', message: 'Colours of the blocks' },
  CAT01: /*i18n*/ { id: 'stadium.blockLegend.cat01', message: 'Category 1' },
  CAT02: /*i18n*/ { id: 'stadium.blockLegend.cat02', message: 'Category 2' },
  CATMEM: /*i18n*/ { id: 'stadium.blockLegend.catmem', message: 'ACO members' },
  CATPMR: /*i18n*/ { id: 'stadium.blockLegend.catpmr', message: 'Wheelchair access' },
  unavailable: /*i18n*/ { id: 'stadium.blockLegend.unavailable', message: 'Not on sale or full' },
};

const categories = ['CAT01', 'CAT02', 'CATMEM', 'CATPMR'] as const;

/**
 * The top view's colour key: each seat category drawn on the map (SPEC §3: CAT01 yellow, CAT02 blue,
 * CATMEM dark blue, CATPMR grey) with its name, and the faded look of a block that cannot be chosen.
 * Each swatch is ringed in ink, so a light colour still stands out from the page (WCAG 1.4.11).
 */
export function BlockLegend({ venue }: { venue: ViewerVenue }) {
  const { i18n } = useLingui();
  const drawn = new Set(venue.stands.flatMap((stand) => stand.blocks.map((b) => b.categoryCode)));
  const marks = [
    ...categories
      .filter((code) => drawn.has(code))
      .map((code) => ({
        key: code,
        text: texts[code],
        fill: seatCategoryColours[code],
        faded: false,
      })),
    { key: 'unavailable', text: texts.unavailable, fill: seatCategoryColours.CAT02, faded: true },
  ];
  return (
    <ul className={styles.legend} aria-label={i18n._(texts.legend)}>
      {marks.map(({ key, text, fill, faded }) => (
        <li key={key} className={styles.item}>
          <svg className={styles.mark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <rect
              x={2}
              y={4}
              width={16}
              height={12}
              rx={2}
              fill={fill}
              fillOpacity={faded ? 0.3 : 1}
              stroke="#111418"
              strokeWidth={1.5}
              strokeDasharray={faded ? '3 2' : undefined}
            />
          </svg>
          {i18n._(text)}
        </li>
      ))}
    </ul>
  );
}
