import type { providers } from '../../db/schema/directory.ts'
import { INTERPRETER } from '~/plans/directory-options'
import {
  EXT,
  LANGUAGE_CODE,
  NUCC,
  PROFILE,
  SERVICE_CATEGORY,
  SYSTEM,
  coding,
  concept,
} from './codes'
import { PAYER_ID, PAYER_NAME, groupId, networkId, networkName } from './network-resources'
import { ref, type FhirResource } from './types'
import * as details from './listing-details'

/**
 * Plan-Net resources from one directory row (db/schema/directory.ts). A row is a doctor
 * (Practitioner, PractitionerRole and the office's Location share its id) or a place or service
 * (Organization, Location, HealthcareService and OrganizationAffiliation share its id), so a
 * reference is always `Type/{row id}` and a chained search stays on one row.
 */
export type ProviderRow = typeof providers.$inferSelect

const specialtyConcept = (specialty: string) => {
  const nucc = NUCC[specialty]
  return nucc
    ? { coding: [coding(SYSTEM.nucc, nucc.code, nucc.display)], text: specialty }
    : { text: specialty }
}

const ACCEPTING: Record<string, { code: string; display: string }> = {
  yes: { code: 'newpt', display: 'Accepting' },
  existing: { code: 'existptonly', display: 'Accepting existing patients' },
  no: { code: 'nopt', display: 'Not accepting' },
}

const newPatients = (row: ProviderRow) => ({
  url: EXT.newPatients,
  extension: [
    {
      url: 'acceptingPatients',
      valueCodeableConcept: concept(
        SYSTEM.acceptingPatients,
        ACCEPTING[row.patientsAccepted]!.code,
        ACCEPTING[row.patientsAccepted]!.display,
      ),
    },
  ],
})

const networks = (row: ProviderRow) =>
  row.planTypes.map((type) => ref('Organization', networkId(type), networkName(type)))

const telecom = (row: ProviderRow) => [{ system: 'phone', value: row.phone, use: 'work', rank: 1 }]

/** The directory listing's own id (the plan's identifier of a service or an affiliation). */
const listingId = (row: ProviderRow) => ({
  use: 'secondary',
  type: { text: 'Directory listing ID' },
  system: `${SYSTEM.localPlan}/directory-listing`,
  value: String(row.id),
})

/** Doctors' names are "Given Family, CREDENTIAL"; the family name may be double-barrelled. */
export function personName(full: string) {
  const [person = full, credential] = full.split(', ')
  const words = person.split(' ')
  const family = words.pop() ?? person
  return { text: full, family, given: words, ...(credential ? { suffix: [credential] } : {}) }
}

/** An element only when it holds something (FHIR has no empty lists). */
const nonEmpty = <T>(name: string, list: T[]) => (list.length ? { [name]: list } : {})

