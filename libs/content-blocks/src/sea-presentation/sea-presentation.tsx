import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './sea-presentation.module.css';

type PillarIcon = NonNullable<SeaPresentationData['pillars']>[number]['icon'];

/** Outline pictograms on a 24×24 grid, drawn with the current colour. */
const icons: Record<PillarIcon, string> = {
  helmet: 'M3 15a9 9 0 0 1 18-1v4H9a6 6 0 0 1-6-3Zm8-6 1 5h9M3 15h8',
  'steering-wheel':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-7a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-9-2h7m4 0h7m-9 2v7',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v5m-4 4h8l-1-4H9l-1 4Z',
  stopwatch: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-8V9m-2-7h4m5 4-1.5 1.5',
  graduation: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5m4-2v6',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a6 6 0 0 0-4-5.7',
  leaf: 'M5 19C5 10 11 5 20 5c0 9-5 14-14 14Zm0 0 8-8',
  heart: 'M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11Z',
};

/**
 * The academy's presentation: a kicker, a title, a text and a call to action to apply beside a picture
 * (`left`), or centred above it (`centered`, `centeredPadded` in a narrower panel); then its pillars,
 * each a pictogram, a title and a text.
 */
export function SeaPresentation({
  data: { kicker, title, text, picture, pillarsTitle, pillars, cta, alignment = 'left' },
}: BlockProps<SeaPresentationData>) {
  const heading = useId();
  const PillarHeading = pillarsTitle ? 'h4' : 'h3';
  return (
    <section className={[styles.section, styles[alignment]].join(' ')} aria-labelledby={heading}>
      <div className={[styles.intro, picture ? styles.withPicture : ''].join(' ')}>
        <div className={styles.copy}>
          {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
          <h2 id={heading} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
        </div>
        {picture ? (
          <figure className={styles.figure}>
            <BlockPicture picture={picture} className={styles.picture} />
          </figure>
        ) : null}
      </div>
      {pillars ? (
        <div className={styles.pillarsBlock}>
          {pillarsTitle ? <h3 className={styles.pillarsTitle}>{pillarsTitle}</h3> : null}
          <ul className={styles.pillars}>
            {pillars.map((pillar) => (
              <li key={pillar.title} className={styles.pillar}>
                <span className={styles.icon}>
                  <svg
                    viewBox="0 0 24 24"
                    width="28"
                    height="28"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={icons[pillar.icon]} />
                  </svg>
                </span>
                <PillarHeading className={styles.pillarTitle}>{pillar.title}</PillarHeading>
                {pillar.text ? <p className={styles.pillarText}>{pillar.text}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
