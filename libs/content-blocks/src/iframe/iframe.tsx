import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { EmbedConsentPrompt, useEmbedConsent } from '../kit/embed-consent.js';
import type { BlockProps } from '../kit/define-block.js';
import type { IframeData } from '@paddock/api-clients/blocks';
import styles from './iframe.module.css';

const texts = {
  load: /*i18n*/ { id: 'blocks.iframe.load', message: 'Load the content' },
  notice: /*i18n*/ {
    id: 'blocks.iframe.notice',
    message: 'This content comes from {host}: it only loads when you ask for it.',
  },
  open: /*i18n*/ { id: 'blocks.iframe.open', message: 'Open it in a new tab' },
};

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
}

/**
 * An embedded page behind a facade: the title, where it comes from and a button to load it; the
 * frame (lazy, sandboxed, named by the title) only appears once the visitor asks and allows marketing
 * and embedded content (asked then, over the facade).
 */
export function Iframe({ data: { title, src, height = 480, text } }: BlockProps<IframeData>) {
  const { i18n } = useLingui();
  const { show: loaded, asking, request } = useEmbedConsent();
  const titleId = useId();
  const host = hostOf(src);

  return (
    <section className={styles.iframe} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {loaded ? (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
        />
      ) : (
        <div className={styles.facade} style={{ minHeight: `min(${height}px, 70vh)` }}>
          {text ? <p className={styles.text}>{text}</p> : null}
          <p className={styles.notice}>{i18n._(texts.notice.id, { host })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.load} onClick={request}>
              {i18n._(texts.load)}
            </button>
            <a className={styles.open} href={src} target="_blank" rel="noopener noreferrer">
              {i18n._(texts.open)}
            </a>
          </div>
          {asking ? <EmbedConsentPrompt provider={host} /> : null}
        </div>
      )}
    </section>
  );
}
