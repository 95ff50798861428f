import type { TFunction } from 'i18next'
import { i18nFor } from '~/i18n/i18n'
import { langFromCode } from '~/i18n/locales'
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

// The documents' words are in the locale files (pdfText.json): document content, what the PDFs say.
type Text = TFunction<'pdfText'>
type Row = [string, string]

function textFor(code: PlanDocument['lang']): Text {
  const lang = langFromCode(code) ?? 'en'
  return i18nFor(lang).getFixedT(lang, 'pdfText')
}

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

function costRows(plan: Plan, t: Text): Row[] {
  const { costs } = plan
  const list: Row[] = [[t('rows.premium'), usd(costs.premium)]]
  if (costs.buydown > 0) list.push([t('rows.buydown'), `${usd(costs.buydown)} ${t('perMonth')}`])
  list.push([t('rows.moopIn'), usd(costs.moopInNetwork)])
  if (costs.moopCombined !== null) list.push([t('rows.moopCombined'), usd(costs.moopCombined)])
  return list
}

function medicalRows(plan: Plan, t: Text): Row[] {
  const { pcp, specialist_allothers: specialist, inpatient } = plan.benefits
  const list: Row[] = [
    [t('rows.pcp'), pcp.inNetwork.costshare ?? ''],
    [
      t('rows.specialist'),
      `${specialist.inNetwork.costshare ?? ''} (${specialist.inNetwork.costshareRange ?? ''})`,
    ],
    [t('rows.inpatient'), `${inpatient.inNetwork.costshare ?? ''} ${t('perDay')}`],
  ]
  if (pcp.outOfNetwork?.costshare) list.push([t('rows.pcpOut'), pcp.outOfNetwork.costshare])
  if (specialist.outOfNetwork?.costshare)
    list.push([t('rows.specialistOut'), specialist.outOfNetwork.costshare])
  if (inpatient.outOfNetwork?.costshare)
    list.push([t('rows.inpatientOut'), inpatient.outOfNetwork.costshare])
  return list
}

function extraRows(plan: Plan, t: Text): Row[] {
  const [perQuarter, perMonth, perYear] = [t('perQuarter'), t('perMonth'), t('perYear')]
  const { otc, eyewear, food_and_home_card: food, wellness_bucks: wellness } = plan.benefits
  const amount = (value: number | undefined, period: string) =>
    value ? `${usd(value)} ${period}` : t('notCovered')
  const list: Row[] = [
    [t('rows.otc'), amount(otc.inNetwork.limit, perQuarter)],
    [t('rows.eyewear'), amount(eyewear.inNetwork.annualDollarLimit, perYear)],
    [t('rows.food'), amount(food.inNetwork.limit, perMonth)],
    [t('rows.wellness'), amount(wellness.inNetwork.limit, perYear)],
    [t('rows.dental'), amount(plan.dental.comprehensiveDentalAnnualLimit, perYear)],
  ]
  if (plan.dental.comprehensiveDentalAndEyewearAnnualLimit) {
    list.push([
      t('rows.dentalEyewear'),
      amount(plan.dental.comprehensiveDentalAndEyewearAnnualLimit, perYear),
    ])
  }
  return list
}

/** A tier's name: tier 6 is the select care drugs' tier. */
function tierName(tier: number, t: Text): string {
  return t('rows.tier', { tier, context: tier === 6 ? 'selectCare' : undefined })
}

function drugSection(plan: Plan, t: Text): PdfSection {
  if (!plan.drugs) return { heading: t('sections.drugs'), text: t('noDrugs') }
  // Every tier the plan uses (tier 6, select care drugs, when its formulary has one).
  const tiers = planTiers(plan.drugs.initialCoverage).map(({ tier, costshare }): Row => [
    tierName(tier, t),
    costshare,
  ])
  // One fill's cost share by pharmacy type and supply, every tier on one row ("Tier 1 $0; ...").
  const { pharmacies } = plan.drugs
  const byPharmacy = PHARMACY_TYPES.flatMap((type) =>
    ([30, 90] as const).map((days): Row => [
      t('rows.pharmacy', { context: type, days }),
      planTiers(pharmacies[type][`days${days}`])
        .map(({ tier, costshare }) => `${tierName(tier, t)} ${costshare}`)
        .join('; '),
    ]),
  )
  // $35 insulin came with the Part D Senior Savings Model (2021); $0 Part D vaccines with the Inflation Reduction Act (2023).
  const insulin: Row[] =
    plan.year >= 2021 ? [[t('rows.insulin'), `${usd(35)} ${t('perMonth')}`]] : []
  const vaccines: Row[] = plan.year >= 2023 ? [[t('rows.vaccines'), usd(0)]] : []
  const criteria = criteriaKeyFor(plan.formularyCode, plan.year)
  return {
    heading: t('sections.drugs'),
    rows: [
      [t('rows.formulary'), criteria ?? (plan.formularyCode ?? '').toUpperCase()],
      [t('rows.deductible'), usd(plan.costs.deductiblePartd ?? 0)],
      ...tiers,
      ...byPharmacy,
      ...insulin,
      ...vaccines,
    ],
  }
}

function eligibility(plan: Plan, t: Text): string {
  if (plan.planType === 'D-SNP') return t('text.dsnp', { levels: plan.medicaidLevels.join(', ') })
  if (plan.planType === 'C-SNP') {
    const conditions = plan.csnpConditions.map((c) => t(`conditions.${c}`)).join(', ')
    return t('text.csnp', { conditions })
  }
  return t('text.everyone')
}

