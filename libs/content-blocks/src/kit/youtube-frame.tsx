import { useLingui } from '@lingui/react';
import type { PictureData } from '@paddock/api-clients/blocks';
import { useEffect, useRef } from 'react';
import youtube from './youtube.module.css';
import { BlockPicture } from './block-picture.js';
import { EmbedConsentPrompt, type useEmbedConsent } from './embed-consent.js';

const texts = {
  play: /*i18n*/ { id: 'blocks.youtube.play', message: 'Play the video: {title}' },
  player: /*i18n*/ { id: 'blocks.youtube.player', message: 'Video: {title}' },
};

export interface YoutubeFrameProps {
  /** The embed's state (`useEmbedConsent()`): the caller shows its notice while it is not shown. */
  video: ReturnType<typeof useEmbedConsent>;
  youtubeId: string;
  title: string;
  /** Its poster; a neutral placeholder without one. */
  poster?: PictureData | undefined;
  /** The poster of a page's first block loads at once. */
  eager?: boolean;
}

/**
 * A YouTube video behind a light facade (the youtube and media-intro blocks): the poster and a play
 * button. Nothing loads from YouTube until the visitor plays it and allows marketing and embedded
 * content (asked in place); the player (youtube-nocookie.com) then starts and takes the focus.
 */
export function YoutubeFrame({
  video,
  youtubeId,
  title,
  poster,
  eager = false,
}: YoutubeFrameProps) {
  const { i18n } = useLingui();
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (video.show) player.current?.focus();
  }, [video.show]);
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

  return (
    <div className={youtube.frame}>
      {video.show ? (
        <iframe
          ref={player}
          className={youtube.player}
          src={src}
          title={i18n._(texts.player.id, { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster ? (
            <BlockPicture picture={poster} className={youtube.poster} eager={eager} decorative />
          ) : (
            <div className={youtube.placeholder} aria-hidden="true" />
          )}
          <button type="button" className={youtube.play} onClick={video.request}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            <span className="pdk-visually-hidden">{i18n._(texts.play.id, { title })}</span>
          </button>
          {video.asking ? <EmbedConsentPrompt provider="YouTube" /> : null}
        </>
      )}
    </div>
  );
}
