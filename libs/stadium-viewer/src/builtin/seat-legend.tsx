import { useLingui } from '@lingui/react';
import styles from './seat-legend.module.css';

const texts = {
  legend: /*i18n*/ { id: 'stadium.legend', message: 'Legend' },
  free: /*i18n*/ { id: 'stadium.legend.free', message: 'Free' },
  selected: /*i18n*/ { id: 'stadium.legend.selected', message: 'Chosen' },
  taken: /*i18n*/ { id: 'stadium.legend.taken', message: 'Taken' },
};

/** What the seats' marks mean: free (the block's colour), chosen (green, ringed), taken (crossed). */
export function SeatLegend({ colour }: { colour: string }) {
  const { i18n } = useLingui();
  const marks = [
    { key: 'free', text: texts.free, fill: colour, stroke: '#111418', width: 1.5, cross: false },
    {
      key: 'selected',
      text: texts.selected,
      fill: '#15803d',
      stroke: '#111418',
      width: 3,
      cross: false,
    },
    {
      key: 'taken',
      text: texts.taken,
      fill: '#ffffff',
      stroke: '#8a8f98',
      width: 1.5,
      cross: true,
    },
  ];
  return (
    <ul className={styles.legend} aria-label={i18n._(texts.legend)}>
      {marks.map(({ key, text, fill, stroke, width, cross }) => (
        <li key={key} className={styles.item}>
          <svg className={styles.mark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx={10} cy={10} r={7} fill={fill} stroke={stroke} strokeWidth={width} />
            {cross ? (
              <path d="M6 6l8 8M14 6l-8 8" stroke="#4a5160" strokeWidth={2} strokeLinecap="round" />
            ) : null}
          </svg>
          {i18n._(text)}
        </li>
      ))}
    </ul>
  );
}