/** A row's address; its text is what a client searches `address` with. */
export const rowAddress = (row: ProviderRow) => ({
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
  const modalities =
    row.virtualServices === 'both'
      ? ['phone', 'video']
      : row.virtualServices === 'none'
        ? []
        : [row.virtualServices]
  return modalities
}

const NPI = (npi: string) => ({
  use: 'official',
  type: concept(SYSTEM.identifierType, 'NPI', 'National provider identifier'),
  system: SYSTEM.npi,
  value: npi,
})

/** Plan-Net ProviderRoleCS: nurse practitioners are advanced practice nursing providers (ProviderRoleCS has no "np"). */
export const PROVIDER_ROLE = {
  physician: { code: 'ph', display: 'Physician' },
  nursePractitioner: { code: 'apn', display: 'Advanced Practice Nursing Providers' },
} as const
export const providerRoleOf = (row: Pick<ProviderRow, 'specialty'>) =>
  row.specialty === 'Nurse Practitioner' ? PROVIDER_ROLE.nursePractitioner : PROVIDER_ROLE.physician

/** HL7 v3 RoleCode service delivery location types of the directory's places and services; any other is an outpatient facility. */
const LOCATION_TYPE: Record<string, { code: string; display: string }> = {
  Pharmacy: { code: 'PHARM', display: 'Pharmacy' },
  Hospital: { code: 'HOSP', display: 'Hospital' },
  'Primary Care Clinic': { code: 'PC', display: 'Primary care clinic' },
  'Federally Qualified Health Center': { code: 'PC', display: 'Primary care clinic' },
  'Ambulatory Surgery Center': { code: 'SU', display: 'Surgery clinic' },
  'Skilled Nursing Facility': { code: 'SNF', display: 'Skilled nursing facility' },
  'Imaging Center': { code: 'RADDX', display: 'Radiology diagnostics or therapeutics unit' },
  'Clinical Laboratory': { code: 'OUTLAB', display: 'outpatient laboratory' },
  'Dialysis Center': { code: 'HD', display: 'Hemodialysis unit' },
}
const OFFICE = { code: 'PROFF', display: "Provider's Office" }
const OUTPATIENT = { code: 'OF', display: 'Outpatient facility' }
export const locationTypeOf = (row: Pick<ProviderRow, 'category' | 'specialty'>) =>
  row.category === 'doctors' ? OFFICE : (LOCATION_TYPE[row.specialty] ?? OUTPATIENT)

/** Plan-Net OrganizationAffiliationRoleCS roles of the places and services. */
const AFFILIATION_ROLE: Record<string, { code: string; display: string }> = {
  Pharmacy: { code: 'pharmacy', display: 'Pharmacy' },
  Hospital: { code: 'hospital', display: 'Hospital' },
  'Urgent Care Center': { code: 'urgent', display: 'Urgent Care Center' },
  'Clinical Laboratory': { code: 'laboratory', display: 'Laboratory' },
  'Home Health Agency': { code: 'home', display: 'Home Health Provider' },
  'Durable Medical Equipment Supplier': { code: 'dme', display: 'DME/Medical Supplier' },
  'Hearing Aid Provider': { code: 'dme', display: 'DME/Medical Supplier' },
  Hospice: { code: 'hospice', display: 'Hospice' },
  'Non-Emergency Medical Transportation': { code: 'transport', display: 'Transporation Provider' },
  'Behavioral Health Services': {
    code: 'behavioral',
    display: 'Outpatient Behavioral Health Provider',
  },
  'Skilled Nursing Facility': {
    code: 'nurseCustodial',
    display: 'Nursing and Custodial Care Facility',
  },
}
const CLINIC = { code: 'outpatient', display: 'Clinic or Outpatient Facility' }
export const affiliationRoleOf = (row: Pick<ProviderRow, 'specialty'>) =>
  AFFILIATION_ROLE[row.specialty] ?? CLINIC

/** HL7 service-type codes (Plan-Net HealthcareServiceTypeVS) where one names the service; the rest say it in text. */
const SERVICE_TYPE: Record<string, { code: string; display: string }> = {
  'Speech-Language Pathology': { code: '68', display: 'Speech Pathology/Therapy' },
  'Non-Emergency Medical Transportation': { code: '230', display: 'Patient Transport' },
}
export const serviceTypeOf = (row: Pick<ProviderRow, 'specialty'>) => SERVICE_TYPE[row.specialty]

/** The county area a row's ZIP code lies in, when plans serve that county. */
export type RowArea = { countyAreaId?: string; countyName?: string }

export function practitioner(row: ProviderRow, lastUpdated: string): FhirResource {
  return {
    resourceType: 'Practitioner',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Practitioner] },
    identifier: [NPI(row.npi)],
    active: true,
    name: [{ use: 'official', ...personName(row.name) }],
    telecom: telecom(row),
    address: [details.geolocated(rowAddress(row), row)],
    ...(row.gender ? { gender: row.gender } : {}),
    communication: details.communication(row, LANGUAGE_CODE),
    qualification: [details.licenceQualification(row, lastUpdated, credentialOf(row.name))],
  }
}

/** The credential after the comma of a doctor's name ("Ana Diaz, MD" -> MD). */
const credentialOf = (name: string) => name.split(', ')[1]

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
      ...details.boardQualification(row),
    ],
    ...(row.pcpId
      ? {
          identifier: [
            {
              use: 'secondary',
              type: { text: 'Primary care provider ID' },
              system: `${SYSTEM.localPlan}/pcp-id`,
              value: row.pcpId,
            },
          ],
        }
      : {}),
    active: true,
    period: { start: row.startDate },
    practitioner: ref('Practitioner', String(row.id), row.name),
    ...(group ? { organization: ref('Organization', groupId(group), group) } : {}),
    code: [concept(SYSTEM.providerRole, providerRoleOf(row).code, providerRoleOf(row).display)],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), row.address)],
    healthcareService: [ref('HealthcareService', String(row.id), serviceName(row))],
    telecom: details.telecomWithHours(row),
    availableTime: details.availableTime(row),
    ...nonEmpty('notAvailable', details.notAvailable(row, lastUpdated)),
    availabilityExceptions: [
      details.closuresText(row),
      ...(modalities.length ? [`Also sees patients by ${modalities.join(' and ')}.`] : []),
    ].join(' '),
    ...nonEmpty('endpoint', details.endpointRefs(row)),
  }
}