function changeRows(plan: Plan, previous: Plan, t: Text): Row[] {
  const change = (label: string, before: string, after: string): Row => [
    label,
    before === after ? after : `${before} -> ${after}`,
  ]
  return [
    change(t('rows.premium'), usd(previous.costs.premium), usd(plan.costs.premium)),
    change(t('rows.moopIn'), usd(previous.costs.moopInNetwork), usd(plan.costs.moopInNetwork)),
    change(
      t('rows.pcp'),
      previous.benefits.pcp.inNetwork.costshare ?? '',
      plan.benefits.pcp.inNetwork.costshare ?? '',
    ),
    change(
      t('rows.specialist'),
      previous.benefits.specialist_allothers.inNetwork.costshare ?? '',
      plan.benefits.specialist_allothers.inNetwork.costshare ?? '',
    ),
    change(
      t('rows.dental'),
      usd(previous.dental.comprehensiveDentalAnnualLimit),
      usd(plan.dental.comprehensiveDentalAnnualLimit),
    ),
  ]
}

function sectionsFor(type: DocumentType, plan: Plan, t: Text, previous: Plan | null): PdfSection[] {
  const about = t('sections.about')
  const benefitSections: PdfSection[] = [
    { heading: t('sections.costs'), rows: costRows(plan, t) },
    { heading: t('sections.medical'), rows: medicalRows(plan, t) },
    { heading: t('sections.extras'), rows: extraRows(plan, t) },
    drugSection(plan, t),
  ]
  switch (type) {
    case 'SB':
      return [{ heading: about, text: t('text.SB') }, ...benefitSections]
    case 'EOC':
      return [
        { heading: about, text: t('text.EOC') },
        { heading: t('sections.eligibility'), text: eligibility(plan, t) },
        ...benefitSections,
        { heading: t('sections.rights'), text: t('text.rights') },
      ]
    case 'ANOC':
      return [
        { heading: about, text: t('text.ANOC') },
        previous
          ? { heading: t('sections.changes'), rows: changeRows(plan, previous, t) }
          : { heading: t('sections.changes'), text: t('text.newPlan', { year: plan.year }) },
      ]
    case 'formularyDrugList':
      return [
        {
          heading: about,
          text:
            plan.year >= 2021
              ? `${t('text.formulary')} ${t('text.insulinLimit')}`
              : t('text.formulary'),
        },
        drugSection(plan, t),
      ]
    case 'LIS_CHART': {
      const base = PART_D_BASE_PREMIUM[plan.year]
      const withHelp = (share: number) =>
        usd(Math.max(0, Math.round((plan.costs.premium - base * share) * 100) / 100))
      return [
        { heading: about, text: t('text.lis') },
        {
          heading: t('sections.costs'),
          rows: [
            [t('rows.withoutLis'), usd(plan.costs.premium)],
            [t('rows.lisFull'), withHelp(1)],
            ...[75, 50, 25].map((share): Row => [
              t('rows.lisPartial', { share }),
              withHelp(share / 100),
            ]),
          ],
        },
      ]
    }
    case 'STAR_RATINGS': {
      const rating = t('rows.rating')
      return [
        { heading: about, text: t('text.stars') },
        plan.starRating === null
          ? { heading: rating, text: t('text.notRated') }
          : { heading: rating, rows: [[rating, t('stars', { rating: plan.starRating })]] },
      ]
    }
    case 'food_and_home_card':
      return [
        { heading: about, text: t('text.food') },
        {
          heading: t('rows.food'),
          rows: [
            [
              t('rows.food'),
              `${usd(plan.benefits.food_and_home_card.inNetwork.limit ?? 0)} ${t('perMonth')}`,
            ],
            [t('rows.foodCovers'), t('text.foodCovers')],
            [t('rows.foodRollover'), t('text.foodRollover')],
          ],
        },
      ]
    default:
      return benefitSections
  }
}

/**
 * The documents that are required materials and so carry the multi-language insert (42 CFR
 * 422.2267(e)(31), 423.2267(e)(33)): the Summary of Benefits, Evidence of Coverage, Annual Notice
 * of Change, formulary, Extra Help (LIS) premium chart, Star Ratings document and enrollment kit.
 * The food and home card guide and the plan's lists are not required materials.
 */
const REQUIRED_MATERIALS = new Set<DocumentType>([
  'SB',
  'EOC',
  'ANOC',
  'formularyDrugList',
  'LIS_CHART',
  'STAR_RATINGS',
  'WELCOME_KIT',
])
export const carriesMultiLanguageInsert = (type: DocumentType) => REQUIRED_MATERIALS.has(type)

/** What one plan document says, built from the plan's data (and last year's plan for the ANOC). */
export function planPdfContent(
  plan: AnyYearPlan,
  doc: PlanDocument,
  previous: AnyYearPlan | null,
): PdfContent {
  const t = textFor(doc.lang)
  const { name, contractId, region, state } = plan
  return {
    lang: doc.lang,
    title: doc.title,
    subtitle: t('subtitle', { name, contractId, region, state }),
    materialId: planMaterialId(plan, doc.type),
    // Plan documents for a year are published on October 1 of the year before (spec 9.2, AEP).
    issued: new Date(Date.UTC(plan.year - 1, 9, 1)),
    sections: sectionsFor(doc.type, plan, t, previous),
    footer: t('footer'),
  }
}
