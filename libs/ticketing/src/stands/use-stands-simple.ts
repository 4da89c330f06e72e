import type { StandCategory } from '@paddock/api-clients/contracts';
import { useModal } from '@paddock/ui';
import { useCallback, useReducer, useRef, useState, type FormEvent } from 'react';
import '../modal-kinds.js';
import { firstBlock, freeSeats, type StandsData } from './stands-data.js';
import { initialStandsState, standsReducer } from './stands-state.js';
import { useMapProps } from './use-map-props.js';
import { useBlockSeats } from './use-stands-data.js';

/**
 * The simple picker's state: the category and block chosen (a category picked takes its first block
 * with a free seat), the map's props, the fields' errors once submitted, and the submit (or a seat
 * chosen on the map) that goes on in the `stands` modal at that block.
 */
export function useStandsSimple(secutixId: string, data: StandsData) {
  const modal = useModal();
  const form = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(standsReducer, initialStandsState);
  const [submitted, setSubmitted] = useState(false);
  const blockSeats = useBlockSeats(state.block);
  const errors = submitted
    ? { category: state.category === null, block: state.block === null }
    : null;

  const pick = useCallback((category: StandCategory) => {
    const block = firstBlock(category);
    if (block && freeSeats(block) > 0) {
      dispatch({ type: 'chooseBlock', block: block.id, category: category.id });
    } else {
      dispatch({ type: 'clearBlock' });
      dispatch({ type: 'chooseCategory', category: category.id });
    }
  }, []);
  const chooseBlock = useCallback((block: string, category: string) => {
    if (block === '') dispatch({ type: 'clearBlock' });
    else dispatch({ type: 'chooseBlock', block, category });
  }, []);

  const mapProps = useMapProps({
    data,
    block: state.block,
    blockSeats: blockSeats.seats,
    seats: initialStandsState.seats,
    onBlockClick: useCallback(
      (block: string, category: string) => dispatch({ type: 'chooseBlock', block, category }),
      [],
    ),
    onSeatClick: useCallback(
      (seat: string) => {
        if (state.block !== null) {
          modal.open({ kind: 'stands', secutixId, blockId: state.block, seatId: seat });
        }
      },
      [modal, secutixId, state.block],
    ),
    onBack: useCallback(() => dispatch({ type: 'clearBlock' }), []),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (state.category === null) {
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    } else if (state.block === null) {
      form.current?.querySelector<HTMLSelectElement>('select:enabled')?.focus();
    } else {
      modal.open({ kind: 'stands', secutixId, blockId: state.block });
    }
  }

  return { form, state, errors, pick, chooseBlock, mapProps, submit };
}
