import type { z } from 'zod/mini'

/**
 * The message of each listed field a form's schema refused, the first one for a field with
 * several problems; issues of anything else (an unknown field) are left out. The messages are the
 * i18n keys the schema names.
 */
export function fieldErrors<Field extends string>(
  error: z.core.$ZodError,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as Field
    if (fields.includes(field) && !out[field]) out[field] = issue.message
  }
  return out
}
