/**
 * The one interface the stand pickers talk to, whichever viewer draws the stadium: the built-in SVG
 * viewer (the default) or the external 3D provider's. The geometry types mirror the content service's
 * venue (`GET venue/{site}` and `venue/{site}/blocks/{blockId}` of @paddock/api-clients), which this
 * `type:ui` lib does not import: a venue from the service is one of these as it is.
 */

/** A point of the map, in the venue's own units. */
export type MapPoint = readonly [number, number];

/** A block of a grandstand on the top view. */
export interface ViewerBlock {
  /** `T34-A` */
  id: string;
  /** `T34` */
  standCode: string;
  /** CAT01 (yellow), CAT02 (blue), CATMEM (dark blue), CATPMR (grey) — see `seatCategoryColours`. */
  categoryCode: string;
  polygon: readonly MapPoint[];
  seatCount: number;
}

/** A grandstand on the top view; `name` is already in the visitor's language. */
export interface ViewerStand {
  code: string;
  name: string;
  polygon: readonly MapPoint[];
  blocks: readonly ViewerBlock[];
}

/** The circuit's top view. */
export interface ViewerVenue {
  width: number;
  height: number;
  /** The track, a line through the map, for orientation. */
  track: readonly MapPoint[];
  stands: readonly ViewerStand[];
}

/** A seat of a block; the last 4 characters of its id are its label. */
export interface ViewerSeat {
  id: string;
  row: string;
  x: number;
  y: number;
}

/** The seats of one block, in the block's own units. */
export interface ViewerBlockSeats {
  blockId: string;
  width: number;
  height: number;
  seats: readonly ViewerSeat[];
}

/** What the viewer shows: the top view, or the seats of one block. */
export type ViewerView = { kind: 'top' } | { kind: 'block'; blockId: string };

/** Zoom factors and pan step of the viewer's controls (SPEC §2, §9). */
export const zoomInFactor = 2;
export const zoomOutFactor = 0.5;
export const panStep = 50;

export interface StadiumViewerProps {
  venue: ViewerVenue;
  view: ViewerView;
  /** The seats of the block shown (the picker loads them); null while they load. */
  blockSeats: ViewerBlockSeats | null;
  /** The blocks on sale for this ticket: the others are drawn, dimmed, and cannot be chosen. */
  selectableBlocks: ReadonlySet<string>;
  /** Seat id → free (true) or taken (false); a seat not listed is taken. */
  availability: ReadonlyMap<string, boolean>;
  /** The seats the visitor has chosen. */
  selectedSeats: ReadonlySet<string>;
  /** A block's tooltip and accessible name, e.g. 'Block T34-A, Category 1 (yellow), 12 seats free'. */
  describeBlock: (block: ViewerBlock) => string;
  /** A seat's accessible name: block, row, seat label, price category, free or taken. */
  describeSeat: (seat: ViewerSeat) => string;
  /** A block was chosen on the top view (the picker then shows its seats). */
  onBlockClick: (blockId: string) => void;
  /** A free seat was clicked, or chosen from the keyboard (Enter or Space): select it or unselect it. */
  onSeatClick: (seatId: string) => void;
  /** 'Back to the top view': the picker clears the block. */
  onBack: () => void;
  /** The accessible name of the map, e.g. 'Map of the grandstands'. */
  label: string;
}

/** How the site is configured to draw the stadium. */
export type ViewerProvider =
  | { kind: 'builtin' }
  | {
      kind: 'external';
      /** The provider's script, loaded only when a picker first opens. */
      scriptUrl: string;
      /** The provider's id of this venue. */
      venueId: string;
    };

/** The seat categories' colours (SPEC §3). */
export const seatCategoryColours: Readonly<Record<string, string>> = {
  CAT01: '#f2c200',
  CAT02: '#2563eb',
  CATMEM: '#1e3a8a',
  CATPMR: '#8a8f98',
};
