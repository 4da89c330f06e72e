import { useLingui } from '@lingui/react';
import type { TrophyListData } from '@paddock/api-clients/blocks';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './trophy-list.module.css';
import { FilterHeader } from '../kit/filters/filter-header.js';
import { latestFirst, useSelectFilter } from '../kit/filters/select-filter.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  year: /*i18n*/ { id: 'blocks.trophy-list.year', message: 'Year' },
  allYears: /*i18n*/ { id: 'blocks.trophy-list.all-years', message: 'All years' },
  laureate: /*i18n*/ { id: 'blocks.trophy-list.laureate', message: 'Laureate' },
  count: /*i18n*/ {
    id: 'blocks.trophy-list.count',
    message: '{count, plural, =0 {No trophies} one {# trophy} other {# trophies}}',
  },
};

/** A link to another site opens a new tab. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * The club's trophies and awards: each its picture, name (its page's link), year, laureate and
 * description; a grid of cards (two, then four a row) or a list, with a filter by year when there are
 * several years and the data does not turn it off.
 */
export function TrophyList({
  data: { title, intro, trophies, layout = 'grid', yearFilter = true },
}: BlockProps<TrophyListData>) {
  const { i18n } = useLingui();
  const ids = useId();
  const year = useSelectFilter(trophies, (trophy) => trophy.year, latestFirst, {
    id: `${ids}year`,
    label: i18n._(texts.year),
    allLabel: i18n._(texts.allYears),
    classes: styles,
  });
  const shown = trophies.filter(year.matches);
  const Heading = title ? 'h3' : 'h2';

  return (
    <SectionFrame
      title={title}
      intro={intro}
      classes={frameClasses.intro}
      headingId={`${ids}title`}
    >
      {yearFilter && year.select ? (
        <FilterHeader classes={styles} count={i18n._(texts.count.id, { count: shown.length })}>
          {year.select}
        </FilterHeader>
      ) : null}
      <ul className={[styles.trophies, styles[layout]].join(' ')}>
        {shown.map((trophy) => {
          const external = trophy.href !== undefined && isExternal(trophy.href);
          return (
            <li key={`${trophy.name} ${trophy.year}`}>
              <article className={[styles.trophy, trophy.href ? styles.linked : ''].join(' ')}>
                {trophy.picture ? (
                  <div className={styles.media}>
                    <BlockPicture picture={trophy.picture} className={styles.picture} />
                  </div>
                ) : null}
                <div className={styles.body}>
                  <Heading className={styles.name}>
                    {trophy.href ? (
                      <a
                        className={styles.link}
                        href={trophy.href}
                        {...(external ? newTabAttributes : {})}
                      >
                        {trophy.name}
                        {external ? <NewTabNote /> : null}
                      </a>
                    ) : (
                      trophy.name
                    )}
                  </Heading>
                  <dl className={styles.facts}>
                    <div className={styles.fact}>
                      <dt>{i18n._(texts.year)}</dt>
                      <dd>
                        <time dateTime={String(trophy.year)}>{trophy.year}</time>
                      </dd>
                    </div>
                    <div className={styles.fact}>
                      <dt>{i18n._(texts.laureate)}</dt>
                      <dd>{trophy.laureate}</dd>
                    </div>
                  </dl>
                  {trophy.description ? (
                    <p className={styles.description}>{trophy.description}</p>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
