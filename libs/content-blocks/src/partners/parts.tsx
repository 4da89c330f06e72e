import { useLingui } from '@lingui/react';
import { buttonClassName, Icon } from '@paddock/ui';
import type { ReactNode } from 'react';
import type { CtaData, PictureData } from './parts.data.js';
import styles from './parts.module.css';

const texts = {
  newTab: /*i18n*/ { id: 'blocks.partners.newTab', message: '(opens in a new tab)' },
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

export interface BlockPictureProps {
  picture: PictureData;
  className?: string | undefined;
  /** Said when the picture has no text of its own and is alone in a link. */
  fallbackAlt?: string | undefined;
  /** The picture only illustrates a text that says it all. */
  decorative?: boolean | undefined;
}

/** A picture below the fold: its sources, its intrinsic size (no layout shift), lazy loading. */
export function BlockPicture({
  picture,
  className,
  fallbackAlt,
  decorative = false,
}: BlockPictureProps): ReactNode {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt || (fallbackAlt ?? '')}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
  const sources = picture.sources ?? [];
  if (sources.length === 0) {
    return image;
  }
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.srcset} ${source.media ?? ''}`}
          srcSet={source.srcset}
          media={source.media}
          type={source.type}
        />
      ))}
      {image}
    </picture>
  );
}
