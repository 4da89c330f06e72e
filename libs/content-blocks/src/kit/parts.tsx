import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import { buttonClassName, Icon } from '@paddock/ui';
import type { CtaData } from '@paddock/api-clients/blocks';
import styles from './parts.module.css';
import { dateTimeFormat, eventTimeZone } from '@paddock/api-clients/lite';

const texts = {
  newTab: /*i18n*/ { id: 'blocks.newTab', message: '(opens in a new tab)' },
};

/** Said to screen readers after a link that opens a new tab. */
export function NewTabNote() {
  const { i18n } = useLingui();
  return (
    <>
      {' '}
      <span className="pdk-visually-hidden">{i18n._(texts.newTab)}</span>
    </>
  );
}

/**
 * A day as the event's time zone counts it (the same on the server and in the browser): day, month
 * and year, in English too the event's own way (`12 June 2027`, `12 juin 2027`).
 */
export function eventDay(date: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: eventTimeZone,
  }).format(new Date(date));
}

/** The attributes of a link opening a new tab: no handle on this page. */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A call to action of the CMS, as a link looking like a button of its style. */
export function CtaLink({ cta, className }: { cta: CtaData; className?: string | undefined }) {
  const variant = cta.style ?? 'primary';
  const newTab = cta.target === '_blank';
  const classes = [
    buttonClassName({ variant }),
    // These two take the colour of the text around them: on a dark tone too.
    variant === 'simple-light' || variant === 'transparent' ? styles.onTone : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <a className={classes} href={cta.href} {...(newTab ? newTabAttributes : {})}>
      {cta.text}
      {newTab ? (
        <>
          <Icon name="external" size={18} />
          <NewTabNote />
        </>
      ) : null}
    </a>
  );
}

export { BlockPicture, type BlockPictureProps } from './block-picture.js';
