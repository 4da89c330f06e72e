import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type RefObject } from 'react';
import { BlockList } from '../shared/block-list.js';
import { LoadingStatus } from '../shared/loading-status.js';
import buttons from '../shared/buttons.module.css';
import { SeatList } from '../shared/seat-list.js';
import { sharedTexts } from '../shared/texts.js';
import { useViewFocus } from '../shared/use-view-focus.js';
import {
  seatCategoryColours,
  type StadiumViewerProps,
  type ViewerBlock,
  type ViewerBlockSeats,
} from '../viewer.js';
import { BlockLegend } from './block-legend.js';
import { SeatLegend } from './seat-legend.js';
import { SeatMap } from './seat-map.js';
import { TopViewMap } from './top-view-map.js';
import styles from './builtin-stadium-viewer.module.css';

const texts = {
  display: /*i18n*/ { id: 'stadium.display', message: 'Display' },
  map: /*i18n*/ { id: 'stadium.display.map', message: 'Map' },
  list: /*i18n*/ { id: 'stadium.display.list', message: 'List' },
  topViewHint: /*i18n*/ {
    id: 'stadium.topViewHint',
    message: 'Choose a block on sale to see its seats.',
  },
  seatsHint: /*i18n*/ {
    id: 'stadium.seatsHint',
    message:
      'The arrow keys move between the free seats; Enter or Space chooses a seat or gives it up.',
  },
  touchHint: /*i18n*/ {
    id: 'stadium.seatsTouchHint',
    message:
      'Tap a free seat to choose it, tap it again to give it up; slide the map to see the other seats.',
  },
};

type Display = 'map' | 'list';

/**
 * The built-in stadium viewer (SPEC §2, §4): an SVG top view whose blocks on sale open their seats,
 * and a block's seats to choose, with zoom, pan, a tooltip on blocks and 'Back to the top view'. A
 * 'Map' / 'List' switch offers the same choice as lists of buttons and checkboxes. Its module is
 * loaded lazily by `StadiumViewer`, when a picker opens.
 */
export default function BuiltinStadiumViewer(props: StadiumViewerProps) {
  const { venue, view, blockSeats, onBack } = props;
  const [display, setDisplay] = useState<Display>('map');
  const rootRef = useRef<HTMLDivElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  useViewFocus(view, rootRef, captionRef);

  const block =
    view.kind === 'block'
      ? venue.stands.flatMap((stand) => stand.blocks).find(({ id }) => id === view.blockId)
      : undefined;
  const seats = view.kind === 'block' && blockSeats?.blockId === view.blockId ? blockSeats : null;

  return (
    <div ref={rootRef} className={styles.viewer}>
      <ViewerBar
        onBack={view.kind === 'block' ? onBack : undefined}
        display={display}
        onDisplay={setDisplay}
      />
      {view.kind === 'top' ? (
        <TopView {...props} display={display} />
      ) : (
        <BlockView
          {...props}
          display={display}
          blockId={view.blockId}
          block={block}
          seats={seats}
          captionRef={captionRef}
        />
      )}
    </div>
  );
}

/** 'Back to the top view' in a block, and the 'Map' / 'List' switch. */
function ViewerBar({
  onBack,
  display,
  onDisplay,
}: {
  onBack: (() => void) | undefined;
  display: Display;
  onDisplay: (display: Display) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.bar}>
      {onBack ? (
        <button type="button" className={buttons.button} onClick={onBack}>
          {i18n._(sharedTexts.back)}
        </button>
      ) : null}
      <div className={styles.display} role="group" aria-label={i18n._(texts.display)}>
        {(['map', 'list'] as const).map((each) => (
          <button
            key={each}
            type="button"
            className={buttons.button}
            aria-pressed={display === each}
            onClick={() => onDisplay(each)}
          >
            {i18n._(texts[each])}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The top view: the blocks on sale, on the map or in a list, and the categories' legend. */
function TopView({
  venue,
  selectableBlocks,
  describeBlock,
  onBlockClick,
  label,
  display,
}: StadiumViewerProps & { display: Display }) {
  const { i18n } = useLingui();
  return (
    <>
      {display === 'map' ? (
        <TopViewMap
          venue={venue}
          selectableBlocks={selectableBlocks}
          describeBlock={describeBlock}
          onBlockClick={onBlockClick}
          label={label}
        />
      ) : (
        <BlockList
          venue={venue}
          selectableBlocks={selectableBlocks}
          describeBlock={describeBlock}
          onBlockClick={onBlockClick}
        />
      )}
      <BlockLegend venue={venue} />
      <p className={styles.hint}>{i18n._(texts.topViewHint)}</p>
    </>
  );
}

interface BlockViewProps extends StadiumViewerProps {
  display: Display;
  blockId: string;
  block: ViewerBlock | undefined;
  /** The block's seats once they have come. */
  seats: ViewerBlockSeats | null;
  captionRef: RefObject<HTMLParagraphElement | null>;
}

/** A block: its name, then its seats on the map (with the legend and hints) or in a list. */
function BlockView({
  availability,
  selectedSeats,
  describeBlock,
  describeSeat,
  onSeatClick,
  label,
  display,
  blockId,
  block,
  seats,
  captionRef,
}: BlockViewProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const colour = (block && seatCategoryColours[block.categoryCode]) ?? '#8a8f98';
  return (
    <>
      <p ref={captionRef} className={styles.caption} tabIndex={-1}>
        {block ? describeBlock(block) : i18n._(sharedTexts.seatsOfBlock.id, { block: blockId })}
      </p>
      {seats === null ? (
        <LoadingStatus text={i18n._(sharedTexts.loadingSeats)} />
      ) : display === 'map' ? (
        <>
          <SeatMap
            key={seats.blockId}
            blockSeats={seats}
            colour={colour}
            availability={availability}
            selectedSeats={selectedSeats}
            describeSeat={describeSeat}
            onSeatClick={onSeatClick}
            label={label}
            seatsLabel={i18n._(sharedTexts.seatsOfBlock.id, { block: seats.blockId })}
            hintId={hintId}
          />
          <SeatLegend colour={colour} />
          {/* A touch screen reads the touch hint; the keys' hint shows once a key moves the focus. */}
          <p id={`${hintId}-touch`} className={`${styles.hint} ${styles.touchHint}`}>
            {i18n._(texts.touchHint)}
          </p>
          <p id={hintId} className={`${styles.hint} ${styles.keysHint}`}>
            {i18n._(texts.seatsHint)}
          </p>
        </>
      ) : (
        <SeatList
          blockSeats={seats}
          availability={availability}
          selectedSeats={selectedSeats}
          describeSeat={describeSeat}
          onSeatClick={onSeatClick}
        />
      )}
    </>
  );
}
