import { MEDICAL_REFERRAL_GROUPS } from '~/plans/directory-options'
import { PLAN_TYPES, type PlanType } from '~/plans/plan-types'
import { PROFILE, SYSTEM, coding, concept } from './codes'
import { ref, type FhirResource } from './types'

/**
 * The directory's fixed resources: the plan's own organization (the payer that owns the
 * networks), one Plan-Net Network per plan type, the medical referral groups, and the two
 * Endpoints of this server. Pure: the same inputs always give the same resources.
 */
export const PAYER_ID = 'ceiba-health'
export const PAYER_NAME = 'Ceiba Health'
export const MEMBER_SERVICES = '1-800-555-0123'

const NETWORK_IDS: Record<PlanType, string> = { HMO: 'network-hmo', PPO: 'network-ppo', 'D-SNP': 'network-dsnp', 'C-SNP': 'network-csnp' }
export const networkId = (planType: string): string => NETWORK_IDS[planType as PlanType]
export const networkName = (planType: string): string => `${PAYER_NAME} Medicare Advantage ${planType} Network`
export const planTypeOfNetwork = (id: string): PlanType | undefined => PLAN_TYPES.find((type) => NETWORK_IDS[type] === id)

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
export const groupId = (name: string): string => `group-${slug(name)}`
export const groupOfId = (id: string): string | undefined => MEDICAL_REFERRAL_GROUPS.find((name) => groupId(name) === id)

export const ENDPOINT_IDS = ['provider-directory', 'formulary'] as const

export function payerOrganization(lastUpdated: string): FhirResource {
  return {
    resourceType: 'Organization',
    id: PAYER_ID,
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    active: true,
    type: [concept(SYSTEM.orgType, 'payer', 'Payer')],
    name: PAYER_NAME,
    telecom: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }],
    endpoint: ENDPOINT_IDS.map((id) => ref('Endpoint', id)),
  }
}

export function networkOrganization(planType: PlanType, lastUpdated: string): FhirResource {
  return {
    resourceType: 'Organization',
    id: networkId(planType),
    meta: { lastUpdated, profile: [PROFILE.Network] },
    active: true,
    type: [concept(SYSTEM.orgType, 'ntwk', 'Network')],
    name: networkName(planType),
    partOf: ref('Organization', PAYER_ID, PAYER_NAME),
    contact: [{ name: { text: `${PAYER_NAME} Member Services` }, telecom: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }] }],
    endpoint: [ref('Endpoint', 'provider-directory')],
  }
}

export function groupOrganization(name: string, lastUpdated: string): FhirResource {
  return {
    resourceType: 'Organization',
    id: groupId(name),
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    active: true,
    type: [concept(SYSTEM.orgType, 'prvgrp', 'Provider Group')],
    name,
    partOf: ref('Organization', PAYER_ID, PAYER_NAME),
  }
}

/** The Endpoints: this FHIR server, described once per guide it serves. */
export function endpoint(id: (typeof ENDPOINT_IDS)[number], baseUrl: string, lastUpdated: string): FhirResource {
  const name = id === 'provider-directory' ? `${PAYER_NAME} Provider Directory API (Da Vinci PDex Plan-Net)` : `${PAYER_NAME} Drug Formulary API (HL7 US Drug Formulary)`
  return {
    resourceType: 'Endpoint',
    id,
    meta: { lastUpdated, profile: [PROFILE.Endpoint] },
    status: 'active',
    connectionType: coding(SYSTEM.connectionType, 'hl7-fhir-rest', 'HL7 FHIR'),
    name,
    managingOrganization: ref('Organization', PAYER_ID, PAYER_NAME),
    contact: [{ system: 'phone', value: MEMBER_SERVICES, use: 'work' }],
    payloadType: [concept(SYSTEM.payloadType, 'any', 'Any')],
    payloadMimeType: ['application/fhir+json'],
    address: baseUrl,
  }
}

/** Every fixed Organization, payer first. */
export function fixedOrganizations(lastUpdated: string): FhirResource[] {
  return [
    payerOrganization(lastUpdated),
    ...PLAN_TYPES.map((type) => networkOrganization(type, lastUpdated)),
    ...MEDICAL_REFERRAL_GROUPS.map((name) => groupOrganization(name, lastUpdated)),
  ]
}
