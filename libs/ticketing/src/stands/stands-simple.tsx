import { useLingui } from '@lingui/react';
import { Button, Icon, Spinner, useHydrated } from '@paddock/ui';
import { useId } from 'react';
import { CategoryChoice } from './category-choice.js';
import { StadiumMap } from './stadium-map.js';
import { FieldEmpty, fieldStyles, GroupError } from './stand-fields.js';
import type { StandsData } from './stands-data.js';
import { standTexts } from './stands-texts.js';
import { useStandsData } from './use-stands-data.js';
import { useStandsSimple } from './use-stands-simple.js';
import styles from './stands-simple.module.css';

const texts = {
  ...standTexts,
  legend: /*i18n*/ { id: 'stands.simple.legend', message: 'Choose a category of seats' },
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
  const hydrated = useHydrated();
  const ids = { group: useId(), category: useId() };
  const { form, state, errors, pick, chooseBlock, mapProps, submit } = useStandsSimple(
    secutixId,
    data,
  );
  const invalid = errors !== null && (errors.category || errors.block);

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
          {data.categories.map((category) => (
            <CategoryChoice
              key={category.id}
              category={category}
              performance={data.performance}
              id={ids.category}
              active={state.category === category.id}
              block={state.block}
              errors={errors}
              hydrated={hydrated}
              onPick={pick}
              onBlock={chooseBlock}
            />
          ))}
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
