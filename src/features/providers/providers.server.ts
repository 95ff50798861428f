import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { providers } from '../../../db/schema/directory.ts'
import type { Database } from '~/server/db.server'
import { directionsUrl, locateZip, nearby } from '~/server/geo.server'
import { PAGE_SIZE, type ProviderQuery, type ProviderResult, type ProviderSearchResponse } from './provider-query'

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The WHERE conditions of every filter the query sets (spec 2.4 filters and spec 2.3 deep-link parameters). */
function filters(query: ProviderQuery): SQL[] {
  const where: SQL[] = []
  if (query.category !== 'all') where.push(eq(providers.category, query.category))
  if (query.q) {
    const pattern = likePattern(query.q)
    where.push(or(sql`${providers.name} ilike ${pattern}`, sql`${providers.specialty} ilike ${pattern}`) as SQL)
  }
  if (query.specialty) where.push(eq(providers.specialty, query.specialty))
  if (query.group) where.push(sql`${query.group} = any(${providers.medicalReferralGroups})`)
  if (query.language) where.push(sql`${query.language} = any(${providers.languages})`)
  if (query.gender) where.push(eq(providers.gender, query.gender))
  if (query.accepting) where.push(eq(providers.patientsAccepted, 'yes'))
  if (query.medicaid) where.push(eq(providers.medicaidCertified, true))
  if (query.online) where.push(inArray(providers.virtualServices, ['both', 'video']))
  if (query.freeStanding) where.push(eq(providers.freeStandingFacility, true))
  if (query.planType) where.push(sql`${query.planType} = any(${providers.planTypes})`)
  if (query.state) where.push(eq(providers.state, query.state))
  if (query.year) where.push(lte(providers.startDate, `${query.year}-12-31`))
  return where
}

/**
 * Providers, places and services within `radius` miles of the ZIP's centroid that pass every
 * filter, nearest first, one page at a time. An unknown or unserved ZIP answers `served: false`.
 */
export async function searchProviders(db: Database, query: ProviderQuery): Promise<ProviderSearchResponse> {
  const origin = await locateZip(db, query.zip)
  if (!origin?.served) return { zip: query.zip, served: false }
  const { distance, within } = nearby(providers, origin, query.radius)
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      category: providers.category,
      specialty: providers.specialty,
      gender: providers.gender,
      npi: providers.npi,
      pcpId: providers.pcpId,
      languages: providers.languages,
      medicalReferralGroups: providers.medicalReferralGroups,
      planTypes: providers.planTypes,
      patientsAccepted: providers.patientsAccepted,
      medicaidAccepted: providers.medicaidAccepted,
      medicaidCertified: providers.medicaidCertified,
      virtualServices: providers.virtualServices,
      visionHearingServices: providers.visionHearingServices,
      freeStandingFacility: providers.freeStandingFacility,
      startDate: providers.startDate,
      address: providers.address,
      city: providers.city,
      state: providers.state,
      zip: providers.zip,
      phone: providers.phone,
      lat: providers.lat,
      lon: providers.lon,
      distance: distance.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(providers)
    .where(and(within, ...filters(query)))
    .orderBy(asc(distance), asc(providers.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
  const results: ProviderResult[] = rows.map(({ distance: miles, total: _total, ...row }) => ({
    ...row,
    distanceMiles: Math.round(miles * 10) / 10,
    directionsUrl: directionsUrl(row.address, row.city, row.state, row.zip),
  }))
  const total = rows[0]?.total ?? (query.page > 1 ? await countMatches(db, within, query) : 0)
  return { zip: query.zip, served: true, radius: query.radius, page: query.page, pageSize: PAGE_SIZE, total, results }
}

/** The total when the page asked for lies past the last result (the window count saw no rows). */
async function countMatches(db: Database, within: SQL, query: ProviderQuery): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(providers)
    .where(and(within, ...filters(query)))
  return row?.total ?? 0
}
