import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import BuiltinStadiumViewer from '../builtin/builtin-stadium-viewer.js';
import { BlockList } from '../shared/block-list.js';
import { LoadingStatus } from '../shared/loading-status.js';
import buttons from '../shared/buttons.module.css';
import { MapTooltip } from '../shared/map-canvas.js';
import { MapControls } from '../shared/map-controls.js';
import { SeatList } from '../shared/seat-list.js';
import { sharedTexts } from '../shared/texts.js';
import { useViewFocus } from '../shared/use-view-focus.js';
import type { StadiumViewerProps, ViewerBlockSeats } from '../viewer.js';
import { loadStadiumProvider } from './load-provider.js';
import type { StadiumProvider, StadiumProviderView } from './provider.js';
import styles from './external-stadium-viewer.module.css';

const texts = {
  loading: /*i18n*/ { id: 'stadium.external.loading', message: 'Loading the 3D view…' },
  failed: /*i18n*/ {
    id: 'stadium.external.failed',
    message: 'The 3D view could not be loaded. Here is the plain map instead.',
  },
  panoHint: /*i18n*/ {
    id: 'stadium.external.panoHint',
    message: 'Choosing a seat shows the view of the track from it.',
  },
};

export interface ExternalStadiumViewerProps extends StadiumViewerProps {
  /** Where the provider's script is and its id of this venue (the site's configuration). */
  provider: { scriptUrl: string; venueId: string };
  /**
   * Loads the provider: `loadStadiumProvider` (a `<script>` with `scriptUrl`) unless given. Tests and
   * stories may pass a fake; keep it stable, a new function loads again.
   */
  loadProvider?: (scriptUrl: string) => Promise<StadiumProvider>;
}

type Loaded = { scriptUrl: string } & ({ provider: StadiumProvider } | { error: unknown });

/**
 * The stadium drawn by the external 3D provider (SPEC §7): its script is loaded once, when the first
 * picker opens, and it draws the top view, the blocks and the view from a seat; the choice of blocks
 * and seats, the back button, zoom and pan and the tooltip stay ours. If the script cannot be loaded,
 * the visitor is told so and gets the built-in viewer.
 */
export default function ExternalStadiumViewer({
  provider,
  loadProvider = loadStadiumProvider,
  ...props
}: ExternalStadiumViewerProps) {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { scriptUrl } = provider;

  useEffect(() => {
    let live = true;
    loadProvider(scriptUrl).then(
      (api) => {
        if (live) setLoaded({ scriptUrl, provider: api });
      },
      (error: unknown) => {
        console.error('The stadium provider could not be loaded', error);
        if (live) setLoaded({ scriptUrl, error });
      },
    );
    return () => {
      live = false;
    };
  }, [scriptUrl, loadProvider]);

  const current = loaded?.scriptUrl === scriptUrl ? loaded : null;
  if (!current) {
    return <LoadingStatus text={i18n._(texts.loading)} />;
  }
  if ('error' in current) {
    return (
      <div className={styles.viewer}>
        <p className={styles.failed} role="alert">
          {i18n._(texts.failed)}
        </p>
        <BuiltinStadiumViewer {...props} />
      </div>
    );
  }
  return <ProviderStage api={current.provider} venueId={provider.venueId} {...props} />;
}

interface ProviderStageProps extends StadiumViewerProps {
  api: StadiumProvider;
  venueId: string;
}

type Hover = { blockId: string; x: number; y: number };

/** The provider's drawing with our controls, tooltip, block list and seat list around it. */
function ProviderStage(props: ProviderStageProps) {
  const { venue, view, blockSeats, selectableBlocks, describeBlock, onBlockClick, onBack } = props;
  const { i18n } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  useViewFocus(view, rootRef, captionRef);

  const blocks = venue.stands.flatMap((stand) => stand.blocks);
  const blockOf = (blockId: string) => blocks.find(({ id }) => id === blockId);
  const shownBlockId = view.kind === 'block' ? view.blockId : null;
  const { drawingRef, stageRef, hover, chooseSeat } = useProviderStage(props, shownBlockId);

  const hovered = hover && blockOf(hover.blockId);
  const seats = blockSeats?.blockId === shownBlockId ? blockSeats : null;
  const block = shownBlockId === null ? undefined : blockOf(shownBlockId);

  return (
    <div ref={rootRef} className={styles.viewer}>
      {shownBlockId !== null ? (
        <div className={styles.bar}>
          <button type="button" className={buttons.button} onClick={onBack}>
            {i18n._(sharedTexts.back)}
          </button>
        </div>
      ) : null}
      <ProviderCanvas
        stage={stageRef}
        drawingRef={drawingRef}
        label={props.label}
        onReset={() => showView(stageRef.current, shownBlockId)}
        tooltip={hovered && hover ? { text: describeBlock(hovered), ...hover } : null}
      />
      {shownBlockId === null ? (
        <BlockList
          venue={venue}
          selectableBlocks={selectableBlocks}
          describeBlock={describeBlock}
          onBlockClick={onBlockClick}
        />
      ) : (
        <ProviderBlockView
          caption={
            block
              ? describeBlock(block)
              : i18n._(sharedTexts.seatsOfBlock.id, { block: shownBlockId })
          }
          captionRef={captionRef}
          seats={seats}
          availability={props.availability}
          selectedSeats={props.selectedSeats}
          describeSeat={props.describeSeat}
          onSeatClick={chooseSeat}
        />
      )}
    </div>
  );
}

