import { useLingui } from '@lingui/react';
import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId, useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './sea-palmares.module.css';

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

  const label = (text: string) => (
    <span className={styles.cellLabel} aria-hidden="true">
      {text}
    </span>
  );

  return (
    <section className={styles.section} aria-labelledby={title ? `${ids}title` : undefined}>
      {title ? (
        <h2 id={`${ids}title`} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {filtered ? (
        <div className={styles.tools}>
          <div className={styles.filters}>
            {seasons.length > 1 ? (
              <div className={styles.field}>
                <label htmlFor={`${ids}season`}>{i18n._(texts.season)}</label>
                <select
                  id={`${ids}season`}
                  className={styles.select}
                  value={season}
                  onChange={(event) => setSeason(event.target.value)}
                >
                  <option value="all">{i18n._(texts.allSeasons)}</option>
                  {seasons.map((value) => (
                    <option key={value} value={String(value)}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {championships.length > 1 ? (
              <div className={styles.field}>
                <label htmlFor={`${ids}championship`}>{i18n._(texts.championship)}</label>
                <select
                  id={`${ids}championship`}
                  className={styles.select}
                  value={championship}
                  onChange={(event) => setChampionship(event.target.value)}
                >
                  <option value="all">{i18n._(texts.allChampionships)}</option>
                  {championships.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <p className={styles.count} role="status">
            {i18n._(texts.count.id, { count: shown.length })}
          </p>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <table className={styles.table}>
          <caption className="pdk-visually-hidden">{title ?? i18n._(texts.caption)}</caption>
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
            {shown.map((entry) => (
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
    </section>
  );
}
