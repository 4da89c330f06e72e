import { useLingui } from '@lingui/react';
import { Button, useHydrated, useModal } from '@paddock/ui';
import { TicketCard } from '../ticket-card/ticket-card.js';
import { TicketPrices } from '../ticket-prices/ticket-prices.js';
import { useFirstShown } from './first-shown.js';
import type { TicketOfferProps } from './ticket-offer.js';
import '../modal-kinds.js';
import styles from './ticket-offer.module.css';

const texts = {
  seated: /*i18n*/ {
    id: 'ticket.offer.seated',
    message: 'Seats are numbered: you choose yours on the map of the grandstand.',
  },
  chooseSeats: /*i18n*/ { id: 'ticket.offer.chooseSeats', message: 'Choose my seats' },
  chooseCategory: /*i18n*/ {
    id: 'ticket.offer.chooseCategory',
    message: 'Compare the categories and their view',
  },
};

/** A seated ticket: its prices to read, and the buttons that open the stand pickers. */
export function SeatedOffer({
  ticket,
  showAll,
  audienceCode,
  headingLevel,
  eagerPicture,
}: TicketOfferProps) {
  const { i18n } = useLingui();
  const modal = useModal();
  const hydrated = useHydrated();
  const { shown } = useFirstShown(ticket, { showAll, audienceCode });
  return (
    <TicketCard ticket={ticket} headingLevel={headingLevel} eagerPicture={eagerPicture}>
      <div className={styles.offer}>
        <TicketPrices
          ticket={ticket}
          showAll={showAll}
          audienceCode={audienceCode}
          shown={shown}
          readOnly
        />
        <p className={styles.seated}>{i18n._(texts.seated)}</p>
        <Button
          fullWidth
          disabled={!hydrated}
          aria-haspopup="dialog"
          onClick={() => modal.open({ kind: 'stands', secutixId: ticket.secutixId })}
        >
          {i18n._(texts.chooseSeats)}
        </Button>
        <Button
          variant="light"
          fullWidth
          disabled={!hydrated}
          aria-haspopup="dialog"
          onClick={() => modal.open({ kind: 'standsSimple', secutixId: ticket.secutixId })}
        >
          {i18n._(texts.chooseCategory)}
        </Button>
      </div>
    </TicketCard>
  );
}
