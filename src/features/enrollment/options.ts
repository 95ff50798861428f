import type { PlanType } from '~/plans/plan-types'

/**
 * Option lists of the enrollment application (spec 3.1, 9.5, 9.7). Values are stable codes stored
 * with the application; their labels live in locales/<lang>/enrollment.json under `options`.
 */
export const TITLES = ['ms', 'mrs', 'mr'] as const
export const SUFFIXES = ['jr', 'sr', 'ii', 'iii', 'iv'] as const
export const GENDERS = ['female', 'male'] as const
export const YES_NO = ['yes', 'no'] as const
export const LANGUAGES = ['english', 'spanish', 'creole'] as const
export const ACCESSIBLE_FORMATS = ['largePrint', 'braille', 'audioCd', 'dataCd'] as const
export const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const

export const PAYMENT_METHODS = ['bill', 'socialSecurity', 'railroadRetirement'] as const
export const RELATIONSHIPS = ['self', 'authorizedRepresentative', 'individualHelper'] as const
export const HELPER_RELATIONSHIPS = [
  'authorizedRepresentative',
  'agent',
  'broker',
  'shipCounselor',
  'otherThirdParty',
] as const
/** Helpers who must give a National Producer Number (spec 5.1). */
export const NPN_RELATIONSHIPS: readonly string[] = ['agent', 'broker']

export const MEDICAID_LEVELS = ['FBDE', 'QMB', 'QMB+', 'SLMB', 'SLMB+', 'QI', 'QDWI'] as const
/** Someone on Medicaid often does not know their level; the plan confirms it with the state. */
export const MEDICAID_LEVEL_CHOICES = [...MEDICAID_LEVELS, 'notSure'] as const

export const CSNP_CONDITIONS = ['diabetes', 'chronicHeartFailure', 'cardiovascular'] as const
/** The yes/no health question asked for each qualifying C-SNP condition. */
export const CSNP_QUESTION_FIELD = {
  diabetes: 'hasDiabetes',
  chronicHeartFailure: 'hasChronicHeartFailure',
  cardiovascular: 'hasCardiovascularDisorder',
} as const

export const ETHNICITIES = [
  'notHispanic',
  'puertoRican',
  'anotherHispanicOrigin',
  'mexcianAmerican',
  'cuban',
] as const
export const RACES = [
  'asianIndian',
  'blackOrAfricanAmerican',
  'chinese',
  'filipino',
  'guamanianOrChamorro',
  'japanese',
  'korean',
  'nativeAmerican',
  'nativeHawaiian',
  'otherAsian',
  'otherPacificIslander',
  'otherSamoan',
  'vietnamese',
  'white',
] as const

/**
 * Special enrollment period statements (spec 3.1), each with the date field it requires, if any,
 * and the plan types it is offered on when it is not every plan's (the statements of the model
 * form's attestation of eligibility, Medicare Managed Care Manual ch. 2, exhibit 1, 2025-2026):
 * the chronic-condition SEP leads only into a C-SNP (42 CFR 422.62(b)); the integrated-care SEP,
 * for full-benefit dual eligibles, only into an integrated D-SNP (CMS-4205-F, from 2025). Since
 * that rule the monthly dual / Extra Help SEP (42 CFR 423.38(c)(4)) only moves a person to
 * Original Medicare with a stand-alone drug plan, so `bothMedicareMedicaid` says so.
 */
export const SPECIAL_PERIODS = [
  { name: 'aepPeriod' },
  { name: 'haveCSNP', planTypes: ['C-SNP'] },
  { name: 'signedDuringGEP' },
  { name: 'newToMedicare' },
  { name: 'alreadyEnrolledChangeRequest' },
  { name: 'isMoving', date: 'dateOfMove' },
  { name: 'recentlyLeftPrison', date: 'dateReleasedFromPrison' },
  { name: 'recentlyReturnedUS', date: 'dateOfReturn' },
  { name: 'recentLawfulPresenceStatus', date: 'dateOfStatusChange' },
  { name: 'changeMedicareCoverage', date: 'dateOfCoverageChange' },
  { name: 'bothMedicareMedicaid' },
  { name: 'noLongerQualifySNP', date: 'dateSNPEnds' },
  { name: 'endedContractMedicare' },
  { name: 'leavingEmployerUnionCoverage', date: 'dateLeavingEmployerUnionCoverage' },
  { name: 'enrolledByStateDifferentPlan', date: 'dateCurrentPlanStarted' },
  { name: 'lostPrescriptionDrugCoverage', date: 'datePrescriptionDrugCoverageEnded' },
  { name: 'belongToPharmacyAssistanceProgram' },
  { name: 'changeExtraHelp', date: 'dateExtraHelpEnded' },
  { name: 'integratedDSNP', planTypes: ['D-SNP'] },
  { name: 'leftPACEProgram', date: 'dateLeftPACEProgram' },
  { name: 'movingLongTermCare', date: 'dateMovingLongTermCare' },
  { name: 'eligibleNaturalDisaster' },
] as const

export type SpecialPeriodName = (typeof SPECIAL_PERIODS)[number]['name']
type SpecialPeriod = (typeof SPECIAL_PERIODS)[number]

/** The statements shown for a plan of this type (the others are cleared from what is stored). */
export const offersPeriod = (period: SpecialPeriod, planType: PlanType) =>
  !('planTypes' in period) || (period.planTypes as readonly PlanType[]).includes(planType)
export type SpecialPeriodDate = Extract<(typeof SPECIAL_PERIODS)[number], { date: string }>['date']

/** US states and territories for address fields (USPS codes). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
] as const
