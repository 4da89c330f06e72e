import { defineBlock, type BlockProps } from '../kit/define-block.js';
import type { RichTextData } from '@paddock/api-clients/blocks';
import styles from './rich-text.module.css';

/**
 * Editorial text from the CMS. The HTML was sanitized on the server (`sanitizeBlocks` of
 * `@paddock/content-blocks/server`); the browser only shows it.
 */
export function RichText({ data }: BlockProps<RichTextData>) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: data.html }} />;
}

export const richTextBlock = defineBlock<RichTextData>(RichText);