/** A Location's name: a doctor's office is named for the doctor. */
export const rowLocationName = (row: Pick<ProviderRow, 'category' | 'name'>) =>
  row.category === 'doctors' ? `Office of ${row.name}` : row.name

export function location(row: ProviderRow, lastUpdated: string): FhirResource {
  // A doctor's office is run by the doctor's medical group, when the doctor has one.
  const group = row.medicalReferralGroups[0]
  const managing =
    row.category === 'doctors'
      ? group
        ? ref('Organization', groupId(group), group)
        : undefined
      : ref('Organization', String(row.id), row.name)
  return {
    resourceType: 'Location',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Location] },
    extension: [
      ...(row.category === 'doctors' ? [] : [newPatients(row)]),
      ...details.accessibilityExtensions(row),
    ],
    status: 'active',
    name: rowLocationName(row),
    ...nonEmpty('alias', details.locationAliases(row)),
    type: [
      {
        coding: [coding(SYSTEM.roleCode, locationTypeOf(row).code, locationTypeOf(row).display)],
        text: row.category === 'doctors' ? 'Provider office' : row.specialty,
      },
    ],
    telecom: details.telecomWithHours(row),
    address: rowAddress(row),
    position: { longitude: row.lon, latitude: row.lat },
    ...(managing ? { managingOrganization: managing } : {}),
    hoursOfOperation: details.hoursOfOperation(row),
    availabilityExceptions: details.closuresText(row),
    ...(row.category === 'doctors' ? {} : nonEmpty('endpoint', details.endpointRefs(row))),
  }
}

const isFacility = (row: ProviderRow) => row.category === 'places'

export function organization(
  row: ProviderRow,
  lastUpdated: string,
  area: RowArea = {},
): FhirResource {
  return {
    resourceType: 'Organization',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.Organization] },
    extension: [
      details.orgDescription(
        row,
        row.planTypes.map((type) => type),
      ),
      ...details.facilityLicence(row, lastUpdated),
      // The county it serves, a coverage area, when plans are sold there.
      ...(area.countyAreaId
        ? [
            {
              url: EXT.locationReference,
              valueReference: ref('Location', area.countyAreaId, area.countyName),
            },
          ]
        : []),
    ],
    identifier: [NPI(row.npi)],
    active: true,
    type: [
      isFacility(row)
        ? concept(SYSTEM.orgType, 'fac', 'Facility')
        : concept(SYSTEM.orgType, 'atyprv', 'Atypical Provider'),
    ],
    name: row.name,
    telecom: telecom(row),
    address: [details.geolocated(rowAddress(row), row)],
    ...nonEmpty('endpoint', details.endpointRefs(row)),
    ...(row.medicalReferralGroups[0]
      ? {
          partOf: ref(
            'Organization',
            groupId(row.medicalReferralGroups[0]),
            row.medicalReferralGroups[0],
          ),
        }
      : {}),
  }
}

/** Plan-Net HealthcareServiceCategoryCS: a doctor's service is a medical provider's; a place's or service's by its kind. */
const MEDICAL_PROVIDER = { code: 'prov', display: 'Medical Provider' }
export const serviceCategoryOf = (row: Pick<ProviderRow, 'category' | 'specialty'>) =>
  row.category === 'doctors'
    ? MEDICAL_PROVIDER
    : (SERVICE_CATEGORY[row.specialty] ?? { code: 'other', display: 'Other' })

/** A HealthcareService's name: a doctor's is the specialty with the doctor ("Cardiology with Ana Diaz, MD"). */
export const serviceName = (row: Pick<ProviderRow, 'category' | 'name' | 'specialty'>) =>
  row.category === 'doctors' ? `${row.specialty} with ${row.name}` : row.name

/**
 * The service a row offers: a place's or service's own (provided by its Organization), or a
 * doctor's, the service of the doctor's PractitionerRole (provided by the medical group, at the
 * doctor's office). Both have the row's id.
 */
