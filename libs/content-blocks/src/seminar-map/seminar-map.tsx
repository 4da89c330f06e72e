import { useLingui } from '@lingui/react';
import type { SeminarMapData } from '@paddock/api-clients/blocks';
import { numberFormat } from '@paddock/api-clients/lite';
import { useId, useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './seminar-map.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  venues: /*i18n*/ { id: 'blocks.seminarMap.venues', message: 'The venues' },
  capacity: /*i18n*/ { id: 'blocks.seminarMap.capacity', message: 'Capacity' },
  people: /*i18n*/ {
    id: 'blocks.seminarMap.people',
    message: '{count, plural, one {# person} other {# people}}',
  },
  upTo: /*i18n*/ { id: 'blocks.seminarMap.upTo', message: 'up to {count} people' },
  surface: /*i18n*/ { id: 'blocks.seminarMap.surface', message: 'Surface' },
  squareMetres: /*i18n*/ { id: 'blocks.seminarMap.squareMetres', message: '{surface} m²' },
  equipment: /*i18n*/ { id: 'blocks.seminarMap.equipment', message: 'Equipment' },
};

/** The plan's grid (the contract's): venues are placed on a 1000 × 600 drawing. */
const width = 1000;
const height = 600;

type Venue = SeminarMapData['venues'][number];

