import { COUNT_DEFAULT, COUNT_MAX } from './search-params'
import { revIncludesOf } from './parse-search'
import type { TypeDef } from './table-types'

export const IMPLEMENTATION_GUIDES = [
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/ImplementationGuide/hl7.fhir.us.davinci-pdex-plan-net|1.1.0',
  'http://hl7.org/fhir/us/davinci-drug-formulary/ImplementationGuide/hl7.fhir.us.davinci-drug-formulary|2.0.1',
]

/** The guides' server CapabilityStatements this server instantiates (the test kits check for them). */
export const INSTANTIATES = [
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/CapabilityStatement/plan-net',
  'http://hl7.org/fhir/us/davinci-drug-formulary/CapabilityStatement/usdf-server',
]

/** The CapabilityStatement of the server, generated from the router's table so the two cannot drift. */
export function capabilityStatement(types: readonly TypeDef[], baseUrl: string, date: string) {
  const byName = new Map(types.map((def) => [def.type, def]))
  return {
    resourceType: 'CapabilityStatement',
    id: 'ceiba-health-public-fhir',
    status: 'active',
    date,
    publisher: 'Ceiba Health',
    kind: 'instance',
    instantiates: INSTANTIATES,
    name: 'CeibaHealthPublicFhirApi',
    title: 'Ceiba Health public FHIR API: provider directory and drug formulary',
    description:
      'Public, read-only FHIR R4 API. No authentication. Resources follow Da Vinci PDex Plan-Net 1.1.0 and HL7 US Drug Formulary 2.0.1.',
    software: { name: 'Ceiba Health website' },
    implementation: { description: 'Ceiba Health public FHIR API', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json'],
    implementationGuide: IMPLEMENTATION_GUIDES,
    rest: [
      {
        mode: 'server',
        documentation: `Read, vread (every resource has one version, 1), instance history and search, by GET or by POST {type}/_search with a form body. _count (0-${COUNT_MAX}, default ${COUNT_DEFAULT}; larger is ${COUNT_MAX}) pages with next links; _summary (count, true: the summary elements, text, data, false), _total and _elements are supported; _include and _revinclude name the references listed per type (a _revinclude adds at most 200 resources per page, and an OperationOutcome entry then gives the search that pages through all of them); every reference parameter chains (network.name=...), and _has:{Type}:{reference}:{parameter} selects by what points here. String parameters match the start of the value or of a name or address part, ignoring case and accents; escape a comma in a value as \\,.`,
        security: { cors: true, description: 'Public data: no authentication.' },
        resource: types.map((def) => ({
          type: def.type,
          profile: def.profiles[0],
          supportedProfile: def.profiles,
          interaction: [
            { code: 'read' },
            { code: 'vread' },
            { code: 'history-instance' },
            { code: 'search-type' },
          ],
          versioning: 'versioned',
          readHistory: true,
          updateCreate: false,
          searchInclude: def.includes.map((include) => `${def.type}:${include.param}`),
          searchRevInclude: revIncludesOf(def, byName),
          searchParam: def.params.map((param) => ({
            name: param.name,
            type: param.type,
            documentation: param.modifiers?.length
              ? `${param.documentation} Modifiers: ${param.modifiers.map((m) => `:${m}`).join(', ')}.`
              : param.documentation,
          })),
        })),
      },
    ],
  }
}
