import { criteriaKeyFor } from './criteria-keys'
import { planMaterialId } from './material-id'
import { formatMoney } from './money'
import { planTiers } from './plan-tiers'
import {
  PHARMACY_TYPES,
  type AnyYearPlan,
  type DocumentType,
  type PlanDocument,
} from './plan-types'
import type { DocumentYear } from './plan-years'
import type { PdfContent, PdfSection } from './plans-pdf.server'
import { PDF_TEXT } from './plans-pdf-text.server'

type Lang = PlanDocument['lang']
type Row = [string, string]

// The national base beneficiary Part D premium, the most Extra Help pays toward a plan premium.
const PART_D_BASE_PREMIUM: Record<DocumentYear, number> = {
  2019: 33.19,
  2020: 32.74,
  2021: 33.06,
  2022: 33.37,
  2023: 32.74,
  2024: 34.7,
  2025: 36.78,
  2026: 38.99,
}

const usd = formatMoney
type Plan = AnyYearPlan

function costRows(plan: Plan, lang: Lang): Row[] {
  const { rows, perMonth } = PDF_TEXT[lang]
  const { costs } = plan
  const list: Row[] = [[rows.premium, usd(costs.premium)]]
  if (costs.buydown > 0) list.push([rows.buydown, `${usd(costs.buydown)} ${perMonth}`])
  list.push([rows.moopIn, usd(costs.moopInNetwork)])
  if (costs.moopCombined !== null) list.push([rows.moopCombined, usd(costs.moopCombined)])
  return list
}

function medicalRows(plan: Plan, lang: Lang): Row[] {
  const { rows, perDay } = PDF_TEXT[lang]
  const { pcp, specialist_allothers: specialist, inpatient } = plan.benefits
  const list: Row[] = [
    [rows.pcp, pcp.inNetwork.costshare ?? ''],
    [
      rows.specialist,
      `${specialist.inNetwork.costshare ?? ''} (${specialist.inNetwork.costshareRange ?? ''})`,
    ],
    [rows.inpatient, `${inpatient.inNetwork.costshare ?? ''} ${perDay}`],
  ]
  if (pcp.outOfNetwork?.costshare) list.push([rows.pcpOut, pcp.outOfNetwork.costshare])
  if (specialist.outOfNetwork?.costshare)
    list.push([rows.specialistOut, specialist.outOfNetwork.costshare])
  if (inpatient.outOfNetwork?.costshare)
    list.push([rows.inpatientOut, inpatient.outOfNetwork.costshare])
  return list
}

function extraRows(plan: Plan, lang: Lang): Row[] {
  const { rows, perQuarter, perMonth, perYear, notCovered } = PDF_TEXT[lang]
  const { otc, eyewear, food_and_home_card: food, wellness_bucks: wellness } = plan.benefits
  const amount = (value: number | undefined, period: string) =>
    value ? `${usd(value)} ${period}` : notCovered
  const list: Row[] = [
    [rows.otc, amount(otc.inNetwork.limit, perQuarter)],
    [rows.eyewear, amount(eyewear.inNetwork.annualDollarLimit, perYear)],
    [rows.food, amount(food.inNetwork.limit, perMonth)],
    [rows.wellness, amount(wellness.inNetwork.limit, perYear)],
    [rows.dental, amount(plan.dental.comprehensiveDentalAnnualLimit, perYear)],
  ]
  if (plan.dental.comprehensiveDentalAndEyewearAnnualLimit) {
    list.push([
      rows.dentalEyewear,
      amount(plan.dental.comprehensiveDentalAndEyewearAnnualLimit, perYear),
    ])
  }
  return list
}

function drugSection(plan: Plan, lang: Lang): PdfSection {
  const text = PDF_TEXT[lang]
  if (!plan.drugs) return { heading: text.sections.drugs, text: text.noDrugs }
  // Every tier the plan uses (tier 6, select care drugs, when its formulary has one).
  const tiers = planTiers(plan.drugs.initialCoverage).map(({ tier, costshare }): Row => [
    text.rows.tier(tier),
    costshare,
  ])
  // One fill's cost share by pharmacy type and supply, every tier on one row ("Tier 1 $0; ...").
  const { pharmacies } = plan.drugs
  const byPharmacy = PHARMACY_TYPES.flatMap((type) =>
    ([30, 90] as const).map((days): Row => [
      text.rows.pharmacy(type, days),
      planTiers(pharmacies[type][`days${days}`])
        .map(({ tier, costshare }) => `${text.rows.tier(tier)} ${costshare}`)
        .join('; '),
    ]),
  )
  // $35 insulin came with the Part D Senior Savings Model (2021); $0 Part D vaccines with the Inflation Reduction Act (2023).
  const insulin: Row[] =
    plan.year >= 2021 ? [[text.rows.insulin, `${usd(35)} ${text.perMonth}`]] : []
  const vaccines: Row[] = plan.year >= 2023 ? [[text.rows.vaccines, usd(0)]] : []
  const criteria = criteriaKeyFor(plan.formularyCode, plan.year)
  return {
    heading: text.sections.drugs,
    rows: [
      [text.rows.formulary, criteria ?? (plan.formularyCode ?? '').toUpperCase()],
      [text.rows.deductible, usd(plan.costs.deductiblePartd ?? 0)],
      ...tiers,
      ...byPharmacy,
      ...insulin,
      ...vaccines,
    ],
  }
}

