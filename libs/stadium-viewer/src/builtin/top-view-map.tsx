import { useMemo, useState, type KeyboardEvent } from 'react';
import { framing, initialCamera } from '../geometry/camera.js';
import { boundsOf, pointsAttribute, prefersDarkText, unionOf } from '../geometry/polygon.js';
import { MapCanvas, MapTooltip, percentOf, useCamera } from '../shared/map-canvas.js';
import { MapControls } from '../shared/map-controls.js';
import { seatCategoryColours, type ViewerBlock, type ViewerVenue } from '../viewer.js';
import styles from './top-view-map.module.css';

export interface TopViewMapProps {
  venue: ViewerVenue;
  selectableBlocks: ReadonlySet<string>;
  describeBlock: (block: ViewerBlock) => string;
  onBlockClick: (blockId: string) => void;
  label: string;
}

const fallbackColour = '#8a8f98';

/** The letter of a block drawn on it: `T34-A` → `A`. */
const shortName = (block: ViewerBlock) =>
  block.id.startsWith(`${block.standCode}-`)
    ? block.id.slice(block.standCode.length + 1)
    : block.id;

/**
 * The circuit from above: the track, each grandstand with its name, each block in its category's
 * colour, opened on the blocks on sale (framed, each at least a finger's size). The blocks on sale are buttons (Tab, Enter or Space, or a click choose one) with a tooltip
 * on hover and on focus; the others are dimmed and do nothing.
 */
export function TopViewMap({
  venue,
  selectableBlocks,
  describeBlock,
  onBlockClick,
  label,
}: TopViewMapProps) {
  const { base, start, minTarget } = useFraming(venue, selectableBlocks);
  const camera = useCamera(base, start);
  const fontSize = Math.max(10, Math.min(venue.width, venue.height) / 36);
  const { tipped, eventsOf } = useBlockTooltip(venue, onBlockClick);

  let overlay = null;
  if (tipped) {
    const bounds = boundsOf(tipped.polygon);
    const { left, top } = percentOf(camera.viewBox, bounds.x + bounds.width / 2, bounds.y);
    overlay = <MapTooltip text={describeBlock(tipped)} left={left} top={top} />;
  }

  return (
    <>
      <MapControls {...camera.controls} />
      <MapCanvas
        base={base}
        viewBox={camera.viewBox}
        label={label}
        overlay={overlay}
        minTarget={minTarget}
        centred
      >
        <polyline className={styles.track} points={pointsAttribute(venue.track)} />
        <polyline className={styles.trackLine} points={pointsAttribute(venue.track)} />
        {venue.stands.map((stand) => {
          const bounds = boundsOf(stand.polygon);
          return (
            <g key={stand.code}>
              <polygon className={styles.stand} points={pointsAttribute(stand.polygon)} />
              <text
                className={styles.standName}
                x={bounds.x + bounds.width / 2}
                y={bounds.y - fontSize * 0.5}
                fontSize={fontSize}
                textAnchor="middle"
              >
                {stand.name}
              </text>
              {stand.blocks.map((block) =>
                selectableBlocks.has(block.id) ? (
                  <BlockButton
                    key={block.id}
                    block={block}
                    label={describeBlock(block)}
                    fontSize={fontSize}
                    events={eventsOf(block)}
                  />
                ) : (
                  <polygon
                    key={block.id}
                    className={styles.dimmed}
                    points={pointsAttribute(block.polygon)}
                    fill={colourOf(block)}
                    aria-hidden="true"
                  />
                ),
              )}
            </g>
          );
        })}
      </MapCanvas>
    </>
  );
}

const colourOf = (block: ViewerBlock) => seatCategoryColours[block.categoryCode] ?? fallbackColour;

/**
 * The blocks on sale, framed: the map opens on the grandstand the ticket sells, its blocks a finger's
 * size; the smallest of them sets how small the canvas may be drawn.
 */
function useFraming(venue: ViewerVenue, selectableBlocks: ReadonlySet<string>) {
  const base = useMemo(
    () => ({ x: 0, y: 0, width: venue.width, height: venue.height }),
    [venue.width, venue.height],
  );
  const { start, minTarget } = useMemo(() => {
    const onSale = venue.stands
      .flatMap((stand) => stand.blocks)
      .filter((block) => selectableBlocks.has(block.id))
      .map((block) => boundsOf(block.polygon));
    if (onSale.length === 0) return { start: initialCamera, minTarget: undefined };
    return {
      start: framing(base, unionOf(onSale)),
      minTarget: Math.min(...onSale.map((box) => Math.min(box.width, box.height))),
    };
  }, [venue, selectableBlocks, base]);
  return { base, start, minTarget };
}

/** The block the tooltip names: the one pointed at, else the one focused, until Escape dismisses it. */
function useBlockTooltip(venue: ViewerVenue, onBlockClick: (blockId: string) => void) {
  const [pointed, setPointed] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const blocks = venue.stands.flatMap((stand) => stand.blocks);
  const tipped = dismissed ? undefined : blocks.find((block) => block.id === (pointed ?? focused));

  const hint = (set: (blockId: string | null) => void, blockId: string | null) => {
    set(blockId);
    setDismissed(false);
  };
  const eventsOf = (block: ViewerBlock): BlockEvents => ({
    onClick: () => onBlockClick(block.id),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onBlockClick(block.id);
      } else if (event.key === 'Escape' && tipped) {
        setDismissed(true);
      }
    },
    onMouseEnter: () => hint(setPointed, block.id),
    onMouseLeave: () => hint(setPointed, null),
    onFocus: () => hint(setFocused, block.id),
    onBlur: () => hint(setFocused, null),
  });
  return { tipped, eventsOf };
}

interface BlockEvents {
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** A block on sale: a button in its category's colour, with its letter. */
function BlockButton({
  block,
  label,
  fontSize,
  events,
}: {
  block: ViewerBlock;
  label: string;
  fontSize: number;
  events: BlockEvents;
}) {
  const colour = colourOf(block);
  const bounds = boundsOf(block.polygon);
  return (
    <g>
      <polygon
        className={styles.block}
        points={pointsAttribute(block.polygon)}
        fill={colour}
        data-block-id={block.id}
        role="button"
        tabIndex={0}
        aria-label={label}
        {...events}
      />
      <text
        className={styles.blockName}
        x={bounds.x + bounds.width / 2}
        y={bounds.y + bounds.height / 2}
        fontSize={Math.min(fontSize, bounds.height * 0.6)}
        fill={prefersDarkText(colour) ? '#111418' : '#ffffff'}
        textAnchor="middle"
        dominantBaseline="central"
        aria-hidden="true"
      >
        {shortName(block)}
      </text>
    </g>
  );
}
