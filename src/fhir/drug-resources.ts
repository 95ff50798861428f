import type { drugs, formularyDrugs } from '../../db/schema/formulary.ts'
import type { QuantityLimit } from '~/plans/formulary-types'
import { EXT, PROFILE, SYSTEM, TIERS, coding, concept } from './codes'
import { coverageText } from './coverage-text'
import { formularyPlanId } from './plan-resources'
import { ref, type FhirResource } from './types'
import rxnormCodes from '../../db/seed/rxnorm-codes.json'
import type { RxCodes } from '../../db/seed/rxnorm.ts'

/**
 * US Drug Formulary resources: a drug product as a FormularyDrug (MedicationKnowledge) and its
 * coverage in one formulary as a FormularyItem (Basic), from the rows the formulary search reads.
 */
export type DrugRow = typeof drugs.$inferSelect
export type EntryRow = typeof formularyDrugs.$inferSelect

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm'
const RX_CODES: Record<string, RxCodes | undefined> = rxnormCodes

/**
 * RxNorm codings from the plan's RxNorm release (db/seed/rxnorm-import.ts), when it names the
 * drug: the clinical drug when the product is one (one strength, one form), and its dose form
 * group, which holds every strength. Without a release there are none.
 */
export function rxnormCodings(id: string) {
  const codes = RX_CODES[id]
  if (!codes) return []
  const one = (list: RxCodes['semanticDrugs']) =>
    list.length === 1 ? [coding(RXNORM, list[0]!.code, list[0]!.display)] : []
  return [...one(codes.semanticDrugs), ...one(codes.formGroups)]
}

/** A one-form drug's dose form: the catalogue's words, and RxNorm's dose form when the release names it. */
export function doseFormOf(row: Pick<DrugRow, 'id' | 'forms'>) {
  const forms = RX_CODES[row.id]?.doseForms ?? []
  return {
    ...(forms.length === 1 ? { coding: [coding(RXNORM, forms[0]!.code, forms[0]!.display)] } : {}),
    text: row.forms[0]!.form,
  }
}

const drugCode = (row: Pick<DrugRow, 'id' | 'name'>) => ({
  coding: [coding(SYSTEM.localDrug, row.id, row.name), ...rxnormCodings(row.id)],
  text: row.name,
})

/** A drug's other names: its generic name, and the brand or generic it is the counterpart of. */
export function drugSynonyms(
  row: Pick<DrugRow, 'name' | 'genericName' | 'isBrand' | 'brandOf'>,
): string[] {
  const counterpart = row.isBrand ? row.genericName : row.brandOf
  return [
    row.genericName,
    ...(counterpart && counterpart !== row.genericName ? [counterpart] : []),
  ].filter((name) => name !== row.name)
}

export function medicationKnowledge(row: DrugRow, lastUpdated: string): FhirResource {
  const synonyms = drugSynonyms(row)
  return {
    resourceType: 'MedicationKnowledge',
    id: row.id,
    meta: { lastUpdated, profile: [PROFILE.FormularyDrug] },
    code: drugCode(row),
    status: 'active',
    ...(row.forms.length === 1 ? { doseForm: doseFormOf(row) } : {}),
    // An empty list is not valid FHIR: a drug without another name has no synonym element.
    ...(synonyms.length ? { synonym: synonyms } : {}),
    medicineClassification: [
      { type: { text: 'Drug class' }, classification: [{ text: row.drugClass }] },
    ],
    productType: [{ text: row.isBrand ? 'Brand name' : 'Generic' }],
    drugCharacteristic: row.forms.map((form) => ({
      type: { text: 'Form and strengths' },
      valueString: `${form.form}: ${form.strengths.join(', ')}`,
    })),
  }
}

export const PHARMACY_BENEFIT = { code: '1-month-in-retail', display: '1 month in network retail' }

/** FHIR ids are at most 64 characters: the formulary key is shortened (gsc_2026 -> gsc26, houston_2022 -> h2022). */
export const compactFormularyKey = (key: string) => key.replace('houston_', 'h').replace('_20', '')
export const formularyItemId = (formularyKey: string, drugId: string) =>
  `${compactFormularyKey(formularyKey)}.${drugId}`

function tierConcept(tier: number, isBrand: boolean) {
  const local = coding(
    SYSTEM.localTier,
    String(tier),
    `Tier ${tier}: ${TIERS[tier]?.name ?? 'Unknown'}`,
  )
  const usdf =
    tier === 4
      ? isBrand
        ? { code: 'non-preferred-brand', display: 'Non-Preferred Brand' }
        : { code: 'non-preferred-generic', display: 'Non-Preferred Generic' }
      : TIERS[tier]?.usdf
  return {
    coding: [...(usdf ? [coding(SYSTEM.drugTier, usdf.code, usdf.display)] : []), local],
    text: local.display,
  }
}

const timing = (count: number, period: number, periodUnit: 'd' | 'a') => ({
  valueTiming: { repeat: { count, period, periodUnit } },
})

function quantityDetail(limit: QuantityLimit) {
  const unit = limit.unit
  const detail =
    limit.kind === 'day'
      ? { url: 'MaximumDaily', valueQuantity: { value: limit.amount, unit } }
      : limit.kind === 'days'
        ? { url: 'Rolling', ...timing(limit.amount, limit.days, 'd') }
        : limit.kind === 'year'
          ? { url: 'Rolling', ...timing(limit.amount, 1, 'a') }
          : null
  return detail ? [{ url: EXT.quantityLimitDetail, extension: [detail] }] : []
}

/** One covered drug in one formulary. Tier, limits and notes are the formulary search's. */
export function formularyItem(
  entry: EntryRow,
  drug: Pick<DrugRow, 'id' | 'name' | 'isBrand'>,
  year: number,
): FhirResource {
  const lines = coverageText({ ...entry, updatedAt: entry.updatedAt.toISOString() })
  const priorAuth = entry.priorAuth !== null && entry.priorAuth.variant !== 'bvd'
  return {
    resourceType: 'Basic',
    id: formularyItemId(entry.formularyKey, entry.drugId),
    meta: { lastUpdated: entry.updatedAt.toISOString(), profile: [PROFILE.FormularyItem] },
    extension: [
      {
        url: EXT.formularyReference,
        valueReference: ref('InsurancePlan', formularyPlanId(entry.formularyKey)),
      },
      { url: EXT.availabilityStatus, valueCode: 'active' },
      {
        url: EXT.availabilityPeriod,
        valuePeriod: { start: `${year}-01-01`, end: `${year}-12-31` },
      },
      {
        url: EXT.pharmacyBenefitType,
        valueCodeableConcept: concept(
          SYSTEM.pharmacyBenefitType,
          PHARMACY_BENEFIT.code,
          PHARMACY_BENEFIT.display,
        ),
      },
      { url: EXT.drugTier, valueCodeableConcept: tierConcept(entry.tier ?? 0, drug.isBrand) },
      { url: EXT.priorAuthorization, valueBoolean: priorAuth },
      { url: EXT.stepTherapy, valueBoolean: entry.stepTherapy },
      { url: EXT.quantityLimit, valueBoolean: entry.quantityLimit !== null },
      ...(entry.quantityLimit ? quantityDetail(entry.quantityLimit) : []),
      ...(lines.length ? [{ url: EXT.additionalCoverage, valueMarkdown: lines.join('\n\n') }] : []),
    ],
    code: concept(SYSTEM.itemType, 'formulary-item', 'Formulary Item'),
    subject: ref('MedicationKnowledge', drug.id, drug.name),
  }
}