function eligibility(plan: Plan, lang: Lang): string {
  const { text, conditions } = PDF_TEXT[lang]
  if (plan.planType === 'D-SNP') return text.dsnp(plan.medicaidLevels.join(', '))
  if (plan.planType === 'C-SNP')
    return text.csnp(plan.csnpConditions.map((c) => conditions[c]).join(', '))
  return text.everyone
}

function changeRows(plan: Plan, previous: Plan, lang: Lang): Row[] {
  const { rows } = PDF_TEXT[lang]
  const change = (label: string, before: string, after: string): Row => [
    label,
    before === after ? after : `${before} -> ${after}`,
  ]
  return [
    change(rows.premium, usd(previous.costs.premium), usd(plan.costs.premium)),
    change(rows.moopIn, usd(previous.costs.moopInNetwork), usd(plan.costs.moopInNetwork)),
    change(
      rows.pcp,
      previous.benefits.pcp.inNetwork.costshare ?? '',
      plan.benefits.pcp.inNetwork.costshare ?? '',
    ),
    change(
      rows.specialist,
      previous.benefits.specialist_allothers.inNetwork.costshare ?? '',
      plan.benefits.specialist_allothers.inNetwork.costshare ?? '',
    ),
    change(
      rows.dental,
      usd(previous.dental.comprehensiveDentalAnnualLimit),
      usd(plan.dental.comprehensiveDentalAnnualLimit),
    ),
  ]
}

function sectionsFor(
  type: DocumentType,
  plan: Plan,
  lang: Lang,
  previous: Plan | null,
): PdfSection[] {
  const text = PDF_TEXT[lang]
  const { sections } = text
  const benefitSections: PdfSection[] = [
    { heading: sections.costs, rows: costRows(plan, lang) },
    { heading: sections.medical, rows: medicalRows(plan, lang) },
    { heading: sections.extras, rows: extraRows(plan, lang) },
    drugSection(plan, lang),
  ]
  switch (type) {
    case 'SB':
      return [{ heading: sections.about, text: text.text.SB }, ...benefitSections]
    case 'EOC':
      return [
        { heading: sections.about, text: text.text.EOC },
        { heading: sections.eligibility, text: eligibility(plan, lang) },
        ...benefitSections,
        { heading: sections.rights, text: text.text.rights },
      ]
    case 'ANOC':
      return [
        { heading: sections.about, text: text.text.ANOC },
        previous
          ? { heading: sections.changes, rows: changeRows(plan, previous, lang) }
          : { heading: sections.changes, text: text.text.newPlan(plan.year) },
      ]
    case 'formularyDrugList':
      return [
        {
          heading: sections.about,
          text:
            plan.year >= 2021
              ? `${text.text.formulary} ${text.text.insulinLimit}`
              : text.text.formulary,
        },
        drugSection(plan, lang),
      ]
    case 'LIS_CHART': {
      const base = PART_D_BASE_PREMIUM[plan.year]
      const withHelp = (share: number) =>
        usd(Math.max(0, Math.round((plan.costs.premium - base * share) * 100) / 100))
      return [
        { heading: sections.about, text: text.text.lis },
        {
          heading: sections.costs,
          rows: [
            [text.rows.withoutLis, usd(plan.costs.premium)],
            [text.rows.lisFull, withHelp(1)],
            ...[75, 50, 25].map((share): Row => [
              text.rows.lisPartial(share),
              withHelp(share / 100),
            ]),
          ],
        },
      ]
    }
    case 'STAR_RATINGS':
      return [
        { heading: sections.about, text: text.text.stars },
        plan.starRating === null
          ? { heading: text.rows.rating, text: text.text.notRated }
          : { heading: text.rows.rating, rows: [[text.rows.rating, text.stars(plan.starRating)]] },
      ]
    case 'food_and_home_card':
      return [
        { heading: sections.about, text: text.text.food },
        {
          heading: text.rows.food,
          rows: [
            [
              text.rows.food,
              `${usd(plan.benefits.food_and_home_card.inNetwork.limit ?? 0)} ${text.perMonth}`,
            ],
            [text.rows.foodCovers, text.text.foodCovers],
            [text.rows.foodRollover, text.text.foodRollover],
          ],
        },
      ]
    default:
      return benefitSections
  }
}

/** What one plan document says, built from the plan's data (and last year's plan for the ANOC). */
export function planPdfContent(
  plan: AnyYearPlan,
  doc: PlanDocument,
  previous: AnyYearPlan | null,
): PdfContent {
  const text = PDF_TEXT[doc.lang]
  return {
    lang: doc.lang,
    title: doc.title,
    subtitle: text.subtitle(plan.name, plan.contractId, plan.region, plan.state),
    materialId: planMaterialId(plan, doc.type),
    // Plan documents for a year are published on October 1 of the year before (spec 9.2, AEP).
    issued: new Date(Date.UTC(plan.year - 1, 9, 1)),
    sections: sectionsFor(doc.type, plan, doc.lang, previous),
    footer: text.footer,
  }
}
