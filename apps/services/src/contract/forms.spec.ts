import { formReceipt, formRefusal } from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { checkAgainstFields, formFields, storeSubmission } from '../domain/forms';
import { submissionLimit } from '../http/forms';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices();
  api = http(`${services.url}/content`);
});
afterAll(() => services.close());

const contact = {
  name: 'Camille Martin',
  email: 'camille.martin@example.org',
  phone: '06 12 34 56 78',
  subject: 'Navettes',
  message: 'Bonjour, les navettes depuis la gare circulent-elles la nuit de la course ?',
  consent: true,
};

// The services' clock stands on 15 January 2027.
const seminar = {
  participants: 40,
  startDate: '2027-03-10',
  days: 2,
  space: 'salon-panoramique',
  catering: 'dejeuner-assis',
  activities: ['karting', 'musee'],
  company: 'Garage Dupont SA',
  name: 'Claire Dupont',
  email: 'claire.dupont@example.org',
  phone: '+33 2 43 00 00 00',
  consent: true,
};

/** A submission's answer: its status, and its receipt or refused fields. */
async function submit(path: string, json: unknown) {
  const answer = await api.post<unknown>(path, { json });
  if (answer.status === 200) {
    return { status: 200, reference: formReceipt.parse(answer.body).reference, fields: {} };
  }
  const refusal = formRefusal.safeParse(answer.body);
  return {
    status: answer.status,
    reference: undefined,
    fields: refusal.success ? refusal.data.error.details.fields : undefined,
    body: answer.body,
  };
}

