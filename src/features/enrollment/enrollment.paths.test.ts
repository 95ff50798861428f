import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import type { EnrollmentAnswers } from './answers-shape'
import { enrollmentMachine, type EnrollmentEvent } from './enrollment.machine'
import { validateStep } from './schema'
import { STEPS, type EnrollmentPlan, type FormStepId } from './steps'
import { CSNP_PLAN, FL_DSNP_PLAN, HMO_PLAN, validAnswers } from './testing/fixtures'

/**
 * Path coverage of the wizard's branches (xstate/graph). Each branch family starts from a complete
 * applicant whose conditional fields are all filled but one, and offers the events that open the
 * branch and complete it. The graph must reach the submission with every complete variant, and no
 * reachable snapshot may stand past a step whose answers are incomplete.
 */
type Family = {
  name: string
  plan: EnrollmentPlan
  answers: Partial<EnrollmentAnswers>
  events: Partial<Record<FormStepId, EnrollmentEvent[]>>
  /** Describes the branch taken by a submitted application. */
  variant: (a: EnrollmentAnswers) => string
  expected: string[]
}

const set = <K extends keyof EnrollmentAnswers>(
  name: K,
  value: EnrollmentAnswers[K],
): EnrollmentEvent => ({ type: 'field.change', name, value }) as EnrollmentEvent
const date = { month: '9', day: '15', year: '2025' }

const FAMILIES: Family[] = [
  {
    name: 'special enrollment period with its date',
    plan: HMO_PLAN,
    answers: {},
    events: { options: [set('isMoving', true), set('dateOfMove', date)] },
    variant: (a) =>
      a.isMoving ? `moving ${a.dateOfMove.month}/${a.dateOfMove.year}` : 'not moving',
    expected: ['moving 9/2025', 'not moving'],
  },
  {
    name: 'long-term care facility',
    plan: HMO_PLAN,
    answers: { facilityAddressLine1: '200 NW 20th St', facilityPhoneNumber: '305-555-0177' },
    events: {
      otherCoverage: [set('inLongTermCareFacility', 'yes'), set('facilityName', 'Palm Gardens')],
    },
    variant: (a) => (a.inLongTermCareFacility === 'yes' ? `facility ${a.facilityName}` : 'at home'),
    expected: ['at home', 'facility Palm Gardens'],
  },
  {
    name: 'other coverage',
    plan: HMO_PLAN,
    answers: { otherInsuranceName: 'TRICARE For Life', otherInsuranceStartCoverage: date },
    events: {
      otherCoverage: [set('otherInsurance', 'yes'), set('otherInsuranceMemberId', 'TF-88211')],
    },
    variant: (a) =>
      a.otherInsurance === 'yes' ? `insured ${a.otherInsuranceMemberId}` : 'no other coverage',
    expected: ['insured TF-88211', 'no other coverage'],
  },
  {
    name: 'authorized representative versus individual helper',
    plan: HMO_PLAN,
    answers: {
      authorizedPersonName: 'Carmen Delgado',
      authorizedPersonRelationship: 'Daughter',
      authorizedPersonPhoneNumber: '305-555-0188',
      authorizedPersonAddressLine1: '88 SW 8th St',
      individualRepName: 'Luis Ortega',
      individualRepSignature: 'Luis Ortega',
    },
    events: {
      signature: [
        set('relationshipToPersonListed', 'authorizedRepresentative'),
        set('authorizedPersonEmailAddress', 'carmen@example.com'),
        set('relationshipToPersonListed', 'individualHelper'),
        set('individualRepRelationship', 'agent'),
        set('individualRepRelationship', 'shipCounselor'),
        set('individualRepNpn', '1234567'),
      ],
    },
    variant: (a) =>
      a.relationshipToPersonListed === 'individualHelper'
        ? `helper ${a.individualRepRelationship}${a.individualRepNpn ? ' with NPN' : ''}`
        : a.relationshipToPersonListed === 'authorizedRepresentative'
          ? `representative ${a.authorizedPersonEmailAddress || 'without email'}`
          : 'self',
    expected: [
      'helper agent with NPN',
      'helper shipCounselor',
      'helper shipCounselor with NPN',
      'representative carmen@example.com',
      // The model form asks a representative for no email (MMCM ch. 2, exhibit 1).
      'representative without email',
      'self',
    ],
  },
  {
    name: 'payment',
    plan: HMO_PLAN,
    answers: {},
    events: {
      payment: [set('paymentMethod', 'socialSecurity'), set('paymentMethod', 'railroadRetirement')],
    },
    variant: (a) => a.paymentMethod || 'monthly bill',
    expected: ['monthly bill', 'railroadRetirement', 'socialSecurity'],
  },
  {
    name: 'C-SNP condition questions',
    plan: CSNP_PLAN,
    answers: { hasChronicHeartFailure: 'no', hasCardiovascularDisorder: 'no' },
    events: { options: [set('hasDiabetes', 'no'), set('hasDiabetes', 'yes')] },
    variant: (a) => `diabetes ${a.hasDiabetes}`,
    expected: ['diabetes yes'],
  },
  {
    name: 'D-SNP Medicaid level',
    plan: FL_DSNP_PLAN,
    answers: { medicaidNumber: '99887766' },
    events: {
      otherCoverage: [
        set('enrolledStateMedicaid', 'yes'),
        set('medicaidLevel', 'QI'),
        set('medicaidLevel', 'QMB'),
      ],
    },
    variant: (a) => `medicaid ${a.enrolledStateMedicaid} ${a.medicaidLevel}`,
    expected: ['medicaid yes QMB'],
  },
  {
    name: 'HMO primary care provider left blank or named',
    plan: HMO_PLAN,
    answers: {},
    events: {
      options: [
        set('primaryCareProviderAddressLine1', '900 Biscayne Blvd'),
        set('primaryCareProviderName', 'Dr. Ana Ruiz'),
      ],
    },
    variant: (a) =>
      a.primaryCareProviderName
        ? 'named PCP'
        : a.primaryCareProviderAddressLine1
          ? 'address only'
          : 'plan assigns PCP',
    expected: ['named PCP', 'plan assigns PCP'],
  },
]

