import type { Locale } from '@paddock/i18n';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { StadiumViewerProps, ViewerBlockSeats, ViewerView } from '../viewer.js';
import {
  describeFixtureBlock,
  describeFixtureSeat,
  fixtureAvailability,
  fixtureSeatsOf,
  fixtureSelectableBlocks,
  fixtureVenue,
} from './fixtures.js';

export interface ViewerDemoProps {
  locale: Locale;
  /** The block shown first; the top view unless given. */
  initialBlockId?: string;
  initialSelection?: readonly string[];
  /** A block's seats and their availability; the fixture venue's unless given. */
  seatsOf?: (blockId: string) => {
    blockSeats: ViewerBlockSeats;
    availability: ReadonlyMap<string, boolean>;
  };
  /** How long the seats take to "load"; at once unless given. */
  seatsDelayMs?: number;
  /** The viewer, given the props a picker would give it. */
  children: (props: StadiumViewerProps) => ReactNode;
}

const fixtureSeats = (blockId: string) => {
  const blockSeats = fixtureSeatsOf(blockId);
  return { blockSeats, availability: fixtureAvailability(blockSeats) };
};

/** What a stand picker does around the viewer: the view, the loaded seats and the chosen seats. */
export function ViewerDemo({
  locale,
  initialBlockId,
  initialSelection = [],
  seatsOf = fixtureSeats,
  seatsDelayMs,
  children,
}: ViewerDemoProps) {
  const venue = useMemo(() => fixtureVenue(locale), [locale]);
  const [view, setView] = useState<ViewerView>(
    initialBlockId ? { kind: 'block', blockId: initialBlockId } : { kind: 'top' },
  );
  const [loaded, setLoaded] = useState(() => (initialBlockId ? seatsOf(initialBlockId) : null));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialSelection));
  const availability = useMemo(() => loaded?.availability ?? new Map<string, boolean>(), [loaded]);
  const describeBlock = useMemo(() => describeFixtureBlock(locale), [locale]);
  const describeSeat = useMemo(
    () => describeFixtureSeat(locale, availability),
    [locale, availability],
  );
  const onSeatClick = useCallback((seatId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(seatId)) next.add(seatId);
      return next;
    });
  }, []);
  const onBlockClick = useCallback(
    (blockId: string) => {
      setView({ kind: 'block', blockId });
      setLoaded(null);
      setSelected(new Set());
      if (seatsDelayMs === undefined) setLoaded(seatsOf(blockId));
      else window.setTimeout(() => setLoaded(seatsOf(blockId)), seatsDelayMs);
    },
    [seatsOf, seatsDelayMs],
  );
  const onBack = useCallback(() => {
    setView({ kind: 'top' });
    setLoaded(null);
    setSelected(new Set());
  }, []);
  const chosen = [...selected].map((seatId) => seatId.slice(-4)).join(', ');
  return (
    <>
      {children({
        venue,
        view,
        blockSeats: loaded?.blockSeats ?? null,
        selectableBlocks: fixtureSelectableBlocks,
        availability,
        selectedSeats: selected,
        describeBlock,
        describeSeat,
        onBlockClick,
        onSeatClick,
        onBack,
        label: locale === 'fr' ? 'Plan des tribunes' : 'Map of the grandstands',
      })}
      <p data-testid="chosen-seats">
        {locale === 'fr' ? 'Places choisies : ' : 'Chosen seats: '}
        {chosen || '—'}
      </p>
    </>
  );
}
