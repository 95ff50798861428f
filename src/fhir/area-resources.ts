import boundaries from '../../db/seed/area-boundaries.json'
import { EXT, PROFILE } from './codes'
import { PAYER_ID, PAYER_NAME } from './network-resources'
import { ref, type FhirResource } from './types'

/**
 * Coverage areas as Locations (Plan-Net InsurancePlan.coverageArea, Network location-reference,
 * HealthcareService.coverageArea; US Drug Formulary InsurancePlanLocation): one per county a plan
 * serves (`Location/area-{fips}`, part of its state) and one per state (`Location/area-{state}`).
 */
export type AreaCounty = {
  fips: string
  name: string
  label: string
  state: string
  lat: number
  lon: number
}
export type AreaStateRow = { state: string; lat: number; lon: number }

export const countyAreaId = (fips: string) => `area-${fips}`
export const stateAreaId = (state: string) => `area-${state.toLowerCase()}`
export const countyAreaName = (county: Pick<AreaCounty, 'name' | 'label' | 'state'>) =>
  `${county.name} ${county.label}, ${county.state}`

const AREA_TYPE = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'AREA', display: 'area' },
  ],
  text: 'Service area',
}

type Shapes = Record<string, unknown>
const SHAPES = boundaries as unknown as { counties: Shapes; states: Shapes }
const encoded = new Map<string, string>()

/**
 * The area's boundary (Plan-Net region: location-boundary-geojson, the GeoJSON geometry in
 * base64), from the Census Bureau's cartographic boundaries (db/seed/area-boundaries.json),
 * encoded once per area; none when the file has no shape for it.
 */
function region(kind: 'counties' | 'states', key: string) {
  const shape = SHAPES[kind][key]
  if (!shape) return []
  let data = encoded.get(`${kind}:${key}`)
  if (data === undefined) {
    data = Buffer.from(JSON.stringify(shape)).toString('base64')
    encoded.set(`${kind}:${key}`, data)
  }
  return [
    { url: EXT.boundaryGeojson, valueAttachment: { contentType: 'application/geo+json', data } },
  ]
}

const areaBase = (
  id: string,
  name: string,
  lastUpdated: string,
  position: { lat: number; lon: number },
  boundary: ReturnType<typeof region>,
) => ({
  resourceType: 'Location',
  id,
  meta: { lastUpdated, profile: [PROFILE.Location, PROFILE.InsurancePlanLocation] },
  ...(boundary.length ? { extension: boundary } : {}),
  status: 'active',
  name,
  description: `An area where ${PAYER_NAME} sells Medicare Advantage plans.`,
  type: [AREA_TYPE],
  physicalType: {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/location-physical-type',
        code: 'area',
        display: 'Area',
      },
    ],
  },
  position: { longitude: position.lon, latitude: position.lat },
  managingOrganization: ref('Organization', PAYER_ID, PAYER_NAME),
})

export function countyArea(county: AreaCounty, lastUpdated: string): FhirResource {
  return {
    ...areaBase(
      countyAreaId(county.fips),
      countyAreaName(county),
      lastUpdated,
      county,
      region('counties', county.fips),
    ),
    identifier: [
      {
        use: 'official',
        type: { text: 'County FIPS code' },
        system: 'urn:oid:2.16.840.1.113883.6.93',
        value: county.fips,
      },
    ],
    address: {
      use: 'work',
      type: 'physical',
      text: countyAreaName(county),
      district: `${county.name} ${county.label}`,
      state: county.state,
      country: 'US',
    },
    partOf: ref('Location', stateAreaId(county.state), county.state),
  }
}

export function stateArea(state: AreaStateRow, lastUpdated: string): FhirResource {
  return {
    ...areaBase(
      stateAreaId(state.state),
      state.state,
      lastUpdated,
      state,
      region('states', state.state),
    ),
    identifier: [
      {
        use: 'official',
        type: { text: 'USPS state code' },
        system: 'https://www.usps.com/',
        value: state.state,
      },
    ],
    address: {
      use: 'work',
      type: 'physical',
      text: state.state,
      state: state.state,
      country: 'US',
    },
  }
}
