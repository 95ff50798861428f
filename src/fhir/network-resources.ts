import { MEDICAL_REFERRAL_GROUPS } from '~/plans/directory-options'
import { PLAN_TYPES, type PlanType } from '~/plans/plan-types'
import { EXT, PROFILE, SYSTEM, coding, concept } from './codes'
import { stateAreaId } from './area-resources'
import { inSevenDaySeason, siteDate } from '~/ui/call-hours'
import { ref, type FhirResource } from './types'

/**
 * The directory's fixed resources: the plan's own organization (the payer that owns the
 * networks), one Plan-Net Network per plan type, the medical referral groups, and the two
 * Endpoints of this server. Pure: the same inputs always give the same resources.
 */
export const PAYER_ID = 'ceiba-health'
export const PAYER_NAME = 'Ceiba Health'
export const MEMBER_SERVICES = '1-800-555-0123'

const NETWORK_IDS: Record<PlanType, string> = {
  HMO: 'network-hmo',
  PPO: 'network-ppo',
  'D-SNP': 'network-dsnp',
  'C-SNP': 'network-csnp',
}
export const networkId = (planType: string): string => NETWORK_IDS[planType as PlanType]
export const networkName = (planType: string): string =>
  `${PAYER_NAME} Medicare Advantage ${planType} Network`
export const planTypeOfNetwork = (id: string): PlanType | undefined =>
  PLAN_TYPES.find((type) => NETWORK_IDS[type] === id)

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
export const groupId = (name: string): string => `group-${slug(name)}`
export const groupOfId = (id: string): string | undefined =>
  MEDICAL_REFERRAL_GROUPS.find((name) => groupId(name) === id)

export const ENDPOINT_IDS = ['provider-directory', 'formulary'] as const

/** Member Services' postal address, as the contact page gives it. */
export const PAYER_ADDRESS = {
  use: 'work',
  type: 'postal',
  text: `${PAYER_NAME} Member Services, P.O. Box 24010, Miami, FL 33102`,
  line: ['P.O. Box 24010'],
  city: 'Miami',
  state: 'FL',
  postalCode: '33102',
  country: 'US',
}

/** What the fixed organizations are built from: the states each network and each medical group works in. */
export type FixedData = {
  networkStates: ReadonlyMap<string, readonly string[]>
  groupStates: ReadonlyMap<string, readonly string[]>
}

/**
 * When Member Services answers (spec 9.2, the call bar's hours): 8am-8pm every day from October 1
 * to March 31, Monday to Friday the rest of the year; times in the plan's home time zone.
 */
export function memberServicesHours(now = new Date()) {
  const days = inSevenDaySeason(siteDate(now))
    ? ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
    : ['mon', 'tue', 'wed', 'thu', 'fri']
  return {
    url: EXT.contactPointAvailableTime,
    extension: [
      ...days.map((valueCode) => ({ url: 'daysOfWeek', valueCode })),
      { url: 'availableStartTime', valueTime: '08:00:00' },
      { url: 'availableEndTime', valueTime: '20:00:00' },
    ],
  }
}

export function payerOrganization(lastUpdated: string): FhirResource {
  return {
    resourceType: 'Organization',
    id: PAYER_ID,
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    active: true,
    type: [concept(SYSTEM.orgType, 'payer', 'Payer')],
    identifier: [
      {
        use: 'secondary',
        type: { text: 'Plan identifier' },
        system: SYSTEM.localPlan,
        value: PAYER_ID,
      },
    ],
    name: PAYER_NAME,
    telecom: [
      {
        extension: [memberServicesHours()],
        system: 'phone',
        value: MEMBER_SERVICES,
        use: 'work',
        rank: 1,
      },
    ],
    address: [PAYER_ADDRESS],
    contact: [
      {
        name: { text: `${PAYER_NAME} Member Services` },
        telecom: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }],
        address: PAYER_ADDRESS,
      },
    ],
    endpoint: ENDPOINT_IDS.map((id) => ref('Endpoint', id)),
  }
}

export function networkOrganization(
  planType: PlanType,
  lastUpdated: string,
  states: readonly string[] = [],
): FhirResource {
  return {
    resourceType: 'Organization',
    id: networkId(planType),
    meta: { lastUpdated, profile: [PROFILE.Network] },
    // The states where plans of this type are sold: the network's coverage areas.
    ...(states.length
      ? {
          extension: states.map((state) => ({
            url: EXT.locationReference,
            valueReference: ref('Location', stateAreaId(state), state),
          })),
        }
      : {}),
    identifier: [
      {
        use: 'secondary',
        type: { text: 'Network identifier' },
        system: `${SYSTEM.localPlan}/network`,
        value: networkId(planType),
      },
    ],
    active: true,
    type: [concept(SYSTEM.orgType, 'ntwk', 'Network')],
    name: networkName(planType),
    address: [PAYER_ADDRESS],
    partOf: ref('Organization', PAYER_ID, PAYER_NAME),
    contact: [
      {
        name: { text: `${PAYER_NAME} Member Services` },
        telecom: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }],
      },
    ],
    endpoint: [ref('Endpoint', 'provider-directory')],
  }
}

export function groupOrganization(
  name: string,
  lastUpdated: string,
  states: readonly string[] = [],
): FhirResource {
  return {
    resourceType: 'Organization',
    id: groupId(name),
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    active: true,
    type: [concept(SYSTEM.orgType, 'prvgrp', 'Provider Group')],
    name,
    // The group's street addresses are not held: one address per state its doctors practise in.
    address: states.map((state) => ({
      use: 'work',
      type: 'physical',
      text: `${name}: practices in ${state}`,
      state,
      country: 'US',
    })),
    partOf: ref('Organization', PAYER_ID, PAYER_NAME),
  }
}

/** The Endpoints: this FHIR server, described once per guide it serves. */
export function endpoint(
  id: (typeof ENDPOINT_IDS)[number],
  baseUrl: string,
  lastUpdated: string,
): FhirResource {
  const name =
    id === 'provider-directory'
      ? `${PAYER_NAME} Provider Directory API (Da Vinci PDex Plan-Net)`
      : `${PAYER_NAME} Drug Formulary API (HL7 US Drug Formulary)`
  return {
    resourceType: 'Endpoint',
    id,
    meta: { lastUpdated, profile: [PROFILE.Endpoint] },
    status: 'active',
    connectionType: coding(SYSTEM.connectionType, 'hl7-fhir-rest', 'HL7 FHIR'),
    name,
    extension: [
      {
        url: EXT.endpointUsecase,
        extension: [
          {
            url: 'type',
            valueCodeableConcept: concept(SYSTEM.actReason, 'HOPERAT', 'healthcare operations'),
          },
        ],
      },
    ],
    managingOrganization: ref('Organization', PAYER_ID, PAYER_NAME),
    contact: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }],
    payloadType: [concept(SYSTEM.payloadType, 'any', 'Any')],
    payloadMimeType: ['application/fhir+json'],
    address: baseUrl,
  }
}

/** Every fixed Organization, payer first. */
export function fixedOrganizations(lastUpdated: string, data?: FixedData): FhirResource[] {
  return [
    payerOrganization(lastUpdated),
    ...PLAN_TYPES.map((type) =>
      networkOrganization(type, lastUpdated, data?.networkStates.get(type)),
    ),
    ...MEDICAL_REFERRAL_GROUPS.map((name) =>
      groupOrganization(name, lastUpdated, data?.groupStates.get(name)),
    ),
  ]
}