/** The venue picked: its picture, name, capacity, surface, text, equipment and link. */
function VenueDetails({ venue, Heading }: { venue: Venue; Heading: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const number = numberFormat(i18n.locale);
  return (
    <article className={styles.venueDetails}>
      {venue.picture ? <BlockPicture picture={venue.picture} className={styles.picture} /> : null}
      <div className={styles.detailsBody}>
        <Heading className={styles.detailsTitle}>{venue.name}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>{i18n._(texts.capacity)}</dt>
            <dd>{i18n._(texts.people.id, { count: venue.capacity })}</dd>
          </div>
          {venue.surface ? (
            <div>
              <dt>{i18n._(texts.surface)}</dt>
              <dd>
                {i18n._(texts.squareMetres.id, {
                  surface: number.format(venue.surface),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
        {venue.text ? <p className={styles.detailsText}>{venue.text}</p> : null}
        {venue.equipment?.length ? (
          <>
            <p className={styles.equipmentTitle}>{i18n._(texts.equipment)}</p>
            <ul className={styles.equipment}>
              {venue.equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        {venue.cta ? <CtaLink cta={venue.cta} className={styles.cta} /> : null}
      </div>
    </article>
  );
}

/**
 * The circuit's seminar venues: numbered markers on a plan of the site drawn here, and the same
 * venues as a list beside it (below on phones); the one picked on either shows its capacity, surface
 * and equipment. The list is the way for keyboards and screen readers; the markers, for pointers only,
 * follow it.
 */
export function SeminarMap({ data: { title, text, venues } }: BlockProps<SeminarMapData>) {
  const { i18n } = useLingui();
  const base = useId();
  const detailsId = `${base}-details`;
  const [selectedId, setSelectedId] = useState(venues[0]?.id);
  const selected = venues.find((venue) => venue.id === selectedId) ?? venues[0];
  const number = numberFormat(i18n.locale);
  const Heading = title ? 'h3' : 'h2';

  return (
    <SectionFrame title={title} text={text} classes={frameClasses.wide}>
      <div className={styles.layout}>
        {/* Pointer shortcuts to the list below: hidden from screen readers, out of the tab order. */}
        <div className={styles.map} aria-hidden="true">
          <CircuitPlan />
          {venues.map((venue, index) => (
            <button
              key={venue.id}
              type="button"
              tabIndex={-1}
              className={styles.marker}
              style={{ left: `${(venue.x * 100) / width}%`, top: `${(venue.y * 100) / height}%` }}
              data-selected={venue.id === selected?.id || undefined}
              title={venue.name}
              onClick={() => setSelectedId(venue.id)}
            >
              {index + 1}
            </button>
          ))}
        </div>

        <ol className={styles.venues} aria-label={i18n._(texts.venues)}>
          {venues.map((venue, index) => (
            <li key={venue.id}>
              <button
                type="button"
                className={styles.venue}
                aria-pressed={venue.id === selected?.id}
                aria-controls={detailsId}
                onClick={() => setSelectedId(venue.id)}
              >
                <span className={styles.venueNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.venueText}>
                  <span className={styles.venueName}>{venue.name}</span>
                  <span className="pdk-visually-hidden">, </span>
                  <span className={styles.venueMeta}>
                    {i18n._(texts.upTo.id, { count: venue.capacity })}
                    {venue.surface
                      ? ` · ${i18n._(texts.squareMetres.id, { surface: number.format(venue.surface) })}`
                      : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>

        <div id={detailsId} className={styles.details} aria-live="polite">
          {selected ? <VenueDetails venue={selected} Heading={Heading} /> : null}
        </div>
      </div>
    </SectionFrame>
  );
}

/**
 * The site seen from above: the circuit's loop and its main straight, the pit building and the
 * grandstands facing it, the museum by the entrance, the village inside the loop, the karting track
 * and some woods. Decorative: the venues' places are the markers over it.
 */
function CircuitPlan() {
  return (
    <svg
      className={styles.plan}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
    >
      <rect width={width} height={height} rx="16" className={styles.ground} />
      <g className={styles.woods}>
        <circle cx="70" cy="70" r="38" />
        <circle cx="125" cy="52" r="26" />
        <circle cx="930" cy="80" r="40" />
        <circle cx="960" cy="140" r="24" />
        <circle cx="640" cy="560" r="30" />
        <circle cx="700" cy="575" r="22" />
        <circle cx="400" cy="40" r="28" />
      </g>
      {/* The village inside the loop: its lawn and marquees. */}
      <path className={styles.lawn} d="M360 280 L470 200 L720 200 L760 300 L700 360 L380 360 Z" />
      <g className={styles.buildings}>
        <rect x="470" y="225" width="100" height="50" rx="6" />
        <rect x="600" y="240" width="70" height="40" rx="6" />
        <rect x="420" y="300" width="60" height="36" rx="6" />
      </g>
      {/* The circuit: a wide asphalt loop with its kerb line. */}
      <path
        className={styles.track}
        d="M160 420 L720 420 C800 420 840 385 852 320 L872 200 C882 140 842 100 782 100 L560 100 C520 100 500 128 470 150 L360 230 C320 260 282 252 252 222 L202 172 C162 132 100 148 100 210 L100 360 C100 400 128 420 160 420 Z"
      />
      <path
        className={styles.kerb}
        d="M160 420 L720 420 C800 420 840 385 852 320 L872 200 C882 140 842 100 782 100 L560 100 C520 100 500 128 470 150 L360 230 C320 260 282 252 252 222 L202 172 C162 132 100 148 100 210 L100 360 C100 400 128 420 160 420 Z"
      />
      {/* Start and finish line. */}
      <g className={styles.finish}>
        <rect x="432" y="406" width="8" height="7" />
        <rect x="440" y="413" width="8" height="7" />
        <rect x="432" y="420" width="8" height="7" />
        <rect x="440" y="427" width="8" height="7" />
      </g>
      {/* Grandstands along the straight, pit building and paddock facing them. */}
      <g className={styles.stands}>
        <rect x="250" y="366" width="120" height="26" rx="4" />
        <rect x="390" y="366" width="140" height="26" rx="4" />
        <rect x="550" y="366" width="110" height="26" rx="4" />
      </g>
      <rect className={styles.pits} x="240" y="446" width="440" height="34" rx="4" />
      <rect className={styles.paddock} x="240" y="490" width="440" height="50" rx="6" />
      {/* The museum by the main entrance, and the karting track. */}
      <rect className={styles.buildingsStrong} x="868" y="470" width="96" height="70" rx="8" />
      <path
        className={styles.karting}
        d="M120 480 L260 480 C290 480 300 510 270 520 L170 530 C140 534 140 560 170 560 L280 560"
      />
    </svg>
  );
}