const COMMON: EnrollmentEvent[] = [{ type: 'step.next' }, { type: 'step.previous' }]

describe.each(FAMILIES)('wizard paths: $name', (family) => {
  const paths = getShortestPaths(enrollmentMachine, {
    input: {
      plan: family.plan,
      answers: validAnswers(family.plan, family.answers),
      idempotencyKey: 'k',
    },
    events: (snapshot): EnrollmentEvent[] => {
      const step = snapshot.value as string
      if (step === 'review')
        return [
          { type: 'submit' },
          { type: 'review.edit', step: 'options' },
          { type: 'step.previous' },
        ]
      return [...COMMON, ...(family.events[step as FormStepId] ?? [])]
    },
  })

  it('reaches the submission with every complete variant of the branch', () => {
    const submitted = paths
      .filter((path) => path.state.matches('submitting'))
      .map((path) => family.variant(path.state.context.answers))
    expect([...new Set(submitted)].sort()).toEqual(family.expected)
  })

  it('never stands past a step whose answers are incomplete', () => {
    for (const { state } of paths) {
      const at = STEPS.indexOf(state.value as (typeof STEPS)[number])
      const passed = state.matches('submitting') ? STEPS.length : at
      for (const step of STEPS.slice(0, Math.max(passed, 0))) {
        if (step === 'review') continue
        if (state.context.editing && step === String(state.value)) continue
        expect(
          validateStep(step, state.context.answers, family.plan),
          `${String(state.value)} past ${step}`,
        ).toEqual({})
      }
    }
  })
})
