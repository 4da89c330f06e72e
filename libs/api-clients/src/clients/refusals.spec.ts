import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { invalidQuantityDetails } from '../contracts/cart.js';
import { apiError } from '../contracts/common.js';
import { formRefusal } from '../contracts/forms.js';
import { refusalText } from './account-refusal.js';
import { readInvalidQuantityDetails } from './cart-refusal.js';
import { readApiError, readFormRefusal } from './refusals.js';

/** What a schema makes of `value`: its output, or undefined when it refuses it. */
const parsed = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | undefined => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

const error = (fields: Record<string, unknown>) => ({ error: fields });

const apiErrors: unknown[] = [
  error({ code: 'CART_NOT_FOUND', message: 'Gone' }),
  error({ code: 'CART_FULL', message: 'Full', details: { max: 20 } }),
  error({ code: 'X', message: '', details: {}, extra: true }),
  { ...error({ code: 'X', message: 'm' }), other: 1 },
  error({ code: '', message: 'no code' }),
  error({ code: 'X' }),
  error({ code: 1, message: 'm' }),
  error({ code: 'X', message: 'm', details: [] }),
  error({ code: 'X', message: 'm', details: 'no' }),
  error({ code: 'X', message: 'm', details: null }),
  { error: 'text' },
  { error: null },
  { error: [] },
  {},
  [],
  null,
  'Bad gateway',
  undefined,
];

const quantityDetails: unknown[] = [
  { max: 4, productName: 'Week-end' },
  { max: 0, productName: '' },
  { max: 4, productName: 'Week-end', productNames: { fr: 'Week-end' } },
  { max: 4, productName: 'Week-end', productNames: { fr: 'Week-end', en: 'Weekend' } },
  { max: 4, productName: 'Week-end', productNames: { fr: 'Week-end', de: 'x' }, other: 1 },
  { max: 4, productName: 'Week-end', productNames: { en: 'Weekend' } },
  { max: 4, productName: 'Week-end', productNames: { fr: 'Week-end', en: 2 } },
  { max: 4, productName: 'Week-end', productNames: null },
  { max: -1, productName: 'Week-end' },
  { max: 1.5, productName: 'Week-end' },
  { max: '4', productName: 'Week-end' },
  { max: 4 },
  [],
  null,
  undefined,
];

const formRefusals: unknown[] = [
  error({ code: 'INVALID_FORM', message: 'm', details: { fields: { email: 'invalid' } } }),
  error({
    code: 'INVALID_FORM',
    message: 'm',
    details: { fields: { a: 'required', b: 'tooShort', c: 'tooLong' } },
  }),
  error({ code: 'INVALID_FORM', message: 'm', details: { fields: {} } }),
  error({ code: 'INVALID_FORM', message: 'm', details: { fields: { email: 'wrong' } } }),
  error({ code: 'INVALID_FORM', message: 'm', details: { fields: [] } }),
  error({ code: 'INVALID_FORM', message: 'm', details: {} }),
  error({ code: 'INVALID_FORM', message: 'm' }),
  error({ code: 'INVALID_REQUEST', message: 'm', details: { fields: { email: 'invalid' } } }),
  error({ code: 'INVALID_FORM', details: { fields: { email: 'invalid' } } }),
  { oops: true },
  null,
];

describe('readApiError', () => {
  it.each(apiErrors.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as apiError does',
    (_, sample) => {
      expect(readApiError(sample)).toEqual(parsed(apiError, sample)?.error);
    },
  );
});

describe('readInvalidQuantityDetails', () => {
  it.each(quantityDetails.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as invalidQuantityDetails does',
    (_, sample) => {
      expect(readInvalidQuantityDetails(sample)).toEqual(parsed(invalidQuantityDetails, sample));
    },
  );
});

describe('readFormRefusal', () => {
  it.each(formRefusals.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as formRefusal does',
    (_, sample) => {
      expect(readFormRefusal(sample)).toEqual(parsed(formRefusal, sample)?.error.details.fields);
    },
  );
});

describe('refusalText', () => {
  it.each([
    [{ error: 'Bad credentials', message: 'Refused' }, ['error', 'message'], 'Bad credentials'],
    [{ error: 'Bad credentials', message: 'Refused' }, ['message', 'error'], 'Refused'],
    [{ error: { code: 'X', message: 'Expired' } }, ['error', 'message'], 'Expired'],
    [{ error: '', message: 'Refused' }, ['error', 'message'], 'Refused'],
    [{ message: 'Refused' }, ['error'], undefined],
    [{ error: 42, message: 'Refused' }, ['message'], undefined],
    [{ error: { code: '', message: 'x' }, message: 'Refused' }, ['message'], undefined],
    [{ error: 'Bad', message: 3 }, ['error'], undefined],
    [{}, ['error', 'message'], undefined],
    ['Bad gateway', ['error', 'message'], undefined],
    [null, ['error', 'message'], undefined],
  ] as const)('finds in %j, by %j, %j', (body, keys, text) => {
    expect(refusalText(body, keys)).toBe(text);
  });
});
