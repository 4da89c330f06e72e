import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { EmbedConsentPrompt, useEmbedConsent } from '../shared/embed-consent.js';
import { BlockPicture } from '../shared/block-picture.js';
import type { BlockProps } from '../registry/define-block.js';
import type { YoutubeData } from '@paddock/api-clients/blocks';
import { withValues } from '../gallery/with-values.js';
import styles from './youtube.module.css';

const texts = {
  play: /*i18n*/ { id: 'blocks.youtube.play', message: 'Play the video: {title}' },
  notice: /*i18n*/ {
    id: 'blocks.youtube.notice',
    message: 'The video loads from YouTube when you play it.',
  },
  player: /*i18n*/ { id: 'blocks.youtube.player', message: 'Video: {title}' },
};

/**
 * A YouTube video behind a light facade: its poster (or a neutral placeholder), its title and a play
 * button. Nothing loads from YouTube until the visitor plays it, and not before they allow marketing
 * and embedded content (asked then, in place of the poster); the player (youtube-nocookie.com) then
 * starts at once.
 */
export function Youtube({ data: { title, youtubeId, caption, picture } }: BlockProps<YoutubeData>) {
  const { i18n } = useLingui();
  const { show: playing, asking, request } = useEmbedConsent();
  const titleId = useId();
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

  return (
    <figure className={styles.youtube} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            className={styles.player}
            src={src}
            title={i18n._(withValues(texts.player, { title }))}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {picture ? (
              <BlockPicture picture={picture} className={styles.poster} decorative />
            ) : (
              <div className={styles.placeholder} aria-hidden="true" />
            )}
            <button type="button" className={styles.play} onClick={request}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              <span className={styles.visuallyHidden}>
                {i18n._(withValues(texts.play, { title }))}
              </span>
            </button>
            {asking ? <EmbedConsentPrompt provider="YouTube" /> : null}
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        {caption ? <span>{caption}</span> : null}
        {playing ? null : <span className={styles.notice}>{i18n._(texts.notice)}</span>}
      </figcaption>
    </figure>
  );
}
