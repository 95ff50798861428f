import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getDb } from '~/server/db.server'
import { criteriaDocuments } from './criteria-documents.server'

/** The criteria PDFs of a plan year's formularies, for the CriteriaDocuments slice. */
export const getCriteriaDocuments = createServerFn({ method: 'GET' })
  .validator(z.object({ year: z.number().int().min(2000).max(2100), lang: z.enum(['en', 'es']) }))
  .handler(async ({ data }) => criteriaDocuments(await getDb(), data.year, data.lang))
