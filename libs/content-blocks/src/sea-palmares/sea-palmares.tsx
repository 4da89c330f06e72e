import { useLingui } from '@lingui/react';
import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId, useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './sea-palmares.module.css';
import { FilterHeader } from '../kit/filters/filter-header.js';
import { SelectFilter } from '../kit/filters/select-filter.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  caption: /*i18n*/ { id: 'blocks.sea-palmares.caption', message: 'Record of honours' },
  season: /*i18n*/ { id: 'blocks.sea-palmares.season', message: 'Season' },
  drivers: /*i18n*/ { id: 'blocks.sea-palmares.drivers', message: 'Drivers' },
  championship: /*i18n*/ { id: 'blocks.sea-palmares.championship', message: 'Championship' },
  result: /*i18n*/ { id: 'blocks.sea-palmares.result', message: 'Result' },
  car: /*i18n*/ { id: 'blocks.sea-palmares.car', message: 'Car' },
  allSeasons: /*i18n*/ { id: 'blocks.sea-palmares.all-seasons', message: 'All seasons' },
  allChampionships: /*i18n*/ {
    id: 'blocks.sea-palmares.all-championships',
    message: 'All championships',
  },
  count: /*i18n*/ {
    id: 'blocks.sea-palmares.count',
    message: '{count, plural, =0 {No results} one {# result} other {# results}}',
  },
  empty: /*i18n*/ {
    id: 'blocks.sea-palmares.empty',
    message: 'No result matches this season and championship.',
  },
  reset: /*i18n*/ { id: 'blocks.sea-palmares.reset', message: 'Show every result' },
};

type Entry = SeaPalmaresData['entries'][number];

/** The results as a table; on phones each row a card whose cells say what they are. */
function PalmaresTable({ entries, caption }: { entries: readonly Entry[]; caption: string }) {
  const { i18n } = useLingui();
  const label = (text: string) => (
    <span className={styles.cellLabel} aria-hidden="true">
      {text}
    </span>
  );
  return (
    <table className={styles.table}>
      <caption className="pdk-visually-hidden">{caption}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">{i18n._(texts.season)}</th>
          <th scope="col">{i18n._(texts.drivers)}</th>
          <th scope="col">{i18n._(texts.championship)}</th>
          <th scope="col">{i18n._(texts.result)}</th>
          <th scope="col">{i18n._(texts.car)}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr
            key={`${entry.season} ${entry.championship} ${entry.drivers.join()}`}
            className={styles.row}
          >
            <td className={styles.season}>
              {label(i18n._(texts.season))}
              <time dateTime={String(entry.season)}>{entry.season}</time>
            </td>
            <th scope="row" className={styles.drivers}>
              {label(i18n._(texts.drivers))}
              <ul className={styles.names}>
                {entry.drivers.map((driver) => (
                  <li key={driver}>{driver}</li>
                ))}
              </ul>
            </th>
            <td className={styles.championship}>
              {label(i18n._(texts.championship))}
              {entry.championship}
            </td>
            <td className={styles.result}>
              {label(i18n._(texts.result))}
              <strong>{entry.result}</strong>
            </td>
            <td className={styles.car}>
              {label(i18n._(texts.car))}
              <span>
                {entry.car}
                {entry.team ? <span className={styles.team}>{entry.team}</span> : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The academy's record of honours: a table of its results, latest season first (season, drivers,
 * championship, result, car and team), filtered by season and by championship. On phones each result
 * becomes a card of labelled lines; the table stays a table for screen readers.
 */
export function SeaPalmares({ data: { title, intro, entries, cta } }: BlockProps<SeaPalmaresData>) {
  const { i18n } = useLingui();
  const ids = useId();
  const [season, setSeason] = useState('all');
  const [championship, setChampionship] = useState('all');

  const seasons = [...new Set(entries.map((entry) => entry.season))].sort((a, b) => b - a);
  const championships = [...new Set(entries.map((entry) => entry.championship))].sort((a, b) =>
    a.localeCompare(b, i18n.locale),
  );
  const shown = entries
    .filter(
      (entry) =>
        (season === 'all' || String(entry.season) === season) &&
        (championship === 'all' || entry.championship === championship),
    )
    .sort((a, b) => b.season - a.season);
  const filtered = seasons.length > 1 || championships.length > 1;

  return (
    <SectionFrame
      title={title}
      intro={intro}
      classes={frameClasses.intro}
      headingId={`${ids}title`}
    >
      {filtered ? (
        <FilterHeader classes={styles} count={i18n._(texts.count.id, { count: shown.length })}>
          <div className={styles.filters}>
            {seasons.length > 1 ? (
              <SelectFilter
                id={`${ids}season`}
                label={i18n._(texts.season)}
                allLabel={i18n._(texts.allSeasons)}
                options={seasons}
                value={season}
                onChange={setSeason}
                classes={styles}
              />
            ) : null}
            {championships.length > 1 ? (
              <SelectFilter
                id={`${ids}championship`}
                label={i18n._(texts.championship)}
                allLabel={i18n._(texts.allChampionships)}
                options={championships}
                value={championship}
                onChange={setChampionship}
                classes={styles}
              />
            ) : null}
          </div>
        </FilterHeader>
      ) : null}
      {shown.length > 0 ? (
        <PalmaresTable entries={shown} caption={title ?? i18n._(texts.caption)} />
      ) : (
        <div className={styles.empty}>
          <p>{i18n._(texts.empty)}</p>
          <Button
            variant="transparent"
            size="small"
            onClick={() => {
              setSeason('all');
              setChampionship('all');
            }}
          >
            {i18n._(texts.reset)}
          </Button>
        </div>
      )}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