describe('contact route', () => {
  it('stores a contact message and answers its reference', async () => {
    const first = await submit('contact', { locale: 'fr', values: contact, page: '/fr/contact' });
    const second = await submit('contact', { locale: 'en', values: contact });
    expect(first.status).toBe(200);
    expect(first.reference).toMatch(/^PDK-[2-9A-HJ-NP-Z]{8}$/);
    expect(second.reference).not.toBe(first.reference);
  });

  it('refuses with a 422 naming each refused field and its problem', async () => {
    const answer = await submit('contact', {
      locale: 'fr',
      values: { name: '  ', email: 'camille@', message: 'Court', phone: 'abc' },
    });
    expect(answer.status).toBe(422);
    expect(answer.fields).toEqual({
      name: 'required',
      email: 'invalid',
      message: 'tooShort',
      phone: 'invalid',
      consent: 'required',
    });
  });

  it('refuses an unticked consent and an empty submission', async () => {
    expect(
      (await submit('contact', { locale: 'fr', values: { ...contact, consent: false } })).fields,
    ).toEqual({ consent: 'required' });
    const empty = await submit('contact', { locale: 'en' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['consent', 'email', 'message', 'name']);
  });

  it('answers 400 to a body that is no submission at all', async () => {
    expect((await submit('contact', { locale: 'de', values: contact })).status).toBe(400);
    const notJson = await api.post<{ error: { code: string } }>('contact', {
      headers: { 'content-type': 'application/json' },
      form: { not: 'json' },
    });
    expect(notJson.status).toBe(400);
  });
});

describe('form route', () => {
  it('takes a seminar request for the configurator', async () => {
    const answer = await submit('form/seminar-configurator/i18n/fr', {
      values: seminar,
      page: '/fr/seminaires',
    });
    expect(answer.status).toBe(200);
    expect(answer.reference).toMatch(/^PDK-/);
  });

  it('refuses a seminar in the past, an empty group and a missing company', async () => {
    const past = await submit('form/seminar-configurator/i18n/en', {
      values: { ...seminar, startDate: '2027-01-15' },
    });
    expect(past.status).toBe(422);
    expect(past.fields).toEqual({ startDate: 'invalid' });
    const wrong = await submit('form/seminar-configurator/i18n/en', {
      values: { ...seminar, participants: 0, company: '', days: 9 },
    });
    expect(wrong.fields).toEqual({ participants: 'invalid', company: 'required', days: 'invalid' });
  });

  it('checks any other form against the fields of its published block (the hospitality quote)', async () => {
    const ok = await submit('form/devis/i18n/fr', {
      values: { company: 'ACO Events', email: 'events@example.org', guests: 24, extra: 'dropped' },
    });
    expect(ok.status).toBe(200);
    const refused = await submit('form/devis/i18n/en', {
      values: { email: 'not an email', guests: 'many' },
    });
    expect(refused.status).toBe(422);
    expect(refused.fields).toEqual({ email: 'invalid', guests: 'invalid' });
    expect((await submit('form/devis/i18n/fr', { values: {} })).fields).toEqual({
      email: 'required',
      guests: 'required',
    });
  });

  it('answers 404 for a form nobody published, or a locale the site does not have', async () => {
    expect((await submit('form/inconnu/i18n/fr', { values: {} })).status).toBe(404);
    expect((await submit('form/devis/i18n/de', { values: {} })).status).toBe(404);
    expect((await submit('form/Not_A_Slug/i18n/fr', { values: {} })).status).toBe(404);
  });
});

describe('submission limit', () => {
  it(`refuses an address past ${submissionLimit.points} submissions in a while, with Retry-After`, async () => {
    let refused: Awaited<ReturnType<typeof api.post>> | undefined;
    for (let count = 0; count <= submissionLimit.points && !refused; count += 1) {
      const answer = await api.post('contact', { json: { locale: 'fr', values: contact } });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.body).toMatchObject({ error: { code: 'TOO_MANY_SUBMISSIONS' } });
  });
});

describe('form submissions store', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrate(db);
  });
  afterAll(() => db.close());

  it('keeps each submission with its form, locale, answers, page and time', async () => {
    const reference = await storeSubmission(db, {
      formIdentifier: 'contact',
      locale: 'en',
      answers: contact,
      page: '/en/contact',
      at: new Date('2027-01-15T10:00:00Z'),
    });
    const [row] = await db.query<Record<string, unknown>>(
      'select * from form_submissions where reference = $1',
      [reference],
    );
    expect(row).toMatchObject({
      form_identifier: 'contact',
      locale: 'en',
      answers: contact,
      page: '/en/contact',
    });
    expect(new Date(row?.['submitted_at'] as string).toISOString()).toBe(
      '2027-01-15T10:00:00.000Z',
    );
  });

  it('finds a form by its identifier, or its block id, never a contact form', async () => {
    const fields = [{ name: 'email', label: 'Email', type: 'email', required: true }];
    const page = {
      blocks: [
        { id: 'b1', type: 'form', data: { title: 'A', kind: 'seminar-filter', fields } },
        {
          id: 'b2',
          type: 'form',
          data: { title: 'B', kind: 'page-metadata', formIdentifier: 'newsletter', fields },
        },
        { id: 'b3', type: 'form', data: { title: 'C', kind: 'contact', fields } },
      ],
    };
    await db.query(
      "insert into pages (site, locale, identifier, published) values ('auto', 'fr', 'p', $1)",
      [JSON.stringify(page)],
    );
    expect(await formFields(db, 'b1', 'fr')).toEqual(fields);
    expect(await formFields(db, 'newsletter', 'fr')).toEqual(fields);
    expect(await formFields(db, 'b2', 'fr')).toBeUndefined();
    expect(await formFields(db, 'b3', 'fr')).toBeUndefined();
    expect(await formFields(db, 'b1', 'en')).toBeUndefined();
  });

  it('checks each kind of field as the browser does', () => {
    const check = (field: object, answer: unknown) =>
      checkAgainstFields([{ name: 'f', label: 'F', ...field } as never], { f: answer as never });
    expect(check({ type: 'text', minLength: 3 }, 'ab')).toEqual({
      ok: false,
      problems: { f: 'tooShort' },
    });
    expect(check({ type: 'textarea', maxLength: 5 }, 'abcdef').ok).toBe(false);
    expect(check({ type: 'text', pattern: '[0-9]{5}' }, '72000')).toEqual({
      ok: true,
      answers: { f: '72000' },
    });
    expect(check({ type: 'text', pattern: '[0-9]{5}' }, '7200').ok).toBe(false);
    expect(check({ type: 'tel' }, '02 43 40 24 24').ok).toBe(true);
    expect(check({ type: 'number', min: 1, max: 10 }, 11).ok).toBe(false);
    expect(check({ type: 'date', min: '2027-06-01' }, '2027-05-31').ok).toBe(false);
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(check({ type: 'select', options }, 'c').ok).toBe(false);
    expect(check({ type: 'checkbox', options }, ['a', 'b']).ok).toBe(true);
    expect(check({ type: 'checkbox', options }, ['a', 'z']).ok).toBe(false);
    expect(check({ type: 'consent', required: true }, false)).toEqual({
      ok: false,
      problems: { f: 'required' },
    });
    expect(check({ type: 'text' }, undefined)).toEqual({ ok: true, answers: {} });
  });
});
