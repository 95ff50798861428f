import type { providers } from '../../db/schema/directory.ts'
import { INTERPRETER } from '~/plans/directory-options'
import { EXT, LANGUAGE_CODE, NUCC, PROFILE, SERVICE_CATEGORY, SYSTEM, coding, concept } from './codes'
import { PAYER_ID, PAYER_NAME, groupId, networkId, networkName } from './network-resources'
import { ref, type FhirResource } from './types'

/**
 * Plan-Net resources from one directory row (db/schema/directory.ts). A row is a doctor
 * (Practitioner, PractitionerRole and the office's Location share its id) or a place or service
 * (Organization, Location, HealthcareService and OrganizationAffiliation share its id), so a
 * reference is always `Type/{row id}` and a chained search stays on one row.
 */
export type ProviderRow = typeof providers.$inferSelect

const specialtyConcept = (specialty: string) => {
  const nucc = NUCC[specialty]
  return nucc ? { coding: [coding(SYSTEM.nucc, nucc.code, nucc.display)], text: specialty } : { text: specialty }
}

const ACCEPTING: Record<string, { code: string; display: string }> = {
  yes: { code: 'newpt', display: 'Accepting' },
  existing: { code: 'existptonly', display: 'Accepting existing patients' },
  no: { code: 'nopt', display: 'Not accepting' },
}

const newPatients = (row: ProviderRow) => ({
  url: EXT.newPatients,
  extension: [{ url: 'acceptingPatients', valueCodeableConcept: concept(SYSTEM.acceptingPatients, ACCEPTING[row.patientsAccepted]!.code, ACCEPTING[row.patientsAccepted]!.display) }],
})

const networks = (row: ProviderRow) => row.planTypes.map((type) => ref('Organization', networkId(type), networkName(type)))

const telecom = (row: ProviderRow) => [{ system: 'phone', value: row.phone, use: 'work' }]

/** Doctors' names are "Given Family, CREDENTIAL"; the family name may be double-barrelled. */
export function personName(full: string) {
  const [person = full, credential] = full.split(', ')
  const words = person.split(' ')
  const family = words.pop() ?? person
  return { text: full, family, given: words, ...(credential ? { suffix: [credential] } : {}) }
}

const address = (row: ProviderRow) => ({
  use: 'work',
  type: 'physical',
  text: `${row.address}, ${row.city}, ${row.state} ${row.zip}`,
  line: [row.address],
  city: row.city,
  state: row.state,
  postalCode: row.zip,
  country: 'US',
})

const virtual = (row: ProviderRow) => {
  const modalities = row.virtualServices === 'both' ? ['phone', 'video'] : row.virtualServices === 'none' ? [] : [row.virtualServices]
  return modalities
}

const NPI = (npi: string) => ({ use: 'official', system: SYSTEM.npi, value: npi })

export function practitioner(row: ProviderRow, lastUpdated: string): FhirResource {
  const spoken = row.languages.filter((name) => LANGUAGE_CODE[name])
  return {
    resourceType: 'Practitioner',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Practitioner] },
    identifier: [NPI(row.npi)],
    active: true,
    name: [{ use: 'official', ...personName(row.name) }],
    telecom: telecom(row),
    address: [address(row)],
    ...(row.gender ? { gender: row.gender } : {}),
    communication: spoken.map((name) => ({ coding: [coding(SYSTEM.language, LANGUAGE_CODE[name]!, name)], text: name })),
  }
}

export function practitionerRole(row: ProviderRow, lastUpdated: string): FhirResource {
  const modalities = virtual(row)
  const group = row.medicalReferralGroups[0]
  return {
    resourceType: 'PractitionerRole',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.PractitionerRole] },
    extension: [
      newPatients(row),
      ...networks(row).map((valueReference) => ({ url: EXT.networkReference, valueReference })),
    ],
    ...(row.pcpId ? { identifier: [{ use: 'secondary', system: `${SYSTEM.localPlan}/pcp-id`, value: row.pcpId }] } : {}),
    active: true,
    period: { start: row.startDate },
    practitioner: ref('Practitioner', String(row.id), row.name),
    ...(group ? { organization: ref('Organization', groupId(group), group) } : {}),
    code: [row.specialty === 'Nurse Practitioner' ? concept(SYSTEM.providerRole, 'np', 'Nurse Practitioner') : concept(SYSTEM.providerRole, 'ph', 'Physician')],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), row.address)],
    telecom: telecom(row),
    ...(modalities.length ? { availabilityExceptions: `Also sees patients by ${modalities.join(' and ')}.` } : {}),
  }
}

