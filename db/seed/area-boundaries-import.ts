// The boundaries of the counties the plans serve and of their states, for the coverage areas:
//   node db/seed/area-boundaries-import.ts path/to/us-atlas/counties-10m.json
// reads the Census Bureau's cartographic boundaries as TopoJSON (the us-atlas package, `npm pack
// us-atlas`) and writes db/seed/area-boundaries.json, which the FHIR API serves as each area's
// location-boundary-geojson. The counties are those of every plan catalogue (db/seed/plans).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { areaBoundaries, type Topology } from './area-boundaries.ts'

/** Every county FIPS code a plan of any year serves. */
export function servedCounties(): string[] {
  const folder = new URL('./plans/', import.meta.url)
  const fips = new Set<string>()
  for (const name of readdirSync(folder).filter((n) => /^catalogue-\d{4}\.json$/.test(n))) {
    const plans = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Array<{
      counties: string[]
    }>
    for (const plan of plans) for (const county of plan.counties) fips.add(county)
  }
  return [...fips].sort()
}

const path = process.argv[2]
if (import.meta.url === `file://${process.argv[1]}` && path) {
  const served = servedCounties()
  const boundaries = areaBoundaries(JSON.parse(readFileSync(path, 'utf8')) as Topology, served)
  writeFileSync(
    new URL('./area-boundaries.json', import.meta.url),
    `${JSON.stringify(boundaries)}\n`,
  )
  const found = Object.keys(boundaries.counties).length
  console.log(
    `Boundaries of ${found} of ${served.length} counties served and ${Object.keys(boundaries.states).length} states; ${served.length - found} counties have none.`,
  )
}
