import { eventDate } from '@paddock/api-clients/lite';
import type { I18n } from '@lingui/core';
import type { FormAnswers } from '@paddock/api-clients';
import type { FormFieldData, SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import type { FieldValues } from 'react-hook-form';
import { texts } from './seminar-texts.js';

/** The configurator's requests go to `form/seminar-configurator/…` (the contracts' identifier). */
export const formIdentifier = 'seminar-configurator';

export type StepId = 'group' | 'space' | 'options' | 'contact';

/** The answers each step asks. */
export const stepFields: Record<StepId, readonly string[]> = {
  group: ['participants', 'startDate', 'days'],
  space: ['space'],
  options: ['catering', 'activities'],
  contact: ['company', 'name', 'email', 'phone', 'message', 'consent'],
};

/** Tomorrow in Le Mans, `YYYY-MM-DD`: the first day a seminar can start. */
function tomorrow(): string {
  return eventDate(Date.now() + 24 * 60 * 60 * 1000);
}

/** The fields of the group and contact steps, as a CMS form would describe them. */
export function fieldsOf(data: SeminarConfiguratorData, i18n: I18n) {
  const min = data.participants?.min ?? 5;
  const max = data.participants?.max ?? 1000;
  const maxDays = data.maxDays ?? 3;
  const group: FormFieldData[] = [
    {
      name: 'participants',
      label: i18n._(texts.participants),
      help: i18n._(texts.participantsHelp.id, { min, max }),
      type: 'number',
      required: true,
      min,
      max,
      width: 'half',
    },
    {
      name: 'startDate',
      label: i18n._(texts.startDate),
      type: 'date',
      required: true,
      min: tomorrow(),
      width: 'half',
    },
    {
      name: 'days',
      label: i18n._(texts.days),
      type: 'select',
      required: true,
      width: 'half',
      options: Array.from({ length: maxDays }, (_, index) => ({
        value: String(index + 1),
        label: i18n._(texts.dayCount.id, { count: index + 1 }),
      })),
    },
  ];
  const contact: FormFieldData[] = [
    {
      name: 'company',
      label: i18n._(texts.company),
      type: 'text',
      required: true,
      maxLength: 160,
      width: 'half',
    },
    {
      name: 'name',
      label: i18n._(texts.name),
      type: 'text',
      required: true,
      maxLength: 120,
      width: 'half',
    },
    {
      name: 'email',
      label: i18n._(texts.email),
      type: 'email',
      required: true,
      width: 'half',
    },
    { name: 'phone', label: i18n._(texts.phone), type: 'tel', required: true, width: 'half' },
    { name: 'message', label: i18n._(texts.message), type: 'textarea', maxLength: 5000 },
    {
      name: 'consent',
      label: i18n._(texts.consent),
      type: 'consent',
      required: true,
      ...(data.privacyLink ? { link: data.privacyLink } : {}),
    },
  ];
  return { group, contact };
}

export const defaultValues: FieldValues = {
  participants: '',
  startDate: '',
  days: '1',
  space: '',
  catering: 'none',
  activities: [],
  company: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
};

/** The request as the service takes it (`seminarRequestAnswers`). */
export function answersOf(values: FieldValues): FormAnswers {
  const text = (name: string) => String(values[name] ?? '').trim();
  return {
    participants: Number(values['participants']),
    startDate: text('startDate'),
    days: Number(values['days']),
    space: text('space'),
    ...(values['catering'] && values['catering'] !== 'none' ? { catering: text('catering') } : {}),
    activities: Array.isArray(values['activities']) ? values['activities'].map(String) : [],
    company: text('company'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    ...(text('message') ? { message: text('message') } : {}),
    consent: values['consent'] === true,
  };
}

export type Outcome = { sent: string } | { failed: 'busy' | 'failed' } | null;

/** The steps of a configurator: options only when there is catering or an activity to choose. */
export function stepsOf(data: SeminarConfiguratorData): StepId[] {
  return [
    'group',
    'space',
    ...(data.catering?.length || data.activities?.length ? (['options'] as const) : []),
    'contact',
  ];
}