export function location(row: ProviderRow, lastUpdated: string): FhirResource {
  const managing = row.category === 'doctors' ? undefined : ref('Organization', String(row.id), row.name)
  return {
    resourceType: 'Location',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Location] },
    ...(row.category === 'doctors' ? {} : { extension: [newPatients(row)] }),
    status: 'active',
    name: row.category === 'doctors' ? `Office of ${row.name}` : row.name,
    type: [{ text: row.category === 'doctors' ? 'Provider office' : row.specialty }],
    telecom: telecom(row),
    address: address(row),
    position: { longitude: row.lon, latitude: row.lat },
    ...(managing ? { managingOrganization: managing } : {}),
  }
}

const isFacility = (row: ProviderRow) => row.category === 'places'

export function organization(row: ProviderRow, lastUpdated: string): FhirResource {
  return {
    resourceType: 'Organization',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    identifier: [NPI(row.npi)],
    active: true,
    type: [isFacility(row) ? concept(SYSTEM.orgType, 'fac', 'Facility') : concept(SYSTEM.orgType, 'atyprv', 'Atypical Provider')],
    name: row.name,
    telecom: telecom(row),
    address: [address(row)],
    ...(row.medicalReferralGroups[0] ? { partOf: ref('Organization', groupId(row.medicalReferralGroups[0]), row.medicalReferralGroups[0]) } : {}),
  }
}

export function healthcareService(row: ProviderRow, lastUpdated: string): FhirResource {
  const category = SERVICE_CATEGORY[row.specialty] ?? { code: 'other', display: 'Other' }
  const modalities = virtual(row)
  return {
    resourceType: 'HealthcareService',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.HealthcareService] },
    extension: [
      newPatients(row),
      ...(modalities.length
        ? [{ url: EXT.deliveryMethod, extension: [{ url: 'type', valueCodeableConcept: concept(SYSTEM.deliveryMethod, 'virtual', 'Virtual') }, ...modalities.map((code) => ({ url: 'virtualModalities', valueCodeableConcept: concept(SYSTEM.virtualModality, code, code === 'video' ? 'video chat' : 'phone') }))] }]
        : []),
      { url: EXT.deliveryMethod, extension: [{ url: 'type', valueCodeableConcept: concept(SYSTEM.deliveryMethod, 'physical', 'Physical') }] },
    ],
    active: true,
    providedBy: ref('Organization', String(row.id), row.name),
    category: [concept(SYSTEM.serviceCategory, category.code, category.display)],
    type: [{ text: row.specialty }],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), row.name)],
    name: row.name,
    telecom: telecom(row),
    communication: row.languages.filter((name) => LANGUAGE_CODE[name]).map((name) => ({ coding: [coding(SYSTEM.language, LANGUAGE_CODE[name]!, name)], text: name })),
    ...(row.languages.includes(INTERPRETER) ? { comment: INTERPRETER } : {}),
  }
}

export function organizationAffiliation(row: ProviderRow, lastUpdated: string): FhirResource {
  return {
    resourceType: 'OrganizationAffiliation',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.OrganizationAffiliation] },
    active: true,
    period: { start: row.startDate },
    organization: ref('Organization', PAYER_ID, PAYER_NAME),
    participatingOrganization: ref('Organization', String(row.id), row.name),
    network: networks(row),
    code: [concept(SYSTEM.affiliationRole, 'provider', 'Provider')],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), row.name)],
    healthcareService: [ref('HealthcareService', String(row.id), row.name)],
    telecom: telecom(row),
  }
}
