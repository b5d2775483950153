import * as z from 'zod/mini';

/** A user as a reply embeds them (an executor, a checker, an author) and as pickers list them. */
export const personSchema = z.object({
  id: z.int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;
