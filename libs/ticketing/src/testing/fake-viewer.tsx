import type { StadiumViewerProps, ViewerProvider } from '@paddock/stadium-viewer';

/**
 * A stand-in for the stadium viewer in component tests (jsdom draws no map): the top view is a button
 * per block named by `describeBlock` (enabled when it can be chosen), a block's view a 'Back to the top
 * view' button and a button per seat named by `describeSeat` (pressed when chosen, disabled when taken).
 * Render the pickers inside `<StadiumViewerOverride viewer={FakeStadiumViewer}>` to use it.
 */
export function FakeStadiumViewer({
  venue,
  view,
  blockSeats,
  selectableBlocks,
  availability,
  selectedSeats,
  describeBlock,
  describeSeat,
  onBlockClick,
  onSeatClick,
  onBack,
  label,
}: StadiumViewerProps & { provider: ViewerProvider }) {
  if (view.kind === 'top') {
    return (
      <div role="group" aria-label={label} data-view="top">
        {venue.stands.flatMap((stand) =>
          stand.blocks.map((block) => (
            <button
              key={block.id}
              type="button"
              disabled={!selectableBlocks.has(block.id)}
              onClick={() => onBlockClick(block.id)}
            >
              {describeBlock(block)}
            </button>
          )),
        )}
      </div>
    );
  }
  return (
    <div role="group" aria-label={label} data-view="block" data-block={view.blockId}>
      <button type="button" onClick={onBack}>
        Back to the top view
      </button>
      {blockSeats === null ? (
        <p>Loading the seats…</p>
      ) : (
        blockSeats.seats.map((seat) => (
          <button
            key={seat.id}
            type="button"
            aria-pressed={selectedSeats.has(seat.id)}
            disabled={!availability.get(seat.id)}
            onClick={() => onSeatClick(seat.id)}
          >
            {describeSeat(seat)}
          </button>
        ))
      )}
    </div>
  );
}
