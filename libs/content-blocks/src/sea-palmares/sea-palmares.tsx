import { useLingui } from '@lingui/react';
import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './sea-palmares.module.css';
import { FilterHeader } from '../kit/filters/filter-header.js';
import { latestFirst, useSelectFilter } from '../kit/filters/select-filter.js';
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
  const season = useSelectFilter(entries, (entry) => entry.season, latestFirst, {
    id: `${ids}season`,
    label: i18n._(texts.season),
    allLabel: i18n._(texts.allSeasons),
    classes: styles,
  });
  const championship = useSelectFilter(
    entries,
    (entry) => entry.championship,
    (a, b) => a.localeCompare(b, i18n.locale),
    {
      id: `${ids}championship`,
      label: i18n._(texts.championship),
      allLabel: i18n._(texts.allChampionships),
      classes: styles,
    },
  );
  const shown = entries
    .filter((entry) => season.matches(entry) && championship.matches(entry))
    .sort((a, b) => latestFirst(a.season, b.season));

  return (
    <SectionFrame
      title={title}
      intro={intro}
      classes={frameClasses.intro}
      headingId={`${ids}title`}
    >
      {season.select || championship.select ? (
        <FilterHeader classes={styles} count={i18n._(texts.count.id, { count: shown.length })}>
          <div className={styles.filters}>
            {season.select}
            {championship.select}
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
              season.reset();
              championship.reset();
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
