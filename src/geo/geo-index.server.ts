const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (haversine), the same formula the SQL search used. */
export function milesBetween(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

export type Located = { id: number; lat: number; lon: number }
export type Near<T> = { row: T; miles: number }

/**
 * A grid over latitude and longitude for reference data that is the same for everyone (the
 * directory, the stores): a radius search reads only the cells its bounding box touches, then
 * keeps the rows within the exact distance, nearest first (ties by id, as the SQL ordered).
 * PGlite has no usable spatial index (a GiST query hung it, see ARCHITECTURE.md), and a
 * database round trip per search cost more than the search itself.
 */
export class GeoIndex<T extends Located> {
  private readonly cells = new Map<string, T[]>()

  constructor(
    rows: readonly T[],
    private readonly cellDegrees = 0.2,
  ) {
    for (const row of rows) {
      const key = this.key(Math.floor(row.lat / cellDegrees), Math.floor(row.lon / cellDegrees))
      let cell = this.cells.get(key)
      if (!cell) this.cells.set(key, (cell = []))
      cell.push(row)
    }
  }

  private key(latCell: number, lonCell: number) {
    return `${latCell}:${lonCell}`
  }

  /** Rows within `miles` of the origin that pass `keep`, nearest first. */
  within(
    origin: { lat: number; lon: number },
    miles: number,
    keep: (row: T) => boolean = () => true,
  ): Near<T>[] {
    const dLat = miles / 69
    const dLon = miles / (69 * Math.max(Math.cos(radians(origin.lat)), 0.01))
    const size = this.cellDegrees
    const found: Near<T>[] = []
    for (
      let latCell = Math.floor((origin.lat - dLat) / size);
      latCell <= Math.floor((origin.lat + dLat) / size);
      latCell += 1
    ) {
      for (
        let lonCell = Math.floor((origin.lon - dLon) / size);
        lonCell <= Math.floor((origin.lon + dLon) / size);
        lonCell += 1
      ) {
        for (const row of this.cells.get(this.key(latCell, lonCell)) ?? []) {
          if (Math.abs(row.lat - origin.lat) > dLat || Math.abs(row.lon - origin.lon) > dLon)
            continue
          const distance = milesBetween(origin, row)
          if (distance <= miles && keep(row)) found.push({ row, miles: distance })
        }
      }
    }
    return found.sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
  }
}
