// The one ZIP rule (spec 5.1, 5.2): exactly five digits, surrounding spaces ignored. Browser
// forms, URL search params, server functions and the HTTP API all parse ZIPs with it. No schema
// library here: every page's route table reads ZIPs through this file (zod: zip-code-schema.ts).

/** The rule as an HTML `pattern`, for forms that validate natively before JavaScript runs. */
export const ZIP_PATTERN = '[0-9]{5}'
/** The rule as a regular expression (schemas: zip-code-schema.ts). */
export const ZIP = new RegExp(`^${ZIP_PATTERN}$`)

/** Spec 5.1's message, for answers in English only (the HTTP API). */
export const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code'

export const isZipCode = (value: unknown): value is string =>
  typeof value === 'string' && ZIP.test(value.trim())

/**
 * A ZIP code in a page's search params (trimmed), undefined when absent or not a ZIP. The router
 * reads query values as JSON, so ?zip=33101 arrives as a number and ?zip=02134 as text.
 */
export function zipSearchValue(value: unknown): string | undefined {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value
  return typeof text === 'string' && ZIP.test(text.trim()) ? text.trim() : undefined
}
