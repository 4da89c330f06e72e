import { useLingui } from '@lingui/react';
import { accountAtom } from '@paddock/account';
import type { PerformancePrice, StandCategory } from '@paddock/api-clients/contracts';
import { seatPlace, useAddToCart, type StandNames } from '@paddock/cart';
import { activeLocale } from '@paddock/i18n';
import { Button, formatPrice, Icon, modalAtom, ModalTitle, Price, Spinner } from '@paddock/ui';
import { useAtomValue, useStore } from 'jotai';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
} from 'react';
import { inLocale } from '../localized.js';
import { MemberOnlyAlert } from '../member-only/member-only-alert.js';
import { memberOnlyRefusal, type MemberOnlyRefusal } from '../member-only/member-only.js';
import type { StandsModalProps } from '../modal-kinds.js';
import { priceFieldNames } from '../ticket-prices/ticket-prices.js';
import { StadiumMap } from './stadium-map.js';
import { BlockOptions, CategoryName, FieldEmpty, fieldStyles, GroupError } from './stand-fields.js';
import {
  categoryOfBlock,
  openingStandsState,
  priceIdOf,
  pricesOfCategory,
  standNamesOf,
  type StandsData,
} from './stands-data.js';
import {
  canAddToCart,
  seatLabel,
  seatListLayout,
  standItems,
  standsReducer,
  type StandsAction,
  type StandsState,
  type StandsStep,
} from './stands-state.js';
import { standTexts } from './stands-texts.js';
import { useMapProps } from './use-map-props.js';
import { useBlockSeats, useStandsData } from './use-stands-data.js';
import styles from './stands-modal.module.css';

const texts = {
  ...standTexts,
  title: /*i18n*/ { id: 'stands.title', message: 'Choose your seats' },
  steps: /*i18n*/ { id: 'stands.steps', message: 'Steps' },
  stepStands: /*i18n*/ { id: 'stands.step.stands', message: 'Block' },
  stepSeats: /*i18n*/ { id: 'stands.step.seats', message: 'Seats' },
  stepPrices: /*i18n*/ { id: 'stands.step.prices', message: 'Prices' },
  standsHeading: /*i18n*/ { id: 'stands.stands.heading', message: 'Choose a block' },
  standsIntro: /*i18n*/ {
    id: 'stands.stands.intro',
    message: 'Choose a block on the map, or its category and its name below.',
  },
  yourBlock: /*i18n*/ { id: 'stands.stands.legend', message: 'Your block' },
  seeSeats: /*i18n*/ { id: 'stands.stands.submit', message: 'See the seats' },
  seatsHeading: /*i18n*/ { id: 'stands.seats.heading', message: 'Seats in block {block}' },
  seatsHint: /*i18n*/ {
    id: 'stands.seats.hint',
    message: 'Choose free seats on the map; choose a chosen seat again to give it up.',
  },
  otherBlock: /*i18n*/ { id: 'stands.seats.otherBlock', message: 'Choose another block' },
  seatsList: /*i18n*/ {
    id: 'stands.seats.list',
    message: '{count, plural, one {Your seat} other {Your # seats}}',
  },
  noSeat: /*i18n*/ { id: 'stands.seats.none', message: 'No seat chosen yet.' },
  removeSeat: /*i18n*/ { id: 'stands.seat.remove', message: 'Give up seat {seat}' },
  seatsLoadFailed: /*i18n*/ {
    id: 'stands.seats.loadFailed',
    message: 'The seats of this block could not be loaded.',
  },
  choosePrices: /*i18n*/ { id: 'stands.seats.next', message: 'Choose the prices' },
  needSeat: /*i18n*/ {
    id: 'stands.seats.needSeat',
    message: 'Choose at least one seat to go on.',
  },
  pricesHeading: /*i18n*/ { id: 'stands.prices.heading', message: 'Choose a price for each seat' },
  priceOf: /*i18n*/ { id: 'stands.price.label', message: 'Price, seat {seat}' },
  choosePrice: /*i18n*/ { id: 'stands.price.choose', message: 'Choose a price' },
  priceOption: /*i18n*/ { id: 'stands.price.option', message: '{audience}: {price}' },
  total: /*i18n*/ { id: 'stands.prices.total', message: 'Total' },
  editSeats: /*i18n*/ { id: 'stands.prices.editSeats', message: 'Edit seats' },
  add: /*i18n*/ { id: 'stands.prices.add', message: 'Add to cart' },
  needPrices: /*i18n*/ {
    id: 'stands.prices.missing',
    message: 'Choose a price for each seat to add them to your cart.',
  },
};

