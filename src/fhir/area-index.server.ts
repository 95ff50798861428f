import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { counties, planCounties, plans, zipCounties, zips } from '../../db/schema/plans.ts'
import { oncePerDatabase } from '~/server/db.server'

/**
 * The coverage areas: every county a plan serves (plan_counties) and the states they lie in, with
 * a position each (the mean of the county's ZIP code centres, a state's the mean of its counties),
 * which plans serve them, and the county of each ZIP code (the county holding most of it), so a
 * place's HealthcareService names the county it is in. Loaded once per database and process.
 */
export type County = {
  fips: string
  name: string
  label: string
  state: string
  lat: number
  lon: number
}
export type AreaState = { state: string; lat: number; lon: number; counties: readonly County[] }
export type AreaIndex = {
  counties: readonly County[]
  countyByFips: ReadonlyMap<string, County>
  states: readonly AreaState[]
  stateByCode: ReadonlyMap<string, AreaState>
  /** The counties each plan serves, by plan slug. */
  countiesOfPlan: ReadonlyMap<string, readonly string[]>
  /** The states where plans of each plan type are sold. */
  statesOfPlanType: ReadonlyMap<string, readonly string[]>
  /** The county of a ZIP code, when that county is a coverage area. */
  countyOfZip: ReadonlyMap<string, string>
}

const mean = (values: number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)) * 1e5) / 1e5

async function load(db: Database): Promise<AreaIndex> {
  const [served, planRows] = await Promise.all([
    db.select({ planSlug: planCounties.planSlug, fips: planCounties.fips }).from(planCounties),
    db.select({ slug: plans.slug, planType: plans.planType, state: plans.state }).from(plans),
  ])
  const fipsServed = [...new Set(served.map((row) => row.fips))].sort()
  const [countyRows, zipRows] = fipsServed.length
    ? await Promise.all([
        db.select().from(counties).where(inArray(counties.fips, fipsServed)),
        db
          .select({
            zip: zipCounties.zip,
            fips: zipCounties.fips,
            ratio: zipCounties.ratio,
            lat: zips.lat,
            lon: zips.lon,
          })
          .from(zipCounties)
          .innerJoin(zips, eq(zips.zip, zipCounties.zip))
          .where(inArray(zipCounties.fips, fipsServed)),
      ])
    : [[], []]
  const points = new Map<string, { lat: number[]; lon: number[] }>()
  const best = new Map<string, { fips: string; ratio: number }>()
  for (const row of zipRows) {
    const p = points.get(row.fips) ?? { lat: [], lon: [] }
    p.lat.push(row.lat)
    p.lon.push(row.lon)
    points.set(row.fips, p)
    const old = best.get(row.zip)
    if (!old || row.ratio > old.ratio) best.set(row.zip, { fips: row.fips, ratio: row.ratio })
  }
  const countyList: County[] = countyRows
    .filter((row) => points.has(row.fips))
    .map((row) => ({
      fips: row.fips,
      name: row.name,
      label: row.label,
      state: row.state,
      lat: mean(points.get(row.fips)!.lat),
      lon: mean(points.get(row.fips)!.lon),
    }))
    .sort((a, b) => (a.fips < b.fips ? -1 : 1))
  const countyByFips = new Map(countyList.map((c) => [c.fips, c]))
  const stateCodes = [...new Set(countyList.map((c) => c.state))].sort()
  const states = stateCodes.map((state) => {
    const inState = countyList.filter((c) => c.state === state)
    return {
      state,
      lat: mean(inState.map((c) => c.lat)),
      lon: mean(inState.map((c) => c.lon)),
      counties: inState,
    }
  })
  const countiesOfPlan = new Map<string, string[]>()
  for (const row of served) {
    if (!countyByFips.has(row.fips)) continue
    const list = countiesOfPlan.get(row.planSlug) ?? []
    list.push(row.fips)
    countiesOfPlan.set(row.planSlug, list)
  }
  for (const list of countiesOfPlan.values()) list.sort()
  const statesOfPlanType = new Map<string, string[]>()
  for (const plan of planRows) {
    const fips = countiesOfPlan.get(plan.slug) ?? []
    const list = statesOfPlanType.get(plan.planType) ?? []
    for (const f of fips) {
      const state = countyByFips.get(f)!.state
      if (!list.includes(state)) list.push(state)
    }
    statesOfPlanType.set(plan.planType, list)
  }
  for (const list of statesOfPlanType.values()) list.sort()
  const countyOfZip = new Map([...best].map(([zip, { fips }]) => [zip, fips]))
  return {
    counties: countyList,
    countyByFips,
    states,
    stateByCode: new Map(states.map((s) => [s.state, s])),
    countiesOfPlan,
    statesOfPlanType,
    countyOfZip,
  }
}

/** The index for this database, built on first use and kept for the life of the process. */
export const areaIndex = oncePerDatabase(load)
