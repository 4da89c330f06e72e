import * as z from 'zod/mini';
import { defineBlock, type BlockProps } from '../registry/define-block.js';
import styles from './rich-text.module.css';

export const richTextData = z.object({ html: z.string() });
export type RichTextData = z.infer<typeof richTextData>;

/**
 * Editorial text from the CMS. The HTML was sanitized on the server (`sanitizeBlocks` of
 * `@paddock/content-blocks/server`); the browser only shows it.
 */
export function RichText({ data }: BlockProps<RichTextData>) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: data.html }} />;
}

export const richTextBlock = defineBlock(richTextData, RichText);
