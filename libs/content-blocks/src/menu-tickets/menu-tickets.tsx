import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './menu-tickets.module.css';

/** A `menu-tickets` block: its title and its text (its code loads with the first page that has one). */
export function MenuTickets({ data: { title, text } }: BlockProps<MenuTicketsData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
