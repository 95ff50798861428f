import { z } from 'zod/mini'
import { SLUG } from './formulary-search'

/** A drug id: the product name in lower case with dashes, e.g. lotensin-hct. */
export const drugIdSchema = z.string().check(z.regex(SLUG, 'Not a drug id'), z.maxLength(120))
