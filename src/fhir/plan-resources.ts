import type { formularies, plans } from '../../db/schema/index.ts'
import { EXT, PROFILE, SYSTEM, TIERS, coding, concept } from './codes'
import { PAYER_ID, PAYER_NAME, networkId, networkName } from './network-resources'
import { countyAreaId, stateAreaId } from './area-resources'
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
/** The drug coverage of a plan: type DRUGPOL, as the US Drug Formulary payer plan's drug-coverage slice has it. */
export const DRUG_COVERAGE = {
  coding: [{ system: SYSTEM.actCode, code: 'DRUGPOL', display: 'drug policy' }],
  text: 'Prescription drugs (Medicare Part D)',
}
const DRUG_BENEFIT = {
  coding: [{ system: SYSTEM.insurancePlanType, code: 'drug', display: 'Drug' }],
  text: 'Part D drugs',
}

/**
 * The pharmacy benefit types of the plan's cost shares (its Summary of Benefits' columns): the US
 * Drug Formulary's codes for standard retail and mail order; preferred retail, which its code
 * system leaves to each payer ("each payer will have its own controlled vocabulary"), a local code.
 */
const LOCAL_PHARMACY_BENEFIT =
  'https://www.ceibahealth.example/fhir/CodeSystem/pharmacy-benefit-type'
const PHARMACY_CATEGORIES = [
  [
    'standardRetail',
    'days30',
    SYSTEM.pharmacyBenefitType,
    '1-month-in-retail',
    '1 month in network retail',
  ],
  [
    'standardRetail',
    'days90',
    SYSTEM.pharmacyBenefitType,
    '3-month-in-retail',
    '3 month in network retail',
  ],
  [
    'mailOrder',
    'days30',
    SYSTEM.pharmacyBenefitType,
    '1-month-in-mail',
    '1 month in network mail order',
  ],
  [
    'mailOrder',
    'days90',
    SYSTEM.pharmacyBenefitType,
    '3-month-in-mail',
    '3 month in network mail order',
  ],
  [
    'preferredRetail',
    'days30',
    LOCAL_PHARMACY_BENEFIT,
    '1-month-in-preferred-retail',
    '1 month in network preferred retail',
  ],
  [
    'preferredRetail',
    'days90',
    LOCAL_PHARMACY_BENEFIT,
    '3-month-in-preferred-retail',
    '3 month in network preferred retail',
  ],
] as const

/**
 * The plan's drug plan (US Drug Formulary payer plan, drug-plan slice): each tier's cost share for
 * one fill as the plan lists it ("$8" a copay, "40%" a coinsurance), after the Part D deductible
 * from the tier it starts at, for each pharmacy benefit type.
 */
function drugPlan(row: PlanRow) {
  const pharmacies = row.drugs?.pharmacies
  if (!pharmacies) return []
  const specificCost = PHARMACY_CATEGORIES.flatMap(([type, days, system, code, display]) => {
    const benefit = tierBenefits(row, pharmacies[type][days])
    return benefit.length ? [{ category: concept(system, code, display), benefit }] : []
  })
  if (!specificCost.length) return []
  return [{ type: DRUG_BENEFIT, specificCost }]
}

function tierBenefits(row: PlanRow, tiers: NonNullable<PlanRow['drugs']>['initialCoverage']) {
  return Object.entries(tiers).flatMap(([key, value]) => {
    const tier = Number(key.replace('tier', ''))
    const share = (value as { retailCostshare?: string } | undefined)?.retailCostshare
    const amount = share ? Number(share.replace(/[$%,]/g, '')) : NaN
    if (!share || Number.isNaN(amount)) return []
    const percent = share.endsWith('%')
    const deductible =
      (row.deductiblePartd ?? 0) > 0 &&
      row.partDDeductibleStartTier !== null &&
      tier >= row.partDDeductibleStartTier
    const option =
      amount === 0
        ? deductible
          ? 'no-charge-after-deductible'
          : 'no-charge'
        : deductible
          ? 'after-deductible'
          : 'charge'
    const usdf = TIERS[tier]?.usdf
    return [
      {
        type: {
          coding: [
            ...(usdf ? [coding(SYSTEM.drugTier, usdf.code, usdf.display)] : []),
            coding(SYSTEM.localTier, String(tier), `Tier ${tier}: ${TIERS[tier]?.name ?? ''}`),
          ],
          text: `Tier ${tier}: ${TIERS[tier]?.name ?? ''}`,
        },
        cost: [
          {
            type: concept(
              SYSTEM.benefitCostType,
              percent ? 'coinsurance' : 'copay',
              percent ? 'Coinsurance' : 'Copay',
            ),
            qualifiers: [concept(SYSTEM.costShareOption, option, option)],
            value: percent
              ? { value: amount, unit: '%', system: 'http://unitsofmeasure.org', code: '%' }
              : { value: amount, unit: 'USD', system: 'urn:iso:std:iso:4217', code: 'USD' },
          },
        ],
      },
    ]
  })
}

/** FHIR ids cannot hold '_': cor_2026 is InsurancePlan/formulary-cor-2026. */
export const formularyPlanId = (key: string) => `formulary-${key.replace(/_/g, '-')}`
export const formularyName = (row: Pick<FormularyRow, 'code' | 'year' | 'key'>) =>
  `${PAYER_NAME} ${row.year} Part D Formulary${row.code ? ` (${row.code.toUpperCase()})` : ''}${row.key.startsWith('houston') ? ', Houston' : ''}`

