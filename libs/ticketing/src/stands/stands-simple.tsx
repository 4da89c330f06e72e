import { useLingui } from '@lingui/react';
import type { StandCategory } from '@paddock/api-clients/contracts';
import { activeLocale } from '@paddock/i18n';
import { Button, Icon, Price, Spinner, useModal } from '@paddock/ui';
import { useCallback, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../hydration/use-hydrated.js';
import { inLocale } from '../localized.js';
import '../modal-kinds.js';
import { StadiumMap } from './stadium-map.js';
import { BlockOptions, CategoryDot, FieldEmpty, fieldStyles, GroupError } from './stand-fields.js';
import { firstBlock, freeSeats, minPriceOfCategory, type StandsData } from './stands-data.js';
import { initialStandsState, standsReducer } from './stands-state.js';
import { standTexts } from './stands-texts.js';
import { useMapProps } from './use-map-props.js';
import { useBlockSeats, useStandsData } from './use-stands-data.js';
import styles from './stands-simple.module.css';

const texts = {
  ...standTexts,
  legend: /*i18n*/ { id: 'stands.simple.legend', message: 'Choose a category of seats' },
  from: /*i18n*/ { id: 'stands.simple.from', message: 'From' },
  blockOf: /*i18n*/ { id: 'stands.simple.block', message: 'Block, {category}' },
  chooseSeats: /*i18n*/ { id: 'stands.simple.submit', message: 'Choose my seats' },
  mapHint: /*i18n*/ {
    id: 'stands.simple.mapHint',
    message: 'The block chosen is shown on the map; choose a seat on it to go on with that seat.',
  },
};

export interface StandsSimpleProps {
  /** The seated ticket whose stand categories are offered. */
  secutixId: string;
}

/**
 * The simple stand picker (SPEC §2 StandsSimple), for a ticket page: the ticket's stand categories that
 * have blocks, each with its colour, its name, its lowest price, a radio (`stand.category`) that picks it
 * and its first block, and a block selector (`stand.block`) enabled for the picked category only. Once a
 * category is picked the stadium viewer shows its block (back to the top view, tooltips, zoom and pan are
 * the viewer's own). 'Choose my seats', or a seat chosen on the map, goes on in the `stands` modal at
 * that block.
 */
export function StandsSimple({ secutixId }: StandsSimpleProps) {
  const { i18n } = useLingui();
  const load = useStandsData(secutixId);
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={i18n._(texts.loading)} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{i18n._(texts.loadFailed)}</p>
        <Button variant="light" onClick={load.retry}>
          {i18n._(texts.retry)}
        </Button>
      </div>
    );
  }
  return <StandsSimpleForm secutixId={secutixId} data={load.data} />;
}

function StandsSimpleForm({ secutixId, data }: { secutixId: string; data: StandsData }) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const modal = useModal();
  const hydrated = useHydrated();
  const ids = { group: useId(), category: useId() };
  const form = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(standsReducer, initialStandsState);
  const [submitted, setSubmitted] = useState(false);
  const blockSeats = useBlockSeats(state.block);
  const errors = submitted
    ? { category: state.category === null, block: state.block === null }
    : null;
  const invalid = errors !== null && (errors.category || errors.block);

  const pick = useCallback((category: StandCategory) => {
    const block = firstBlock(category);
    if (block && freeSeats(block) > 0) {
      dispatch({ type: 'chooseBlock', block: block.id, category: category.id });
    } else {
      dispatch({ type: 'clearBlock' });
      dispatch({ type: 'chooseCategory', category: category.id });
    }
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

  return (
    <form ref={form} noValidate className={styles.simple} onSubmit={submit}>
      <fieldset
        className={fieldStyles.fieldset}
        aria-describedby={invalid ? ids.group : undefined}
        aria-invalid={invalid || undefined}
      >
        <legend className={fieldStyles.legend}>{i18n._(texts.legend)}</legend>
        {invalid ? <GroupError id={ids.group} /> : null}
        <ul className={styles.categories}>
          {data.categories.map((category) => {
            const active = state.category === category.id;
            const name = inLocale(category.localized, locale).name;
            const minPrice = minPriceOfCategory(data.performance, category);
            const radioId = `${ids.category}-${category.id}`;
            const selectId = `${radioId}-block`;
            const blockError = active && errors?.block;
            return (
              <li key={category.id} className={styles.category} data-active={active || undefined}>
                <input
                  id={radioId}
                  type="radio"
                  name="stand.category"
                  value={category.id}
                  required
                  className={styles.radio}
                  checked={active}
                  disabled={!hydrated}
                  aria-describedby={errors?.category ? `${ids.category}-error` : undefined}
                  onChange={() => pick(category)}
                />
                <label htmlFor={radioId} className={styles.name}>
                  <CategoryDot colour={category.colour} />
                  {name}
                </label>
                {minPrice !== undefined ? (
                  <span className={styles.price}>
                    <span className={styles.from}>{i18n._(texts.from)}</span>{' '}
                    <Price value={minPrice} />
                  </span>
                ) : null}
                <div className={styles.block}>
                  <label htmlFor={selectId} className="pdk-visually-hidden">
                    {i18n._(texts.blockOf.id, { category: name })}
                  </label>
                  <select
                    id={selectId}
                    name="stand.block"
                    required
                    className={fieldStyles.select}
                    disabled={!active || !hydrated}
                    value={active ? (state.block ?? '') : ''}
                    aria-invalid={blockError || undefined}
                    aria-describedby={blockError ? `${selectId}-error` : undefined}
                    onChange={(event) => {
                      const block = event.currentTarget.value;
                      if (block === '') dispatch({ type: 'clearBlock' });
                      else dispatch({ type: 'chooseBlock', block, category: category.id });
                    }}
                  >
                    <option value="">{i18n._(texts.chooseBlock)}</option>
                    <BlockOptions category={category} />
                  </select>
                  {blockError ? <FieldEmpty id={`${selectId}-error`} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
        {errors?.category ? <FieldEmpty id={`${ids.category}-error`} /> : null}
      </fieldset>
      {state.category !== null ? (
        <div className={styles.map}>
          <p className={styles.hint}>{i18n._(texts.mapHint)}</p>
          <StadiumMap {...mapProps} />
        </div>
      ) : null}
      <Button type="submit" className={styles.submit} disabled={!hydrated} aria-haspopup="dialog">
        {i18n._(texts.chooseSeats)}
        <Icon name="arrow-right" size={20} />
      </Button>
    </form>
  );
}
