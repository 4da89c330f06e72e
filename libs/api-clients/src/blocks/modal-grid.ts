import * as z from 'zod/mini';

/** The data of a `modal-grid` block, checked on the site server before a page renders it. */
export const modalGridData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type ModalGridData = z.infer<typeof modalGridData>;
