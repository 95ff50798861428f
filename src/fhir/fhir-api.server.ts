import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { seedRuns } from '../../db/schema/meta.ts'
import { cached } from '~/plans/plans-cache.server'
import { capabilityStatement } from './capability'
import { FHIR_JSON, fhirJson, outcome } from './outcome'
import { ResponseCache } from './response-cache'
import { parseSearch } from './parse-search'
import { searchBundle } from './bundle'
import { TYPE_BY_NAME, RESOURCE_TYPES } from './table.server'
import type { Context, IncludeDef, TypeDef } from './table-types'
import type { FhirResource, LoadTimes } from './types'

/** When each data set was last loaded: the resources' meta.lastUpdated. */
async function loadTimes(db: Database): Promise<LoadTimes> {
  return cached(db, 'fhir:load-times', async () => {
    const rows = await db.select().from(seedRuns).where(inArray(seedRuns.name, ['directory', 'plans', 'formulary']))
    const at = (name: string) => (rows.find((row) => row.name === name)?.loadedAt ?? new Date(0)).toISOString()
    return { directory: at('directory'), plans: at('plans'), formulary: at('formulary') }
  })
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/

const answers = new WeakMap<Database, ResponseCache>()
const fromCache = (body: string) =>
  new Response(body, { headers: { 'content-type': FHIR_JSON, 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=300' } })

/**
 * The public FHIR API (`/fhir/...`): GET `metadata`, `{type}` (search) and `{type}/{id}` (read).
 * `baseUrl` is the absolute address of `/fhir` (from SITE_URL), used in fullUrl and links.
 */
export async function fhirApi(request: Request, getDb: () => Promise<Database>, baseUrl: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return outcome(405, 'not-supported', `This FHIR server is read-only: ${request.method} is not allowed. Use GET.`, undefined, { allow: 'GET, HEAD' })
  }
  const url = new URL(request.url)
  const path = url.pathname.replace(/^\/fhir\/?/, '').replace(/\/$/, '')
  const [typeName = '', id, ...rest] = path.split('/')
  try {
    const db = await getDb()
    const ctx: Context = { db, times: await loadTimes(db), baseUrl }
    let cache = answers.get(db)
    if (!cache) answers.set(db, (cache = new ResponseCache()))
    const key = `${baseUrl}|${ctx.times.directory}|${ctx.times.plans}|${ctx.times.formulary}|${url.pathname}${url.search}`
    const hit = cache.get(key)
    if (hit !== undefined) return fromCache(hit)
    // Concurrent requests for the same answer share one computation.
    let pending = cache.inflight.get(key)
    if (!pending) {
      pending = answer(ctx, typeName, id, rest, url).then(async (response) => ({ status: response.status, headers: response.headers, body: await response.text() }))
      cache.inflight.set(key, pending)
      void pending.then((done) => done.status === 200 && cache.set(key, done.body), () => undefined).finally(() => cache.inflight.delete(key))
    }
    const done = await pending
    return new Response(done.body, { status: done.status, headers: done.headers })
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    console.error(`FHIR ${typeName || 'request'} failed: ${error instanceof Error ? error.name : 'unknown'}${typeof code === 'string' ? ` ${code}` : ''}`)
    return outcome(500, 'exception', 'Something went wrong - please try again')
  }
}

async function answer(ctx: Context, typeName: string, id: string | undefined, rest: string[], url: URL): Promise<Response> {
  const { baseUrl } = ctx
  if (typeName === 'metadata' && id === undefined) return fhirJson(capabilityStatement(RESOURCE_TYPES, baseUrl, ctx.times.directory))
  const def = TYPE_BY_NAME.get(typeName)
  if (!def || rest.length > 0) return outcome(404, 'not-supported', typeName ? `Unknown resource type or path: ${typeName}. See ${baseUrl}/metadata.` : `Name a resource type. See ${baseUrl}/metadata.`)
  if (id !== undefined) return read(ctx, def, decodeURIComponent(id))
  return search(ctx, def, url.searchParams)
}

async function read(ctx: Context, def: TypeDef, id: string): Promise<Response> {
  if (!ID.test(id)) return outcome(400, 'invalid', `"${id.slice(0, 70)}" is not a FHIR id (1-64 letters, digits, - and .).`)
  const [found] = await def.read(ctx, [id])
  return found ? fhirJson(found) : outcome(404, 'not-found', `${def.type}/${id} is not known.`)
}

async function search(ctx: Context, def: TypeDef, params: URLSearchParams): Promise<Response> {
  const parsed = parseSearch(def, params)
  if (!parsed.ok) return outcome(400, 'invalid', parsed.message, [parsed.parameter])
  const { criteria, page, includes } = parsed
  const found = await def.search(ctx, criteria, page)
  const included = await includeAll(ctx, found.resources, includes)
  return fhirJson(searchBundle({ baseUrl: ctx.baseUrl, type: def.type, params, found, included, page }))
}

/** Resolves `_include`s: the referenced resources, each once, none already matched. */
async function includeAll(ctx: Context, matched: FhirResource[], includes: IncludeDef[]): Promise<FhirResource[]> {
  if (!includes.length || !matched.length) return []
  const wanted = new Map<string, Set<string>>()
  for (const include of includes) {
    for (const resource of matched) {
      for (const ref of include.refs(resource)) {
        const [type, refId] = ref.reference.split('/')
        if (type !== include.target || !refId) continue
        if (!wanted.has(type)) wanted.set(type, new Set())
        wanted.get(type)!.add(refId)
      }
    }
  }
  const seen = new Set(matched.map((r) => `${r.resourceType}/${r.id}`))
  const lists = await Promise.all([...wanted].map(([type, ids]) => TYPE_BY_NAME.get(type)!.read(ctx, [...ids])))
  return lists.flat().filter((r) => !seen.has(`${r.resourceType}/${r.id}`) && seen.add(`${r.resourceType}/${r.id}`))
}