/**
 * Has the provider draw in the element `drawingRef` names, once per provider and venue, with our
 * handlers of its clicks and hovers, and shows it the current view. `chooseSeat` is our choice of a
 * seat, and the view from it when it is chosen rather than given up.
 */
function useProviderStage(
  {
    api,
    venueId,
    selectableBlocks,
    availability,
    selectedSeats,
    onBlockClick,
    onSeatClick,
  }: ProviderStageProps,
  shownBlockId: string | null,
) {
  const drawingRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<StadiumProviderView | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  const chooseSeat = (seatId: string) => {
    if (availability.get(seatId) !== true) return;
    const choosing = !selectedSeats.has(seatId);
    onSeatClick(seatId);
    if (choosing) stageRef.current?.LoadPano(seatId);
  };
  const onProviderBlockClick = useEffectEvent((blockId: string) => {
    if (selectableBlocks.has(blockId)) onBlockClick(blockId);
  });
  const onProviderSeatClick = useEffectEvent((seatId: string) => chooseSeat(seatId));
  const onProviderBlockHover = useEffectEvent((next: Hover | null) => setHover(next));

  useEffect(() => {
    const container = drawingRef.current;
    if (!container) return undefined;
    const stage = api.Init({
      container,
      venueId,
      onBlockClick: (blockId) => onProviderBlockClick(blockId),
      onSeatClick: (seatId) => onProviderSeatClick(seatId),
      onBlockHover: (next) => onProviderBlockHover(next),
    });
    stageRef.current = stage;
    return () => {
      stageRef.current = null;
      stage.Destroy();
    };
  }, [api, venueId]);

  // Declared after Init, so a new drawing is shown the current view.
  useEffect(() => {
    showView(stageRef.current, shownBlockId);
  }, [api, venueId, shownBlockId]);

  return { drawingRef, stageRef, hover, chooseSeat };
}

/** Our zoom, pan and reset buttons, the provider's drawing and the tooltip of the block hovered. */
function ProviderCanvas({
  stage,
  drawingRef,
  label,
  onReset,
  tooltip,
}: {
  stage: RefObject<StadiumProviderView | null>;
  drawingRef: RefObject<HTMLDivElement | null>;
  label: string;
  onReset: () => void;
  tooltip: { text: string; x: number; y: number } | null;
}) {
  return (
    <>
      <MapControls
        onZoom={(factor) => stage.current?.Zoom(factor)}
        onPan={(dx, dy) => stage.current?.Pan(dx, dy)}
        onReset={onReset}
      />
      <div className={styles.stage}>
        <div ref={drawingRef} className={styles.drawing} role="img" aria-label={label} />
        {tooltip ? (
          <MapTooltip text={tooltip.text} left={`${tooltip.x}px`} top={`${tooltip.y}px`} />
        ) : null}
      </div>
    </>
  );
}

/** A block: its name, then its seats in a list (each chosen shows the view from it). */
function ProviderBlockView({
  caption,
  captionRef,
  seats,
  ...seatList
}: {
  caption: string;
  captionRef: RefObject<HTMLParagraphElement | null>;
  seats: ViewerBlockSeats | null;
} & Pick<StadiumViewerProps, 'availability' | 'selectedSeats' | 'describeSeat' | 'onSeatClick'>) {
  const { i18n } = useLingui();
  return (
    <>
      <p ref={captionRef} className={styles.caption} tabIndex={-1}>
        {caption}
      </p>
      {seats === null ? (
        <LoadingStatus text={i18n._(sharedTexts.loadingSeats)} />
      ) : (
        <>
          <p className={styles.hint}>{i18n._(texts.panoHint)}</p>
          <SeatList blockSeats={seats} {...seatList} />
        </>
      )}
    </>
  );
}

/** Shows the current view in the provider's drawing: the top view, or the block shown. */
function showView(stage: StadiumProviderView | null, shownBlockId: string | null): void {
  if (shownBlockId === null) stage?.GetTopView();
  else stage?.ShowBlock(shownBlockId);
}
