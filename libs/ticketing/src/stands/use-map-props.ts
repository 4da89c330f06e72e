import { useLingui } from '@lingui/react';
import type { VenueBlockSeats } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import type {
  StadiumViewerProps,
  ViewerBlock,
  ViewerSeat,
  ViewerView,
} from '@paddock/stadium-viewer';
import { useCallback, useMemo } from 'react';
import {
  categoryOfBlock,
  freeSeats,
  seatAvailability,
  selectableBlocks,
  toViewerVenue,
  type StandsData,
} from './stands-data.js';
import { seatLabel } from './stands-state.js';
import { standTexts as texts } from './stands-texts.js';

export interface MapPropsInput {
  data: StandsData;
  /** The block whose seats are shown; the top view when null. */
  block: string | null;
  blockSeats: VenueBlockSeats | null;
  seats: readonly string[];
  onBlockClick: (block: string, category: string) => void;
  onSeatClick: (seat: string) => void;
  onBack: () => void;
}

/**
 * What the stand pickers give the stadium viewer: the venue in the visitor's language, the ticket's
 * blocks with a free seat as the ones to choose, each seat free or taken, what is chosen, and the names
 * the map reads out for its blocks and seats.
 */
export function useMapProps({
  data,
  block,
  blockSeats,
  seats,
  onBlockClick,
  onSeatClick,
  onBack,
}: MapPropsInput): StadiumViewerProps {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const { categories, venue } = data;
  const viewerVenue = useMemo(() => toViewerVenue(venue, locale), [venue, locale]);
  const selectable = useMemo(() => selectableBlocks(categories), [categories]);
  const availability = useMemo(() => seatAvailability(categories), [categories]);
  const selectedSeats = useMemo(() => new Set(seats), [seats]);

  // The names change with the block and the locale only: a seat chosen does not rename every seat.
  const describeBlock = useCallback(
    (shown: ViewerBlock) => {
      const category = categoryOfBlock(categories, shown.id);
      const sold = category?.blocks.find((each) => each.id === shown.id);
      if (!category || !sold) return i18n._(texts.blockNotOnSale.id, { block: shown.id });
      return i18n._(texts.describeBlock.id, {
        block: shown.id,
        category: inLocale(category.localized, locale).name,
        free: freeSeats(sold),
      });
    },
    [categories, i18n, locale],
  );
  const describeSeat = useMemo(() => {
    const category = block === null ? undefined : categoryOfBlock(categories, block);
    const categoryName = category ? inLocale(category.localized, locale).name : '';
    const free = i18n._(texts.seatFree);
    const taken = i18n._(texts.seatTaken);
    return (seat: ViewerSeat) =>
      i18n._(texts.describeSeat.id, {
        block: block ?? '',
        row: seat.row,
        seat: seatLabel(seat.id),
        category: categoryName,
        state: availability.get(seat.id) ? free : taken,
      });
  }, [availability, block, categories, i18n, locale]);
  const chooseBlock = useCallback(
    (blockId: string) => {
      const category = categoryOfBlock(categories, blockId);
      if (category && selectable.has(blockId)) onBlockClick(blockId, category.id);
    },
    [categories, onBlockClick, selectable],
  );
  const toggleSeat = useCallback(
    (seatId: string) => {
      if (availability.get(seatId)) onSeatClick(seatId);
    },
    [availability, onSeatClick],
  );
  const view = useMemo(
    (): ViewerView => (block === null ? { kind: 'top' } : { kind: 'block', blockId: block }),
    [block],
  );

  return {
    venue: viewerVenue,
    view,
    blockSeats: block !== null && blockSeats?.blockId === block ? blockSeats : null,
    selectableBlocks: selectable,
    availability,
    selectedSeats,
    describeBlock,
    describeSeat,
    onBlockClick: chooseBlock,
    onSeatClick: toggleSeat,
    onBack,
    label: i18n._(texts.mapLabel),
  };
}
