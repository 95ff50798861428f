import { oncePerDatabase, type Database } from '~/server/db.server'
import { directionsUrl, locateZip } from '~/geo/geo.server'
import { GeoIndex } from '~/geo/geo-index.server'
import { foldText } from '~/i18n/fold'
import { directoryRows, type DirectoryRow } from '~/directory/directory-rows.server'
import {
  PAGE_SIZE,
  type ProviderQuery,
  type ProviderResult,
  type ProviderSearchResponse,
} from './provider-query'
import { matchesText } from './provider-text-match'

type Provider = DirectoryRow

/** The directory in memory, on a geographic grid (reference data: see `oncePerDatabase` in src/server/db.server.ts). */
const directory = oncePerDatabase(
  async (db: Database) => new GeoIndex<Provider>(await directoryRows(db)),
)

/** The test of every filter the query sets (spec 2.4 filters and spec 2.3 deep-link parameters). */
function filter(query: ProviderQuery): (row: Provider) => boolean {
  const q = query.q === undefined ? undefined : foldText(query.q)
  const latestStart = query.year ? `${query.year}-12-31` : undefined
  return (row) =>
    (query.category === 'all' || row.category === query.category) &&
    (!q || matchesText(row, q)) &&
    (!query.specialty || row.specialty === query.specialty) &&
    (!query.group || row.medicalReferralGroups.includes(query.group)) &&
    (!query.language || row.languages.includes(query.language)) &&
    (!query.gender || row.gender === query.gender) &&
    (!query.accepting || row.patientsAccepted === 'yes') &&
    (!query.medicaid || row.medicaidCertified) &&
    (!query.online || row.virtualServices === 'both' || row.virtualServices === 'video') &&
    (!query.freeStanding || row.freeStandingFacility) &&
    (!query.planType || row.planTypes.includes(query.planType)) &&
    (!query.state || row.state === query.state) &&
    (!latestStart || row.startDate <= latestStart)
}

/**
 * Providers, places and services within `radius` miles of the ZIP's centroid that pass every
 * filter, nearest first, one page at a time. An unknown or unserved ZIP answers `served: false`.
 */
export async function searchProviders(
  db: Database,
  query: ProviderQuery,
): Promise<ProviderSearchResponse> {
  if (query.zip === undefined) return searchState(db, query)
  const origin = await locateZip(db, query.zip)
  if (!origin?.served) return { zip: query.zip, served: false }
  const matches = (await directory(db)).within(origin, query.radius, filter(query))
  const start = (query.page - 1) * PAGE_SIZE
  const results: ProviderResult[] = matches
    .slice(start, start + PAGE_SIZE)
    .map(({ row, miles }) => ({
      ...row,
      distanceMiles: Math.round(miles * 10) / 10,
      directionsUrl: directionsUrl(row.address, row.city, row.state, row.zip),
    }))
  return {
    zip: query.zip,
    served: true,
    radius: query.radius,
    page: query.page,
    pageSize: PAGE_SIZE,
    total: matches.length,
    results,
  }
}

/** A deep link naming a state and no ZIP (spec 2.3): every match in the state, by name. */
async function searchState(db: Database, query: ProviderQuery): Promise<ProviderSearchResponse> {
  const matches = (await directoryRows(db))
    .filter(filter(query))
    .sort((a, b) => a.name.localeCompare(b.name))
  const start = (query.page - 1) * PAGE_SIZE
  const results: ProviderResult[] = matches.slice(start, start + PAGE_SIZE).map((row) => ({
    ...row,
    distanceMiles: null,
    directionsUrl: directionsUrl(row.address, row.city, row.state, row.zip),
  }))
  return {
    zip: null,
    served: true,
    radius: null,
    page: query.page,
    pageSize: PAGE_SIZE,
    total: matches.length,
    results,
  }
}
