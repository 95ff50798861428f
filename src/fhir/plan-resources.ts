import type { formularies, plans } from '../../db/schema/index.ts'
import { EXT, PROFILE, SYSTEM, concept } from './codes'
import { PAYER_ID, PAYER_NAME, networkId, networkName } from './network-resources'
import { ref, type FhirResource } from './types'

/**
 * InsurancePlan resources: each plan benefit package as a Plan-Net InsurancePlan (with a
 * reference to its formulary when it covers Part D drugs), and each formulary as a US Drug
 * Formulary "Formulary" InsurancePlan (type DRUGPOL).
 */
export type PlanRow = typeof plans.$inferSelect
export type FormularyRow = typeof formularies.$inferSelect

export const MEDICARE_ADVANTAGE = { code: 'mediadv', display: 'Medicare Advantage' }
export const DRUG_POLICY = { code: 'DRUGPOL', display: 'drug policy' }

/** FHIR ids cannot hold '_': cor_2026 is InsurancePlan/formulary-cor-2026. */
export const formularyPlanId = (key: string) => `formulary-${key.replace(/_/g, '-')}`
export const formularyName = (row: Pick<FormularyRow, 'code' | 'year' | 'key'>) =>
  `${PAYER_NAME} ${row.year} Part D Formulary${row.code ? ` (${row.code.toUpperCase()})` : ''}${row.key.startsWith('houston') ? ', Houston' : ''}`

const yearPeriod = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` })
const money = (value: number) => ({ value, currency: 'USD' })

export function planInsurancePlan(row: PlanRow, lastUpdated: string): FhirResource {
  const formularyKey = row.drugCoverage && row.formularyCode ? `${row.formularyCode}_${row.year}` : null
  return {
    resourceType: 'InsurancePlan',
    id: row.slug,
    meta: { lastUpdated, profile: [PROFILE.InsurancePlan] },
    identifier: [
      { use: 'official', type: { text: 'CMS contract-plan-segment ID' }, system: SYSTEM.planContract, value: row.contractId },
      { use: 'secondary', system: SYSTEM.localPlan, value: row.slug },
    ],
    status: 'active',
    type: [concept(SYSTEM.productType, MEDICARE_ADVANTAGE.code, MEDICARE_ADVANTAGE.display)],
    name: `${row.name} (${row.region}, ${row.year})`,
    alias: [row.name],
    period: yearPeriod(row.year),
    ownedBy: ref('Organization', PAYER_ID, PAYER_NAME),
    administeredBy: ref('Organization', PAYER_ID, PAYER_NAME),
    contact: [{ name: { text: `${PAYER_NAME} Member Services` }, telecom: [{ system: 'phone', value: '1-800-555-0123', use: 'work' }] }],
    endpoint: [ref('Endpoint', 'provider-directory')],
    network: [ref('Organization', networkId(row.planType), networkName(row.planType))],
    coverage: [
      { type: { text: 'Medical (Medicare Part A and Part B)' }, benefit: [{ type: { text: 'Primary care visit' } }, { type: { text: 'Specialist visit' } }, { type: { text: 'Inpatient hospital stay' } }] },
      ...(formularyKey
        ? [{ extension: [{ url: EXT.formularyReference, valueReference: ref('InsurancePlan', formularyPlanId(formularyKey)) }], type: { text: 'Prescription drugs (Medicare Part D)' }, benefit: [{ type: { text: 'Part D drugs' } }] }]
        : []),
    ],
    plan: [
      {
        type: { text: row.planType },
        generalCost: [
          { type: { text: 'Monthly plan premium' }, cost: money(row.premium) },
          { type: { text: 'In-network maximum out-of-pocket' }, cost: money(row.moopInNetwork) },
        ],
      },
    ],
  }
}

export function formularyInsurancePlan(row: FormularyRow, lastUpdated: string): FhirResource {
  return {
    resourceType: 'InsurancePlan',
    id: formularyPlanId(row.key),
    meta: { lastUpdated, profile: [PROFILE.Formulary] },
    identifier: [{ system: SYSTEM.localFormulary, value: row.key }],
    status: row.archived ? 'retired' : 'active',
    type: [concept(SYSTEM.actCode, DRUG_POLICY.code, DRUG_POLICY.display)],
    name: formularyName(row),
    period: yearPeriod(row.year),
    ownedBy: ref('Organization', PAYER_ID, PAYER_NAME),
    administeredBy: ref('Organization', PAYER_ID, PAYER_NAME),
    endpoint: [ref('Endpoint', 'formulary')],
  }
}
