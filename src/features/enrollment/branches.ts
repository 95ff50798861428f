import type { FieldName } from './answers-shape'
import { NPN_RELATIONSHIPS, SPECIAL_PERIODS } from './options'

type Answers = Record<string, unknown>

/**
 * A group of questions that applies only after an answer (decision 0024): declared once, here,
 * and read by the step schema (its required questions, rules.ts), by the pruning of what is
 * stored (its questions cleared when it does not apply, prune.ts), by the step's components (shown
 * or hidden, `<Branch>`) and so by the no-JavaScript path, which runs the same schema and pruning.
 */
export type Branch = {
  applies: (answers: Answers) => boolean
  /** Every question of the group, cleared when it does not apply. */
  fields: readonly FieldName[]
  /** The questions it requires when it applies (a date: its month, day and year). */
  required: readonly FieldName[]
}

const REPRESENTATIVE_FIELDS = [
  'authorizedPersonName',
  'authorizedPersonRelationship',
  'authorizedPersonPhoneNumber',
  'authorizedPersonEmailAddress',
  'authorizedPersonAddressLine1',
  'authorizedPersonAddressLine2',
] as const satisfies readonly FieldName[]

const helper = (a: Answers) => a.relationshipToPersonListed === 'individualHelper'

const periodBranches = Object.fromEntries(
  SPECIAL_PERIODS.flatMap((period) =>
    'date' in period
      ? [
          [
            period.date,
            {
              applies: (a: Answers) => a[period.name] === true,
              fields: [period.date],
              required: [period.date],
            },
          ],
        ]
      : [],
  ),
) as unknown as Record<Extract<(typeof SPECIAL_PERIODS)[number], { date: string }>['date'], Branch>

export const BRANCHES = {
  mailingAddress: {
    applies: (a) => a.differentMailingAddress === true,
    fields: [
      'mailingAddressLine1',
      'mailingAddressLine2',
      'mailingCity',
      'mailingState',
      'mailingZipcode',
    ],
    required: ['mailingAddressLine1', 'mailingCity', 'mailingState', 'mailingZipcode'],
  },
  medicaidNumber: {
    applies: (a) => a.enrolledStateMedicaid === 'yes',
    fields: ['medicaidNumber'],
    required: ['medicaidNumber'],
  },
  facility: {
    applies: (a) => a.inLongTermCareFacility === 'yes',
    fields: ['facilityName', 'facilityAddressLine1', 'facilityAddressLine2', 'facilityPhoneNumber'],
    required: ['facilityName', 'facilityAddressLine1', 'facilityPhoneNumber'],
  },
  otherInsurance: {
    applies: (a) => a.otherInsurance === 'yes',
    fields: [
      'otherInsuranceName',
      'otherInsuranceMemberId',
      'otherInsuranceGroupId',
      'otherInsuranceStartCoverage',
      'otherInsuranceEndCoverage',
    ],
    required: ['otherInsuranceName', 'otherInsuranceMemberId', 'otherInsuranceStartCoverage'],
  },
  representative: {
    applies: (a) => a.relationshipToPersonListed === 'authorizedRepresentative',
    fields: REPRESENTATIVE_FIELDS,
    // The model form asks a representative for name, address, phone and relationship, no email
    // (MMCM ch. 2, exhibit 1): the email is asked, not required.
    required: REPRESENTATIVE_FIELDS.filter(
      (name) => name !== 'authorizedPersonAddressLine2' && name !== 'authorizedPersonEmailAddress',
    ),
  },
  helper: {
    applies: helper,
    fields: [
      'individualRepName',
      'individualRepRelationship',
      'individualRepSignature',
      'individualRepNpn',
    ],
    required: ['individualRepName', 'individualRepRelationship', 'individualRepSignature'],
  },
  // Agents and brokers give their National Producer Number (spec 6).
  npn: {
    applies: (a) =>
      helper(a) && NPN_RELATIONSHIPS.includes(String(a.individualRepRelationship ?? '')),
    fields: ['individualRepNpn'],
    required: ['individualRepNpn'],
  },
  ...periodBranches,
} satisfies Record<string, Branch>

export type BranchName = keyof typeof BRANCHES
export const BRANCH_LIST: ReadonlyArray<readonly [BranchName, Branch]> = Object.entries(
  BRANCHES,
) as Array<[BranchName, Branch]>
