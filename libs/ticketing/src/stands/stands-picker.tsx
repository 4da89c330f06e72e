import { useCallback, useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { BlockForm } from './block-form.js';
import { PricesForm } from './prices-form.js';
import { SeatsPanel } from './seats-panel.js';
import { StadiumMap } from './stadium-map.js';
import { openingStandsState, type StandsData } from './stands-data.js';
import { standsReducer, type StandsAction, type StandsState } from './stands-state.js';
import { StandsSteps } from './stands-steps.js';
import { useMapProps } from './use-map-props.js';
import { useBlockSeats } from './use-stands-data.js';
import styles from './stands-modal.module.css';

/** What each step's panel is given: the data, the picker's state and its dispatch, its heading. */
export interface PanelProps {
  data: StandsData;
  state: StandsState;
  dispatch: Dispatch<StandsAction>;
  heading: RefObject<HTMLHeadingElement | null>;
}

interface StandsPickerProps {
  data: StandsData;
  blockId?: string | undefined;
  seatId?: string | undefined;
}

/** The picker's state, and a dispatch for a panel's own buttons, after which its heading takes the focus. */
function usePickerState(
  data: StandsData,
  opening: { blockId?: string | undefined; seatId?: string | undefined },
) {
  const [state, dispatch] = useReducer(standsReducer, undefined, () =>
    openingStandsState(data.categories, opening),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // A step left from its own panel (its button is gone) gives the focus to the next panel's heading;
  // one left from the map leaves the focus in the map.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [state.step]);
  const fromPanel = useCallback((action: StandsAction) => {
    focusHeading.current = true;
    dispatch(action);
  }, []);
  return { state, dispatch, heading, fromPanel };
}

/** The three steps beside the map: a block, its seats, their prices. */
export function StandsPicker({ data, blockId, seatId }: StandsPickerProps) {
  const { state, dispatch, heading, fromPanel } = usePickerState(data, { blockId, seatId });
  const blockSeats = useBlockSeats(state.block);
  const mapProps = useMapProps({
    data,
    block: state.step === 1 ? state.block : null,
    blockSeats: blockSeats.seats,
    seats: state.seats,
    onBlockClick: useCallback(
      (block: string, category: string) => dispatch({ type: 'chooseBlock', block, category }),
      [dispatch],
    ),
    onSeatClick: useCallback((seat: string) => dispatch({ type: 'toggleSeat', seat }), [dispatch]),
    onBack: useCallback(() => dispatch({ type: 'clearBlock' }), [dispatch]),
  });
  const panel = { data, state, dispatch, heading };

  return (
    <div className={styles.picker}>
      <StandsSteps step={state.step} />
      <div className={styles.layout} data-step={state.step}>
        {state.step < 2 ? <StadiumMap {...mapProps} /> : null}
        <section className={styles.panel}>
          {state.step === 0 ? <BlockForm {...panel} onChosen={fromPanel} /> : null}
          {state.step === 1 && state.block !== null ? (
            <SeatsPanel
              {...panel}
              block={state.block}
              seatsFailed={blockSeats.failed}
              onRetry={blockSeats.retry}
              onLeave={fromPanel}
            />
          ) : null}
          {state.step === 2 && state.block !== null ? (
            <PricesForm {...panel} block={state.block} onLeave={fromPanel} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
