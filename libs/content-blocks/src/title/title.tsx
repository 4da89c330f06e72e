import { defineBlock, type BlockProps } from '../kit/define-block.js';
import type { TitleData } from '@paddock/api-clients/blocks';
import styles from './title.module.css';

/** A section title; a heading of level 2 unless the CMS asks for the page's 1 or a 3. */
export function Title({ data: { title, level = 2 } }: BlockProps<TitleData>) {
  const Heading = `h${level}` as const;
  return <Heading className={`${styles.title} ${styles[`level${level}`]}`}>{title}</Heading>;
}

export const titleBlock = defineBlock<TitleData>(Title);
