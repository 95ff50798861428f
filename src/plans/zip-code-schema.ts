import { z } from 'zod/mini'
import { ZIP, ZIP_MESSAGE } from './zip-code'

// The ZIP rule of zip-code.ts as a zod schema, for forms, server functions and the HTTP API.

/**
 * A ZIP code. `message` is what a failure says: a form passes the i18n key of its namespace
 * whose text is spec 5's 'Please enter a 5-digit ZIP code' / 'Ingrese un código postal de 5 dígitos'.
 */
export const zipCodeSchema = (message: string = ZIP_MESSAGE) =>
  z.string().check(z.trim(), z.regex(ZIP, { message }))