export function healthcareService(
  row: ProviderRow,
  lastUpdated: string,
  area: RowArea = {},
): FhirResource {
  const category = serviceCategoryOf(row)
  const doctor = row.category === 'doctors'
  const group = row.medicalReferralGroups[0]
  const providedBy = doctor
    ? group
      ? ref('Organization', groupId(group), group)
      : undefined
    : ref('Organization', String(row.id), row.name)
  const modalities = virtual(row)
  return {
    resourceType: 'HealthcareService',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.HealthcareService] },
    identifier: [listingId(row)],
    extension: [
      newPatients(row),
      ...(modalities.length
        ? [
            {
              url: EXT.deliveryMethod,
              extension: [
                {
                  url: 'type',
                  valueCodeableConcept: concept(SYSTEM.deliveryMethod, 'virtual', 'Virtual'),
                },
                ...modalities.map((code) => ({
                  url: 'virtualModalities',
                  valueCodeableConcept: concept(
                    SYSTEM.virtualModality,
                    code,
                    code === 'video' ? 'video chat' : 'phone',
                  ),
                })),
              ],
            },
          ]
        : []),
      {
        url: EXT.deliveryMethod,
        extension: [
          {
            url: 'type',
            valueCodeableConcept: concept(SYSTEM.deliveryMethod, 'physical', 'Physical'),
          },
        ],
      },
    ],
    active: true,
    ...(providedBy ? { providedBy } : {}),
    category: [concept(SYSTEM.serviceCategory, category.code, category.display)],
    type: [
      serviceTypeOf(row)
        ? {
            coding: [
              coding(SYSTEM.serviceType, serviceTypeOf(row)!.code, serviceTypeOf(row)!.display),
            ],
            text: row.specialty,
          }
        : { text: row.specialty },
    ],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), rowLocationName(row))],
    name: serviceName(row),
    ...(area.countyAreaId
      ? { coverageArea: [ref('Location', area.countyAreaId, area.countyName)] }
      : {}),
    telecom: details.telecomWithHours(row),
    communication: row.languages
      .filter((name) => LANGUAGE_CODE[name])
      .map((name) => ({
        coding: [coding(SYSTEM.language, LANGUAGE_CODE[name]!, name)],
        text: name,
      })),
    ...(row.languages.includes(INTERPRETER) ? { comment: INTERPRETER } : {}),
    appointmentRequired: details.needsAppointment(row),
    availableTime: details.availableTime(row),
    ...nonEmpty('notAvailable', details.notAvailable(row, lastUpdated)),
    availabilityExceptions: details.closuresText(row),
    ...nonEmpty('endpoint', details.endpointRefs(row)),
  }
}

/** A listing's Direct address (secure messaging for referrals and records), run by its organization or the doctor's medical group. */
export function directEndpoint(row: ProviderRow, lastUpdated: string): FhirResource {
  const group = row.medicalReferralGroups[0]
  const manager =
    row.category === 'doctors'
      ? ref('Organization', groupId(group!), group)
      : ref('Organization', String(row.id), row.name)
  return {
    resourceType: 'Endpoint',
    id: details.directEndpointId(row),
    meta: { lastUpdated, profile: [PROFILE.Endpoint] },
    extension: [
      {
        url: EXT.endpointUsecase,
        extension: [
          { url: 'type', valueCodeableConcept: concept(SYSTEM.actReason, 'TREAT', 'treatment') },
        ],
      },
    ],
    status: 'active',
    connectionType: coding(SYSTEM.connectionType, 'direct-project', 'Direct Project'),
    name: `Direct address of ${row.name}`,
    managingOrganization: manager,
    contact: telecom(row),
    payloadType: [concept(SYSTEM.payloadType, 'any', 'Any')],
    address: `mailto:listing-${row.id}@direct.ceibahealth.example`,
  }
}

export function organizationAffiliation(row: ProviderRow, lastUpdated: string): FhirResource {
  return {
    resourceType: 'OrganizationAffiliation',
    id: String(row.id),
    meta: { lastUpdated, profile: [PROFILE.OrganizationAffiliation] },
    identifier: [listingId(row)],
    active: true,
    period: { start: row.startDate },
    organization: ref('Organization', PAYER_ID, PAYER_NAME),
    participatingOrganization: ref('Organization', String(row.id), row.name),
    network: networks(row),
    code: [
      concept(
        SYSTEM.affiliationRolePlanNet,
        affiliationRoleOf(row).code,
        affiliationRoleOf(row).display,
      ),
    ],
    specialty: [specialtyConcept(row.specialty)],
    location: [ref('Location', String(row.id), row.name)],
    healthcareService: [ref('HealthcareService', String(row.id), row.name)],
    telecom: telecom(row),
    ...nonEmpty('endpoint', details.endpointRefs(row)),
  }
}
