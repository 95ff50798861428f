import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'
import { getDrugDetails, getFormularyContext } from './formulary.functions'

export const formularyContextQuery = (input: { year: PlanYear; plan?: string; zip?: string }) =>
  queryOptions({
    queryKey: ['formulary', 'context', input.year, input.plan ?? null, input.zip ?? null],
    queryFn: () => getFormularyContext({ data: input }),
  })

export const drugDetailsQuery = (input: { year: PlanYear; plan: string; drug: string }) =>
  queryOptions({
    queryKey: ['formulary', 'drug', input.year, input.plan, input.drug],
    queryFn: () => getDrugDetails({ data: input }),
  })
