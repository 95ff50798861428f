import { z } from 'zod'
import { SLUG } from './formulary-search'

/** A drug id: the product name in lower case with dashes, e.g. lotensin-hct. */
export const drugIdSchema = z.string().regex(SLUG, 'Not a drug id').max(120)