/**
 * The stand picker (SPEC §2, §4), the `stands` modal's content: a block on the map or in the fields
 * (step 0), its seats (step 1), a price per seat (step 2), then one stand item per seat to the cart.
 * Loaded lazily by the modal host (85dvw wide), with the viewer's code.
 */
export default function StandsModal({ secutixId, blockId, seatId }: StandsModalProps) {
  const { i18n } = useLingui();
  const load = useStandsData(secutixId);
  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {load.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size="large" label={i18n._(texts.loading)} />
        </div>
      ) : null}
      {load.status === 'failed' ? (
        <div className={styles.failed}>
          <p role="alert">{i18n._(texts.loadFailed)}</p>
          <Button variant="light" onClick={load.retry}>
            {i18n._(texts.retry)}
          </Button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <StandsPicker data={load.data} blockId={blockId} seatId={seatId} />
      ) : null}
    </>
  );
}

interface StandsPickerProps {
  data: StandsData;
  blockId?: string | undefined;
  seatId?: string | undefined;
}

function StandsPicker({ data, blockId, seatId }: StandsPickerProps) {
  const [state, dispatch] = useReducer(standsReducer, undefined, () =>
    openingStandsState(data.categories, { blockId, seatId }),
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

  const showsBlock = state.step === 1 ? state.block : null;
  const blockSeats = useBlockSeats(state.block);
  const mapProps = useMapProps({
    data,
    block: showsBlock,
    blockSeats: blockSeats.seats,
    seats: state.seats,
    onBlockClick: useCallback(
      (block: string, category: string) => dispatch({ type: 'chooseBlock', block, category }),
      [],
    ),
    onSeatClick: useCallback((seat: string) => dispatch({ type: 'toggleSeat', seat }), []),
    onBack: useCallback(() => dispatch({ type: 'clearBlock' }), []),
  });

  return (
    <div className={styles.picker}>
      <Steps step={state.step} />
      <div className={styles.layout} data-step={state.step}>
        {state.step < 2 ? <StadiumMap {...mapProps} /> : null}
        <section className={styles.panel}>
          {state.step === 0 ? (
            <BlockForm
              data={data}
              state={state}
              dispatch={dispatch}
              onChosen={fromPanel}
              heading={heading}
            />
          ) : null}
          {state.step === 1 && state.block !== null ? (
            <SeatsPanel
              data={data}
              state={state}
              block={state.block}
              seatsFailed={blockSeats.failed}
              onRetry={blockSeats.retry}
              dispatch={dispatch}
              onLeave={fromPanel}
              heading={heading}
            />
          ) : null}
          {state.step === 2 && state.block !== null ? (
            <PricesForm
              data={data}
              state={state}
              block={state.block}
              dispatch={dispatch}
              onLeave={fromPanel}
              heading={heading}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function Steps({ step }: { step: StandsStep }) {
  const { i18n } = useLingui();
  const names = [texts.stepStands, texts.stepSeats, texts.stepPrices];
  return (
    <ol className={styles.steps} aria-label={i18n._(texts.steps)}>
      {names.map((name, index) => (
        <li
          key={name.id}
          className={styles.step}
          data-state={index === step ? 'current' : index < step ? 'done' : 'next'}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {i18n._(name)}
        </li>
      ))}
    </ol>
  );
}

interface PanelProps {
  data: StandsData;
  state: StandsState;
  dispatch: Dispatch<StandsAction>;
  heading: RefObject<HTMLHeadingElement | null>;
}

/** Step 0: the `stand.category` and `stand.block` fields, both required (SPEC §3, §5). */
function BlockForm({
  data,
  state,
  dispatch,
  onChosen,
  heading,
}: PanelProps & { onChosen: Dispatch<StandsAction> }) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const ids = { category: useId(), block: useId(), group: useId() };
  const categoryField = useRef<HTMLSelectElement>(null);
  const blockField = useRef<HTMLSelectElement>(null);
  // The block field is a draft until 'See the seats'; a block chosen on the map is chosen at once.
  const [block, setBlock] = useState(state.block ?? '');
  const [submitted, setSubmitted] = useState(false);
  const category = data.categories.find((each) => each.id === state.category);
  const shown = category ? [category] : data.categories;
  const errors = submitted ? { category: !category, block: block === '' } : null;
  const invalid = errors !== null && (errors.category || errors.block);
  const nameOf = (each: StandCategory) => inLocale(each.localized, locale).name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!category) categoryField.current?.focus();
    else if (block === '') blockField.current?.focus();
    else onChosen({ type: 'chooseBlock', block, category: category.id });
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.standsHeading)}
      </h3>
      <p className={styles.hint}>{i18n._(texts.standsIntro)}</p>
      <fieldset
        className={fieldStyles.fieldset}
        aria-describedby={invalid ? ids.group : undefined}
        aria-invalid={invalid || undefined}
      >
        <legend className={fieldStyles.legend}>{i18n._(texts.yourBlock)}</legend>
        {invalid ? <GroupError id={ids.group} /> : null}
        <div className={fieldStyles.field}>
          <label htmlFor={ids.category} className={fieldStyles.label}>
            {i18n._(texts.category)}
          </label>
          <select
            ref={categoryField}
            id={ids.category}
            name="stand.category"
            required
            className={fieldStyles.select}
            value={category?.id ?? ''}
            aria-invalid={errors?.category || undefined}
            aria-describedby={errors?.category ? `${ids.category}-error` : undefined}
            onChange={(event) => {
              const next = data.categories.find((each) => each.id === event.currentTarget.value);
              dispatch({ type: 'chooseCategory', category: next?.id ?? null });
              if (next && !next.blocks.some((each) => each.id === block)) setBlock('');
            }}
          >
            <option value="">{i18n._(texts.chooseCategory)}</option>
            {data.categories.map((each) => (
              <option key={each.id} value={each.id}>
                {nameOf(each)}
              </option>
            ))}
          </select>
          {errors?.category ? <FieldEmpty id={`${ids.category}-error`} /> : null}
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={ids.block} className={fieldStyles.label}>
            {i18n._(texts.block)}
          </label>
          <select
            ref={blockField}
            id={ids.block}
            name="stand.block"
            required
            className={fieldStyles.select}
            value={block}
            aria-invalid={errors?.block || undefined}
            aria-describedby={errors?.block ? `${ids.block}-error` : undefined}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setBlock(next);
              // A block chosen first tells its category.
              const of = categoryOfBlock(data.categories, next);
              if (of && of.id !== state.category)
                dispatch({ type: 'chooseCategory', category: of.id });
            }}
          >
            <option value="">{i18n._(texts.chooseBlock)}</option>
            {shown.map((each) =>
              category ? (
                <BlockOptions key={each.id} category={each} />
              ) : (
                <optgroup key={each.id} label={nameOf(each)}>
                  <BlockOptions category={each} />
                </optgroup>
              ),
            )}
          </select>
          {errors?.block ? <FieldEmpty id={`${ids.block}-error`} /> : null}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" fullWidth>
          {i18n._(texts.seeSeats)}
          <Icon name="arrow-right" size={20} />
        </Button>
      </div>
    </form>
  );
}

