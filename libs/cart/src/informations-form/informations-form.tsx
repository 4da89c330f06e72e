import { useLingui } from '@lingui/react';
import { accountAtom } from '@paddock/account';
import { activeLocale, checkoutPaths } from '@paddock/i18n';
import { Button } from '@paddock/ui';
import { useAtomValue, useStore } from 'jotai';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type HTMLInputAutoCompleteAttribute,
  type HTMLInputTypeAttribute,
} from 'react';
import {
  buyerDetailsFields,
  checkoutAtom,
  isCartValid,
  type BuyerDetails,
} from '../checkout/checkout-state.js';
import {
  buyerDetailsOf,
  noBuyerDetails,
  problemOf,
  trimmed,
  validateBuyerDetails,
  type BuyerDetailsErrors,
  type BuyerDetailsField,
  type FieldProblem,
} from './buyer-details.js';
import { cartConfigAtom, navigationOf } from '../config.js';
import {
  CheckoutPage,
  ToTicketsNotice,
  type CheckoutRouteProps,
} from '../checkout/checkout-frame.js';
import { buyerDetailsTexts } from './buyer-details-texts.js';
import styles from './informations-form.module.css';

const texts = {
  title: /*i18n*/ { id: 'checkout.informations.title', message: 'Your details' },
  loading: /*i18n*/ { id: 'checkout.informations.loading', message: 'Loading your cart…' },
  noCart: /*i18n*/ {
    id: 'checkout.informations.noCart',
    message: 'Your cart is empty: there is nothing to check out yet.',
  },
  intro: /*i18n*/ {
    id: 'checkout.informations.intro',
    message: 'Who is buying? Every field is required.',
  },
  contact: /*i18n*/ { id: 'checkout.informations.contact', message: 'Contact' },
  address: /*i18n*/ { id: 'checkout.informations.address', message: 'Address' },
  submit: /*i18n*/ { id: 'checkout.informations.submit', message: 'Continue to the review' },
  errorRequired: /*i18n*/ {
    id: 'checkout.informations.error.required',
    message: 'This field is required.',
  },
  errorEmail: /*i18n*/ {
    id: 'checkout.informations.error.email',
    message: 'Enter an email address such as name@example.com.',
  },
  errorPhone: /*i18n*/ {
    id: 'checkout.informations.error.phone',
    message: 'Enter a phone number of 6 to 15 digits, such as 06 12 34 56 78.',
  },
  errorZipCode: /*i18n*/ {
    id: 'checkout.informations.error.zipCode',
    message: 'Enter a zip code of 3 to 10 letters or digits, such as 72000.',
  },
};

const problemTexts = {
  required: texts.errorRequired,
  email: texts.errorEmail,
  phone: texts.errorPhone,
  zipCode: texts.errorZipCode,
} satisfies Record<FieldProblem, { id: string; message: string }>;

interface FieldSpec {
  type: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
}

const fieldSpecs: Record<BuyerDetailsField, FieldSpec> = {
  firstname: { type: 'text', autoComplete: 'given-name' },
  lastname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  street: { type: 'text', autoComplete: 'street-address' },
  zipCode: { type: 'text', autoComplete: 'postal-code' },
  city: { type: 'text', autoComplete: 'address-level2' },
  country: { type: 'text', autoComplete: 'country-name' },
};

const contactFields = ['firstname', 'lastname', 'email', 'phone'] as const;
const addressFields = ['street', 'zipCode', 'city', 'country'] as const;

export type InformationsFormProps = CheckoutRouteProps;

/**
 * The informations page (`/{locale}/checkout/informations`, SPEC §2), the next step of a cart without an
 * external shop: the buyer's details, prefilled from the logged-in member, checked field by field and
 * saved with the cart in the checkout state; then on to the order's review. Without a cart, says so.
 */
export function InformationsForm({ ticketingHref }: InformationsFormProps) {
  const { i18n } = useLingui();
  const { cart } = useAtomValue(checkoutAtom);
  return (
    <CheckoutPage styles={styles} title={i18n._(texts.title)} loading={i18n._(texts.loading)}>
      {isCartValid(cart) ? (
        <DetailsStep />
      ) : (
        <ToTicketsNotice className={styles.noCart} ticketingHref={ticketingHref}>
          <p>{i18n._(texts.noCart)}</p>
        </ToTicketsNotice>
      )}
    </CheckoutPage>
  );
}

function DetailsStep() {
  const store = useStore();
  const { i18n } = useLingui();
  const saved = useAtomValue(checkoutAtom).buyer;

  // Saved with the cart, then on to the order's review.
  const save = (details: BuyerDetails) => {
    store.set(checkoutAtom, (state) => ({ ...state, buyer: details }));
    navigationOf(store.get(cartConfigAtom)).navigate(checkoutPaths.review(activeLocale(i18n)));
  };

  return <DetailsForm saved={saved} onSave={save} />;
}

interface DetailsFormProps {
  saved: BuyerDetails | undefined;
  onSave: (details: BuyerDetails) => void;
}

function DetailsForm({ saved, onSave }: DetailsFormProps) {
  const { i18n } = useLingui();
  const { user } = useAtomValue(accountAtom);
  const [values, setValues] = useState<BuyerDetails>(
    () => saved ?? (user ? buyerDetailsOf(user) : noBuyerDetails),
  );
  const [errors, setErrors] = useState<BuyerDetailsErrors>({});
  const touched = useRef(saved !== undefined);
  const inputs = useRef(new Map<BuyerDetailsField, HTMLInputElement>());
  const focusFirstError = useRef(false);

  // The member's details may arrive after the form (the token is refreshed after load): take them
  // while the visitor has typed nothing.
  useEffect(() => {
    if (user && !touched.current) setValues(buyerDetailsOf(user));
  }, [user]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = buyerDetailsFields.find((field) => errors[field]);
    if (first) inputs.current.get(first)?.focus();
  });

  const change = (field: BuyerDetailsField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    touched.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    // A message shown goes as soon as the value is right (and changes if it is wrong another way).
    if (errors[field]) setErrors((current) => ({ ...current, [field]: problemOf(field, value) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBuyerDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      return;
    }
    onSave(trimmed(values));
  };

  const field = (name: BuyerDetailsField) => (
    <Field
      key={name}
      name={name}
      label={i18n._(buyerDetailsTexts[name])}
      value={values[name]}
      error={errors[name] ? i18n._(problemTexts[errors[name]]) : undefined}
      spec={fieldSpecs[name]}
      onChange={change(name)}
      inputRef={(input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      }}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{i18n._(texts.intro)}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{i18n._(texts.contact)}</legend>
        <div className={styles.fields}>{contactFields.map(field)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{i18n._(texts.address)}</legend>
        <div className={styles.fields}>{addressFields.map(field)}</div>
      </fieldset>
      <Button type="submit" className={styles.submit}>
        {i18n._(texts.submit)}
      </Button>
    </form>
  );
}

interface FieldProps {
  name: BuyerDetailsField;
  label: string;
  value: string;
  error: string | undefined;
  spec: FieldSpec;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (input: HTMLInputElement | null) => void;
}

function Field({ name, label, value, error, spec, onChange, inputRef }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={name === 'street' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={spec.type}
        autoComplete={spec.autoComplete}
        required
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
