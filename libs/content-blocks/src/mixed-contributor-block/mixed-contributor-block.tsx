import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import editorial from '../kit/editorial.module.css';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture } from '../kit/parts.js';
import styles from './mixed-contributor-block.module.css';
import { SectionFrame } from '../kit/section/section-frame.js';

/**
 * An article section around a contributor's word: the title, the text (sanitized HTML, the editorial
 * block's typography) beside the quote with the contributor's photo, name and role (`quotePosition`
 * puts it at the text's start or end on desktop; on phones it follows the text), then up to three
 * captioned pictures.
 */
export function MixedContributorBlock({
  data: { title, html, quote, pictures = [], quotePosition = 'end' },
}: BlockProps<MixedContributorBlockData>) {
  return (
    <SectionFrame
      className={[styles.contributor, styles[quotePosition], html ? '' : styles.quoteOnly]
        .filter(Boolean)
        .join(' ')}
      title={title}
      classes={styles}
      data-quote-position={quotePosition}
    >
      <div className={styles.layout}>
        {html ? (
          <div
            className={`${editorial.text} ${styles.text}`}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
        <figure className={styles.quote}>
          <blockquote className={styles.words}>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className={styles.author}>
            {/* Decorative: the name says who it is, right beside. */}
            {quote.picture ? (
              <BlockPicture picture={quote.picture} className={styles.portrait} decorative />
            ) : null}
            <span className={styles.identity}>
              <span className={styles.name}>{quote.name}</span>
              {quote.role ? <span className={styles.role}>{quote.role}</span> : null}
            </span>
          </figcaption>
        </figure>
      </div>
      {pictures.length > 0 ? (
        <ul className={styles.pictures} data-count={pictures.length}>
          {pictures.map(({ picture, caption }) => (
            <li key={picture.src}>
              <figure className={styles.figure}>
                <BlockPicture picture={picture} className={styles.picture} />
                {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionFrame>
  );
}
