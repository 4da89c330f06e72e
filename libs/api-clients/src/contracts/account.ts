import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/** `POST /api/mobile/login` (form: email, password). */
export const loginForm = z.object({ email: z.email(), password: text });
export const loginResponse = z.object({
  success: z.boolean(),
  data: z.optional(z.object({ token: text })),
  error: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The member's details the site reads (SPEC §3). */
export const user = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.email(),
  mobile_phone_number: z.optional(z.object({ national_number: z.string() })),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  address1: z.string(),
});
export type User = z.infer<typeof user>;

/** `GET /api/mobile/customer` (bearer token). */
export const customerResponse = z.object({
  success: z.boolean(),
  data: z.optional(user),
  message: z.optional(z.string()),
});
export type CustomerResponse = z.infer<typeof customerResponse>;

/** `GET /api/mobile/customer/bouquets`: the memberships held, ACO1 among them for a member. */
export const bouquet = z.object({
  choice: z.object({ name: text }),
  date_end: z.iso.datetime({ offset: true }),
});
export const bouquetsResponse = z.object({
  success: z.boolean(),
  data: z.object({ objects: z.array(bouquet) }),
});
export type BouquetsResponse = z.infer<typeof bouquetsResponse>;

/** `POST /api/mobile/login/token/refresh` (form: token_to_renew, bearer token). */
export const refreshForm = z.object({ token_to_renew: text });
export const refreshResponse = z.object({
  success: z.boolean(),
  data: z.optional(z.object({ token: text })),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** `POST /api/mobile/logout` (bearer token): the token is revoked, whether or not it was still valid. */
export const logoutResponse = z.object({ success: z.boolean() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export { membershipCode } from '../constants.js';
