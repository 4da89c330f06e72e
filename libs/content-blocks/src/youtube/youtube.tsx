import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useEmbedConsent } from '../kit/embed-consent.js';
import { YoutubeFrame } from '../kit/youtube-frame.js';
import type { BlockProps } from '../kit/define-block.js';
import type { YoutubeData } from '@paddock/api-clients/blocks';
import styles from '../kit/youtube.module.css';

const texts = {
  notice: /*i18n*/ {
    id: 'blocks.youtube.notice',
    message: 'The video loads from YouTube when you play it.',
  },
};

/**
 * A YouTube video behind a light facade: its poster (or a neutral placeholder), its title and a play
 * button. Nothing loads from YouTube until the visitor plays it, and not before they allow marketing
 * and embedded content (asked then, in place of the poster); the player (youtube-nocookie.com) then
 * starts at once.
 */
export function Youtube({ data: { title, youtubeId, caption, picture } }: BlockProps<YoutubeData>) {
  const { i18n } = useLingui();
  const video = useEmbedConsent();
  const titleId = useId();
  return (
    <figure className={styles.youtube} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <YoutubeFrame video={video} youtubeId={youtubeId} title={title} poster={picture} />
      <figcaption className={styles.caption}>
        {caption ? <span>{caption}</span> : null}
        {video.show ? null : <span className={styles.notice}>{i18n._(texts.notice)}</span>}
      </figcaption>
    </figure>
  );
}
