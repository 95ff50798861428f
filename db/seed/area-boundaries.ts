/**
 * County and state boundaries for the coverage areas (Plan-Net Location region, the
 * location-boundary-geojson extension), from the Census Bureau's cartographic boundary files as
 * TopoJSON (the `us-atlas` package's counties-10m.json: objects `counties` with 5-digit FIPS ids
 * and `states` with 2-digit ones, quantized arcs). A geometry is rebuilt from its arcs (delta
 * decoded, reversed where the index is negative, joined without repeating the shared point) and
 * its coordinates rounded to 4 decimals (about 10 m).
 */
import { stateForFips } from './zips/county-label.ts'

export type Position = [number, number]
export type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] }
type TopoGeometry =
  | { type: 'Polygon'; id?: string; arcs: number[][] }
  | { type: 'MultiPolygon'; id?: string; arcs: number[][][] }
  | { type: null | string; id?: string; arcs?: unknown }
export type Topology = {
  type: 'Topology'
  transform?: { scale: [number, number]; translate: [number, number] }
  objects: Record<string, { type: 'GeometryCollection'; geometries: TopoGeometry[] }>
  arcs: Array<Array<[number, number]>>
}

const round = (value: number) => Math.round(value * 1e4) / 1e4

/** The arcs in coordinates: delta-decoded and scaled when the topology is quantized. */
function decodeArcs(topology: Topology): Position[][] {
  const { transform } = topology
  return topology.arcs.map((arc) => {
    let x = 0
    let y = 0
    return arc.map(([dx, dy]) => {
      if (!transform) return [round(dx), round(dy)]
      x += dx
      y += dy
      return [
        round(x * transform.scale[0] + transform.translate[0]),
        round(y * transform.scale[1] + transform.translate[1]),
      ]
    })
  })
}

/** A ring from arc indexes: ~i is arc i reversed; each arc after the first drops its first point (the previous one's last). */
function ring(arcs: Position[][], indexes: number[]): Position[] {
  const points: Position[] = []
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]!].reverse() : arcs[index]!
    points.push(...(points.length ? arc.slice(1) : arc))
  }
  return points
}

/** GeoJSON geometries of one object of the topology, by id. */
export function geometries(topology: Topology, object: string): Map<string, Geometry> {
  const arcs = decodeArcs(topology)
  const found = new Map<string, Geometry>()
  for (const g of topology.objects[object]?.geometries ?? []) {
    if (!g.id) continue
    if (g.type === 'Polygon')
      found.set(g.id, {
        type: 'Polygon',
        coordinates: (g.arcs as number[][]).map((r) => ring(arcs, r)),
      })
    else if (g.type === 'MultiPolygon')
      found.set(g.id, {
        type: 'MultiPolygon',
        coordinates: (g.arcs as number[][][]).map((polygon) => polygon.map((r) => ring(arcs, r))),
      })
  }
  return found
}

/** The boundaries of the counties named (FIPS) and of the states they lie in (USPS code). */
export function areaBoundaries(
  topology: Topology,
  countyFips: Iterable<string>,
): { counties: Record<string, Geometry>; states: Record<string, Geometry> } {
  const counties = geometries(topology, 'counties')
  const states = geometries(topology, 'states')
  const wanted = [...new Set(countyFips)].sort()
  const out = { counties: {} as Record<string, Geometry>, states: {} as Record<string, Geometry> }
  for (const fips of wanted) {
    const county = counties.get(fips)
    if (county) out.counties[fips] = county
    const state = stateForFips(fips)
    const shape = states.get(fips.slice(0, 2))
    if (state && shape) out.states[state] = shape
  }
  return out
}
