import { TicketList } from '@paddock/ticketing';
import type { BlockProps } from '../kit/define-block.js';
import type { HospitalitiesData } from '@paddock/api-clients/blocks';
import styles from './hospitalities.module.css';

/**
 * The hospitality offers (lounges, suites, chalets): each with its prices and quantities, added to
 * the visitor's cart, like a ticket page.
 */
export function Hospitalities({ data: { title, text, tickets } }: BlockProps<HospitalitiesData>) {
  return (
    <div className={styles.hospitalities}>
      <TicketList title={title} description={text} tickets={tickets ?? []} />
    </div>
  );
}