/** The chosen block's category, with its colour. */
function ChosenCategory({ category }: { category: StandCategory | undefined }) {
  return category ? (
    <p className={styles.chosen}>
      <CategoryName category={category} />
    </p>
  ) : null;
}

interface SeatsPanelProps extends PanelProps {
  block: string;
  seatsFailed: boolean;
  onRetry: () => void;
  onLeave: Dispatch<StandsAction>;
}

/** Step 1: the seats chosen on the map, each can be given up, and on to the prices. */
function SeatsPanel({
  data,
  state,
  block,
  seatsFailed,
  onRetry,
  dispatch,
  onLeave,
  heading,
}: SeatsPanelProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const count = state.seats.length;
  const standNames = useStandNames(data);
  return (
    <div className={styles.form}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.seatsHeading.id, { block })}
      </h3>
      <ChosenCategory category={categoryOfBlock(data.categories, block)} />
      <p className={styles.hint}>{i18n._(texts.seatsHint)}</p>
      {seatsFailed ? (
        <div className={styles.failed}>
          <p role="alert">{i18n._(texts.seatsLoadFailed)}</p>
          <Button variant="light" size="small" onClick={onRetry}>
            {i18n._(texts.retry)}
          </Button>
        </div>
      ) : null}
      {count === 0 ? (
        <p className={styles.none}>{i18n._(texts.noSeat)}</p>
      ) : (
        <ul
          className={styles.seats}
          data-layout={seatListLayout(count)}
          aria-label={i18n._(texts.seatsList.id, { count })}
        >
          {state.seats.map((seat) => (
            <li key={seat} className={styles.seat}>
              <SeatTitle seat={seat} standNames={standNames} />
              <button
                type="button"
                className={styles.remove}
                aria-label={i18n._(texts.removeSeat.id, { seat: seatLabel(seat) })}
                onClick={() => dispatch({ type: 'toggleSeat', seat })}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="light" onClick={() => onLeave({ type: 'clearBlock' })}>
          <Icon name="arrow-left" size={20} />
          {i18n._(texts.otherBlock)}
        </Button>
        <Button
          disabled={count === 0}
          aria-describedby={count === 0 ? hintId : undefined}
          onClick={() => onLeave({ type: 'showPrices' })}
        >
          {i18n._(texts.choosePrices)}
          <Icon name="arrow-right" size={20} />
        </Button>
      </div>
      {count === 0 ? (
        <p id={hintId} className={styles.hint}>
          {i18n._(texts.needSeat)}
        </p>
      ) : null}
    </div>
  );
}

interface PricesFormProps extends PanelProps {
  block: string;
  onLeave: Dispatch<StandsAction>;
}

/** Step 2: a price per seat among its category's, then the seats to the cart. */
function PricesForm({ data, state, block, dispatch, onLeave, heading }: PricesFormProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const account = useAtomValue(accountAtom);
  const store = useStore();
  const { add, adding } = useAddToCart();
  const hintId = useId();
  const problemId = useId();
  // A new object on each refused submit, so the alert takes the focus again.
  const [memberOnly, setMemberOnly] = useState<{ refusal: MemberOnlyRefusal } | null>(null);
  const [pending, setPending] = useState(false);
  const category = categoryOfBlock(data.categories, block);
  const standNames = useStandNames(data);
  const prices = useMemo(
    () => (category ? pricesOfCategory(data.performance, category) : []),
    [category, data.performance],
  );
  const byId = useMemo(() => new Map(prices.map((price) => [priceIdOf(price), price])), [prices]);
  const chosen = state.seats.flatMap((seat) => {
    const price = byId.get(state.prices[seat] ?? '');
    return price ? [price] : [];
  });
  const ready = canAddToCart(state) && chosen.length === state.seats.length;
  const total = chosen.reduce((sum, price) => sum + price.price, 0);
  const labelOf = (price: PerformancePrice) =>
    i18n._(texts.priceOption.id, {
      audience: inLocale(price.localized, locale).audienceName,
      price: formatPrice(price.price, locale),
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending || adding) return;
    const refusal = memberOnlyRefusal(account, chosen);
    if (refusal) {
      setMemberOnly({ refusal });
      return;
    }
    setMemberOnly(null);
    setPending(true);
    try {
      const added = await add(standItems(data.info.productSecutixId, state));
      // The cart has opened its added-to-cart modal in place of this one; close this one otherwise.
      if (added && store.get(modalAtom)?.kind === 'stands') store.set(modalAtom, null);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.pricesHeading)}
      </h3>
      <ChosenCategory category={category} />
      <input type="hidden" name="stand.block" value={block} />
      <ul
        className={styles.seats}
        data-layout={seatListLayout(state.seats.length)}
        aria-label={i18n._(texts.seatsList.id, { count: state.seats.length })}
        aria-describedby={memberOnly ? problemId : undefined}
      >
        {state.seats.map((seat) => (
          <SeatPrice
            key={seat}
            seat={seat}
            standNames={standNames}
            ticketId={data.info.productSecutixId}
            prices={prices}
            value={state.prices[seat] ?? ''}
            labelOf={labelOf}
            onChange={(price) => {
              setMemberOnly(null);
              dispatch({ type: 'choosePrice', seat, price });
            }}
          />
        ))}
      </ul>
      <p className={styles.total}>
        <span>{i18n._(texts.total)}</span>
        <Price value={total} />
      </p>
      {memberOnly ? (
        <MemberOnlyAlert id={problemId} refusal={memberOnly.refusal} attempt={memberOnly} />
      ) : null}
      <div className={styles.actions}>
        <Button variant="light" onClick={() => onLeave({ type: 'editSeats' })}>
          <Icon name="arrow-left" size={20} />
          {i18n._(texts.editSeats)}
        </Button>
        <Button
          type="submit"
          disabled={!ready}
          loading={pending || adding}
          aria-describedby={ready ? undefined : hintId}
        >
          <Icon name="cart" size={20} />
          {i18n._(texts.add)}
        </Button>
      </div>
      {ready ? null : (
        <p id={hintId} className={styles.hint}>
          {i18n._(texts.needPrices)}
        </p>
      )}
    </form>
  );
}

/** The grandstands' names in the visitor's language, for the seats' names. */
function useStandNames(data: StandsData): StandNames {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return useMemo(() => standNamesOf(data.venue, locale), [data.venue, locale]);
}

/**
 * A chosen seat as the picker shows it: its label, the last 4 characters of its id (SPEC §2), with
 * where it is beside it (grandstand, block, row), as the cart will name it.
 */
function SeatTitle({
  seat,
  standNames,
  hidden = false,
}: {
  seat: string;
  standNames: StandNames;
  hidden?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <span className={styles.seatTitle} aria-hidden={hidden || undefined}>
      <span className={styles.seatLabel}>{seatLabel(seat)}</span>
      <span className={styles.seatPlace}>{seatPlace(i18n, seat, standNames)}</span>
    </span>
  );
}

interface SeatPriceProps {
  seat: string;
  standNames: StandNames;
  ticketId: string;
  prices: readonly PerformancePrice[];
  /** The ticket price id chosen, or ''. */
  value: string;
  labelOf: (price: PerformancePrice) => string;
  onChange: (price: string | null) => void;
}

/** A seat and its price: the fields of a selection (SPEC §3), `ticket_option_price_id` chosen. */
function SeatPrice({
  seat,
  standNames,
  ticketId,
  prices,
  value,
  labelOf,
  onChange,
}: SeatPriceProps) {
  const { i18n } = useLingui();
  const selectId = useId();
  const label = seatLabel(seat);
  const price = prices.find((each) => priceIdOf(each) === value);
  return (
    <li className={styles.seatPrice}>
      <SeatTitle seat={seat} standNames={standNames} hidden />
      <label htmlFor={selectId} className="pdk-visually-hidden">
        {i18n._(texts.priceOf.id, { seat: label })}
      </label>
      <select
        id={selectId}
        name={priceFieldNames.priceId}
        className={fieldStyles.select}
        value={value}
        required
        onChange={(event) => onChange(event.currentTarget.value || null)}
      >
        <option value="">{i18n._(texts.choosePrice)}</option>
        {prices.map((each) => (
          <option key={priceIdOf(each)} value={priceIdOf(each)}>
            {labelOf(each)}
          </option>
        ))}
      </select>
      <input type="hidden" name={priceFieldNames.ticketId} value={ticketId} />
      <input type="hidden" name="seatIds" value={seat} />
      {price ? <input type="hidden" name={priceFieldNames.price} value={price.price} /> : null}
    </li>
  );
}

export { StandsSimpleModal } from './stands-simple-modal.js';
