import type { ModalKinds as UiModalKinds } from '@paddock/ui';

/** What the stand picker opens on: a seated ticket, and maybe a block and a seat already chosen. */
export interface StandsModalProps {
  /** The seated ticket's secutixId. */
  secutixId: string;
  /** Opens on this block's seats (step 1) when it is on sale for the ticket. */
  blockId?: string | undefined;
  /** With this seat of the block already chosen, when it is free. */
  seatId?: string | undefined;
}

/** The modals of the ticketing lib, added to @paddock/ui's one modal host. */
declare module '@paddock/ui' {
  interface ModalKinds {
    /** The stand picker (SPEC §2, §4): a block on the map, its seats, a price per seat; 85dvw wide. */
    stands: StandsModalProps;
    /**
     * StandsSimple (SPEC §2): a stand category and its block with the panorama, before the seats;
     * 85dvw wide, the whole screen on a phone.
     */
    standsSimple: StandsSimpleModalProps;
  }
}

/** What StandsSimple opens on: a seated ticket. */
export interface StandsSimpleModalProps {
  /** The seated ticket's secutixId. */
  secutixId: string;
}

export type TicketingModalKinds = Pick<UiModalKinds, 'stands' | 'standsSimple'>;
