/**
 * The external 3D provider, as the viewer talks to it. Its script defines one global,
 * `window.StadiumProvider`; `Init` draws a venue into a container we give it and hands back the
 * handle the viewer drives with the provider's own verbs (SPEC §7: `GetTopView`, `LoadPano` and
 * others). The provider only draws: the choice of seats, the back button, the zoom and pan buttons
 * and the tooltip are the viewer's own.
 */

/** The name of the global the provider's script defines. */
export const stadiumProviderGlobal = 'StadiumProvider';

/** What the provider tells the viewer about the visitor's gestures on its drawing. */
export interface StadiumProviderEvents {
  /** A block of the top view was clicked. */
  onBlockClick: (blockId: string) => void;
  /** A seat of the block shown was clicked. */
  onSeatClick: (seatId: string) => void;
  /**
   * The pointer entered a block (its id and where, in CSS pixels from the container's top left
   * corner) or left it (null): the viewer shows its tooltip there.
   */
  onBlockHover: (hover: { blockId: string; x: number; y: number } | null) => void;
}

export interface StadiumProviderInit extends StadiumProviderEvents {
  /** The element the provider draws into; it fills it. */
  container: HTMLElement;
  /** The provider's id of the venue (the site's configuration). */
  venueId: string;
}

/** A venue drawn by the provider in one container. */
export interface StadiumProviderView {
  /** Shows the whole venue from above. */
  GetTopView(): void;
  /** Shows a block, whose seats the visitor chooses. */
  ShowBlock(blockId: string): void;
  /** Shows the panorama: the view of the track from a seat. */
  LoadPano(seatId: string): void;
  /** Zooms by a factor: 2 closer, 0.5 farther. */
  Zoom(factor: number): void;
  /** Moves the view by `dx`, `dy` (steps of 50). */
  Pan(dx: number, dy: number): void;
  /** Stops drawing and lets go of the container. */
  Destroy(): void;
}

/** `window.StadiumProvider`. */
export interface StadiumProvider {
  Init(options: StadiumProviderInit): StadiumProviderView;
}

/** Whether a value looks like the provider (it has `Init`). */
export function isStadiumProvider(value: unknown): value is StadiumProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { Init?: unknown }).Init === 'function'
  );
}
