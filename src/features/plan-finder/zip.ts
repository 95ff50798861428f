import { z } from 'zod'

/** A US ZIP code: exactly five digits (spec 5.1). The message is an i18n key. */
export const zipSchema = z.string().trim().regex(/^\d{5}$/, { message: 'zipError' })