const yearPeriod = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` })

/** A plan or formulary year that has ended (by the calendar of the day it is served) is retired, not active. */
export const yearEnded = (year: number, now = new Date()) => now.getUTCFullYear() > year

/** What a plan's resource needs beside its row: the counties it serves and whether its formulary is published. */
export type PlanExtras = {
  counties: readonly { fips: string; name: string; state: string }[]
  formularyKeys: ReadonlySet<string>
  now?: Date
}
const money = (value: number) => ({ value, currency: 'USD' })

export function planInsurancePlan(
  row: PlanRow,
  lastUpdated: string,
  extras: PlanExtras = { counties: [], formularyKeys: new Set() },
): FhirResource {
  const wanted = row.drugCoverage && row.formularyCode ? `${row.formularyCode}_${row.year}` : null
  // Only a formulary this server publishes is referenced (2019-2020 plans name formularies it never held).
  const formularyKey = wanted && extras.formularyKeys.has(wanted) ? wanted : null
  const ended = yearEnded(row.year, extras.now)
  const areas = extras.counties.map((c) =>
    ref('Location', countyAreaId(c.fips), `${c.name}, ${c.state}`),
  )
  const states = [...new Set(extras.counties.map((c) => c.state))].sort()
  return {
    resourceType: 'InsurancePlan',
    id: row.slug,
    // Plan-Net lists plans on sale (its status is fixed to active); a plan whose year has ended is
    // served as a retired US Drug Formulary payer plan only.
    meta: {
      lastUpdated,
      ...profiles([
        ...(ended ? [] : [PROFILE.InsurancePlan]),
        ...(formularyKey ? [PROFILE.PayerInsurancePlan] : []),
      ]),
    },
    identifier: [
      {
        use: 'official',
        type: { text: 'CMS contract-plan-segment ID' },
        system: SYSTEM.planContract,
        value: row.contractId,
        assigner: { display: 'Centers for Medicare & Medicaid Services' },
      },
      {
        use: 'secondary',
        type: { text: 'Plan identifier' },
        system: SYSTEM.localPlan,
        value: row.slug,
      },
    ],
    status: ended ? 'retired' : 'active',
    type: [concept(SYSTEM.productType, MEDICARE_ADVANTAGE.code, MEDICARE_ADVANTAGE.display)],
    name: `${row.name} (${row.region}, ${row.year})`,
    alias: [row.name],
    period: yearPeriod(row.year),
    ownedBy: ref('Organization', PAYER_ID, PAYER_NAME),
    administeredBy: ref('Organization', PAYER_ID, PAYER_NAME),
    ...(areas.length
      ? {
          coverageArea: [
            ...states.map((state) => ref('Location', stateAreaId(state), state)),
            ...areas,
          ],
        }
      : {}),
    contact: [
      {
        name: { text: `${PAYER_NAME} Member Services` },
        telecom: [{ system: 'phone', value: '1-800-555-0123', use: 'work' }],
      },
    ],
    endpoint: [ref('Endpoint', 'provider-directory')],
    network: [ref('Organization', networkId(row.planType), networkName(row.planType))],
    coverage: [
      {
        type: { text: 'Medical (Medicare Part A and Part B)' },
        benefit: [
          { type: { text: 'Primary care visit' } },
          { type: { text: 'Specialist visit' } },
          { type: { text: 'Inpatient hospital stay' } },
        ],
      },
      ...(formularyKey
        ? [
            {
              extension: [
                {
                  url: EXT.formularyReference,
                  valueReference: ref('InsurancePlan', formularyPlanId(formularyKey)),
                },
              ],
              type: DRUG_COVERAGE,
              benefit: [{ type: DRUG_BENEFIT }],
            },
          ]
        : []),
    ],
    plan: [
      {
        type: {
          coding: [
            { system: `${SYSTEM.localPlan}/plan-type`, code: row.planType, display: row.planType },
          ],
          text: row.planType,
        },
        ...(areas.length ? { coverageArea: areas } : {}),
        generalCost: [
          { type: { text: 'Monthly plan premium' }, cost: money(row.premium) },
          { type: { text: 'In-network maximum out-of-pocket' }, cost: money(row.moopInNetwork) },
        ],
      },
      ...(formularyKey ? drugPlan(row) : []),
    ],
  }
}

export function formularyInsurancePlan(
  row: FormularyRow,
  lastUpdated: string,
  now = new Date(),
): FhirResource {
  return {
    resourceType: 'InsurancePlan',
    id: formularyPlanId(row.key),
    meta: { lastUpdated, profile: [PROFILE.Formulary] },
    identifier: [
      {
        use: 'secondary',
        type: { text: 'Formulary identifier' },
        system: SYSTEM.localFormulary,
        value: row.key,
      },
    ],
    status: row.archived || yearEnded(row.year, now) ? 'retired' : 'active',
    type: [concept(SYSTEM.actCode, DRUG_POLICY.code, DRUG_POLICY.display)],
    name: formularyName(row),
    period: yearPeriod(row.year),
    ownedBy: ref('Organization', PAYER_ID, PAYER_NAME),
    administeredBy: ref('Organization', PAYER_ID, PAYER_NAME),
    endpoint: [ref('Endpoint', 'formulary')],
  }
}

/** meta.profile when the resource claims one (an empty list is not valid FHIR): a retired plan without drug coverage claims none. */
const profiles = (list: string[]) => (list.length ? { profile: list } : {})
