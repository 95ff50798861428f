import { describe, expect, it } from 'vitest'
import boundaries from './area-boundaries.json'
import { servedCounties } from './area-boundaries-import.ts'
import { areaBoundaries, geometries, type Topology } from './area-boundaries.ts'
import { stateForFips } from './zips/county-label.ts'

// Two unit squares side by side, sharing the arc x=1 (TopoJSON as us-atlas writes it: quantized, delta-encoded).
// County 12001 is the left square, 12003 the right (drawn through the shared arc reversed), state 12 both.
const TOPOLOGY: Topology = {
  type: 'Topology',
  transform: { scale: [0.5, 0.25], translate: [-80, 25] },
  objects: {
    counties: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '12001', arcs: [[0, 1]] },
        { type: 'Polygon', id: '12003', arcs: [[2, -1]] },
        { type: 'Polygon', id: '13001', arcs: [[3]] },
      ],
    },
    states: {
      type: 'GeometryCollection',
      geometries: [{ type: 'MultiPolygon', id: '12', arcs: [[[1, 2]]] }],
    },
  },
  arcs: [
    // 0: (1,0) -> (1,1), the shared side, in quantized units (x / 0.5, y / 0.25)
    [
      [2, 0],
      [0, 4],
    ],
    // 1: (1,1) -> (0,1) -> (0,0) -> (1,0)
    [
      [2, 4],
      [-2, 0],
      [0, -4],
      [2, 0],
    ],
    // 2: (1,0) -> (2,0) -> (2,1) -> (1,1)
    [
      [2, 0],
      [2, 0],
      [0, 4],
      [-2, 0],
    ],
    [
      [8, 8],
      [1, 0],
      [0, 1],
      [-1, 0],
    ],
  ],
}
const at = (x: number, y: number) => [-80 + x, 25 + y]

describe('county and state boundaries', () => {
  it('rebuilds each polygon from its arcs: decoded, reversed where negative, closed, in degrees', () => {
    const counties = geometries(TOPOLOGY, 'counties')
    expect(counties.get('12001')).toEqual({
      type: 'Polygon',
      coordinates: [[at(1, 0), at(1, 1), at(0, 1), at(0, 0), at(1, 0)]],
    })
    expect(counties.get('12003')).toEqual({
      type: 'Polygon',
      coordinates: [[at(1, 0), at(2, 0), at(2, 1), at(1, 1), at(1, 0)]],
    })
    expect(geometries(TOPOLOGY, 'states').get('12')).toEqual({
      type: 'MultiPolygon',
      coordinates: [[[at(1, 1), at(0, 1), at(0, 0), at(1, 0), at(2, 0), at(2, 1), at(1, 1)]]],
    })
  })

  it('keeps the counties asked for and their states, by USPS code; a county not in the file has none', () => {
    const out = areaBoundaries(TOPOLOGY, ['12003', '12001', '99999'])
    expect(Object.keys(out.counties)).toEqual(['12001', '12003'])
    expect(Object.keys(out.states)).toEqual(['FL'])
  })

  it('the seed holds a closed boundary for every county a plan serves and for its state', () => {
    const data = boundaries as unknown as ReturnType<typeof areaBoundaries>
    const served = servedCounties()
    expect(served.length).toBeGreaterThan(100)
    for (const fips of served) {
      const shape = data.counties[fips]
      expect(shape, fips).toBeDefined()
      const rings = shape!.type === 'Polygon' ? shape!.coordinates : shape!.coordinates.flat()
      for (const r of rings) expect(r[0], fips).toEqual(r.at(-1))
      expect(data.states[stateForFips(fips)!], fips).toBeDefined()
    }
  })
})
