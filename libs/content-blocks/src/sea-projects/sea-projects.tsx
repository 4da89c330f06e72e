import { useLingui } from '@lingui/react';
import type { SeaProjectsData } from '@paddock/api-clients/blocks';
import { useState } from 'react';
import { ChoiceFilter } from '../kit/choice-filter.js';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './sea-projects.module.css';
import { FilterHeader } from '../kit/filters/filter-header.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filter: /*i18n*/ { id: 'blocks.sea-projects.filter', message: 'Status' },
  all: /*i18n*/ { id: 'blocks.sea-projects.all', message: 'All projects' },
  ongoing: /*i18n*/ { id: 'blocks.sea-projects.ongoing', message: 'Ongoing' },
  finished: /*i18n*/ { id: 'blocks.sea-projects.finished', message: 'Finished' },
  since: /*i18n*/ { id: 'blocks.sea-projects.since', message: 'Since' },
  count: /*i18n*/ {
    id: 'blocks.sea-projects.count',
    message: '{count, plural, =0 {No projects} one {# project} other {# projects}}',
  },
};

type Project = SeaProjectsData['projects'][number];

/** A link to another site opens a new tab unless the data says otherwise. */
const opensNewTab = (project: Project) =>
  project.target ? project.target === '_blank' : /^https?:\/\//i.test(project.href ?? '');

/**
 * The academy's projects as cards (picture, status, year, title linking to the project, summary): one
 * column on phones, three on desktop, with a filter by status when some are ongoing and some finished.
 */
export function SeaProjects({ data: { title, intro, projects } }: BlockProps<SeaProjectsData>) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState('all');
  const statuses = new Set(projects.map((project) => project.status));
  const shown = projects.filter((project) => status === 'all' || project.status === status);
  const Heading = title ? 'h3' : 'h2';

  return (
    <SectionFrame title={title} intro={intro} classes={frameClasses.intro}>
      {statuses.size > 1 ? (
        <FilterHeader classes={styles} count={i18n._(texts.count.id, { count: shown.length })}>
          <ChoiceFilter
            legend={i18n._(texts.filter)}
            choices={[
              { value: 'all', label: i18n._(texts.all) },
              { value: 'ongoing', label: i18n._(texts.ongoing) },
              { value: 'finished', label: i18n._(texts.finished) },
            ]}
            value={status}
            onChange={setStatus}
          />
        </FilterHeader>
      ) : null}
      <ul className={styles.grid}>
        {shown.map((project) => {
          const newTab = opensNewTab(project);
          return (
            <li key={project.title}>
              <article className={[styles.card, project.href ? styles.linked : ''].join(' ')}>
                {project.picture ? (
                  <div className={styles.media}>
                    <BlockPicture picture={project.picture} className={styles.picture} decorative />
                  </div>
                ) : null}
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span className={[styles.status, styles[project.status]].join(' ')}>
                      {i18n._(texts[project.status])}
                    </span>
                    <span className={styles.year}>
                      {project.status === 'ongoing' ? `${i18n._(texts.since)} ` : null}
                      <time dateTime={String(project.year)}>{project.year}</time>
                    </span>
                  </p>
                  <Heading className={styles.cardTitle}>
                    {project.href ? (
                      <a
                        className={styles.link}
                        href={project.href}
                        {...(newTab ? newTabAttributes : {})}
                      >
                        {project.title}
                        {newTab ? <NewTabNote /> : null}
                      </a>
                    ) : (
                      project.title
                    )}
                  </Heading>
                  {project.summary ? <p className={styles.summary}>{project.summary}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
