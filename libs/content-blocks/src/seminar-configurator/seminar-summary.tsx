import { useLingui } from '@lingui/react';
import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { dayText } from '../kit/form/fields.js';
import styles from './seminar-configurator.module.css';
import { texts } from './seminar-texts.js';

/** The choices so far, beside the steps on desktop, under them on phones. */
export function Summary({
  data,
  values,
}: {
  data: SeminarConfiguratorData;
  values: Partial<FieldValues>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const notChosen = <span className={styles.notChosen}>{i18n._(texts.notChosen)}</span>;
  const count = Number(values['participants']);
  const space = data.spaces.find((each) => each.id === values['space']);
  const catering = data.catering?.find((each) => each.id === values['catering']);
  const chosen = Array.isArray(values['activities']) ? values['activities'] : [];
  const activities = (data.activities ?? []).filter((each) => chosen.includes(each.id));
  const days = Number(values['days']) || 1;
  const startDate = typeof values['startDate'] === 'string' ? values['startDate'] : '';
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(startDate);

  return (
    <aside className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.summaryTitle}>
        {i18n._(texts.summary)}
      </h3>
      <dl className={styles.summaryList}>
        <div>
          <dt>{i18n._(texts.participants)}</dt>
          <dd>{count > 0 ? i18n._(texts.people.id, { count }) : notChosen}</dd>
        </div>
        <div>
          <dt>{i18n._(texts.startDate)}</dt>
          <dd>
            {validDay ? (
              <time dateTime={startDate}>
                {i18n._(texts.dates.id, {
                  date: dayText(startDate, i18n.locale),
                  days: i18n._(texts.dayCount.id, { count: days }),
                })}
              </time>
            ) : (
              notChosen
            )}
          </dd>
        </div>
        <div>
          <dt>{i18n._(texts.space)}</dt>
          <dd>{space ? space.name : notChosen}</dd>
        </div>
        {data.catering?.length ? (
          <div>
            <dt>{i18n._(texts.catering)}</dt>
            <dd>{catering ? catering.label : i18n._(texts.noCatering)}</dd>
          </div>
        ) : null}
        {data.activities?.length ? (
          <div>
            <dt>{i18n._(texts.activities)}</dt>
            <dd>
              {activities.length > 0
                ? activities.map((each) => each.label).join(', ')
                : i18n._(texts.none)}
            </dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
