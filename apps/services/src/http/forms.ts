/**
 * The forms of the content service: `{base}/content/contact` and
 * `{base}/content/form/{formIdentifier}/i18n/{locale}`. Answers are checked (422 `INVALID_FORM` naming
 * each refused field), stored, and acknowledged with a reference; one address sends a limited number
 * of submissions in a while (429), as the login does for failures.
 */
import {
  contactAnswers,
  contentRoutes as routes,
  formIdentifier as formIdentifierSchema,
  locale as localeSchema,
  seminarFormIdentifier,
  seminarRequestAnswers,
} from '@paddock/api-clients/contracts';
import { Hono, type Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import * as forms from '../domain/forms';
import { clientAddress } from './client-address';
import type { Services } from './services';
import { serve, ServiceError } from './contract';

/** Submissions one address may send in a window (enough for a family's several requests). */
export const submissionLimit = { points: 20, seconds: 600 };

const refused = (problems: forms.FieldProblems) =>
  new ServiceError(422, 'INVALID_FORM', 'Some answers were refused; see details.fields.', {
    fields: problems,
  });

const noForm = (identifier: string) =>
  new ServiceError(404, 'NOT_FOUND', `Form ${identifier} not found.`);

export function formsService({ db, clock }: Services): Hono {
  const app = new Hono();
  const submissions = new RateLimiterMemory({
    keyPrefix: 'forms',
    points: submissionLimit.points,
    duration: submissionLimit.seconds,
  });

  /** Counts a submission from the caller's address; past the limit, a 429 with `Retry-After`. */
  async function throttle(context: Context): Promise<void> {
    try {
      await submissions.consume(clientAddress(context));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      context.header('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw new ServiceError(429, 'TOO_MANY_SUBMISSIONS', 'Too many forms sent: try again later.');
    }
  }

  serve(app, routes.contact, async ({ body, context }) => {
    await throttle(context);
    const checked = forms.checkWith(contactAnswers, body.values);
    if (!checked.ok) throw refused(checked.problems);
    const reference = await forms.storeSubmission(db, {
      formIdentifier: 'contact',
      locale: body.locale,
      answers: checked.answers,
      page: body.page,
      at: clock.now(),
    });
    return { success: true as const, reference };
  });

  serve(app, routes.submitForm, async ({ params, body, context }) => {
    const identifier = formIdentifierSchema.safeParse(params['formIdentifier']);
    const locale = localeSchema.safeParse(params['locale']);
    if (!identifier.success || !locale.success) throw noForm(String(params['formIdentifier']));
    await throttle(context);

    let answers: Record<string, unknown>;
    if (identifier.data === seminarFormIdentifier) {
      const checked = forms.checkWith(seminarRequestAnswers, body.values);
      if (!checked.ok) throw refused(checked.problems);
      // A seminar starts tomorrow at the earliest.
      if (checked.answers.startDate <= clock.now().toISOString().slice(0, 10)) {
        throw refused({ startDate: 'invalid' });
      }
      answers = checked.answers;
    } else {
      const fields = await forms.formFields(db, identifier.data, locale.data);
      if (!fields) throw noForm(identifier.data);
      const checked = forms.checkAgainstFields(fields, body.values);
      if (!checked.ok) throw refused(checked.problems);
      answers = checked.answers;
    }
    const reference = await forms.storeSubmission(db, {
      formIdentifier: identifier.data,
      locale: locale.data,
      answers,
      page: body.page,
      at: clock.now(),
    });
    return { success: true as const, reference };
  });

  return app;
}
