import { z } from 'zod'
import { searchDigits } from './plans-input'

// The one ZIP rule (spec 5.1, 5.2): exactly five digits, surrounding spaces ignored. Browser
// forms, URL search params, server functions and the HTTP API all parse ZIPs with it.

/** The rule as an HTML `pattern`, for forms that validate natively before JavaScript runs. */
export const ZIP_PATTERN = '[0-9]{5}'
const ZIP = new RegExp(`^${ZIP_PATTERN}$`)

/** Spec 5.1's message, for answers in English only (the HTTP API). */
export const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code'

/**
 * A ZIP code. `message` is what a failure says: a form passes the i18n key of its namespace
 * whose text is spec 5's 'Please enter a 5-digit ZIP code' / 'Ingrese un código postal de 5 dígitos'.
 */
export const zipCodeSchema = (message: string = ZIP_MESSAGE) => z.string().trim().regex(ZIP, { message })

export const isZipCode = (value: unknown): value is string => typeof value === 'string' && ZIP.test(value.trim())

/** A ZIP code in a page's search params, undefined when absent or not a ZIP. */
export const zipSearchParam = searchDigits.pipe(zipCodeSchema()).optional().catch(undefined)
