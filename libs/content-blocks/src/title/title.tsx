import * as z from 'zod/mini';
import { defineBlock, type BlockProps } from '../registry/define-block.js';
import styles from './title.module.css';

export const titleData = z.object({
  title: z.string().check(z.minLength(1)),
  level: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type TitleData = z.infer<typeof titleData>;

/** A section title; a heading of level 2 unless the CMS asks for the page's 1 or a 3. */
export function Title({ data: { title, level = 2 } }: BlockProps<TitleData>) {
  const Heading = `h${level}` as const;
  return <Heading className={`${styles.title} ${styles[`level${level}`]}`}>{title}</Heading>;
}

export const titleBlock = defineBlock(titleData, Title);
