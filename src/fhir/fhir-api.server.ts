import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { seedRuns } from '../../db/schema/meta.ts'
import { cached } from '~/plans/plans-cache.server'
import { capabilityStatement } from './capability'
import { FHIR_JSON, fhirJson, outcome } from './outcome'
import { ResponseCache } from './response-cache'
import { parseSearch, type ParsedSearch, type RevInclude } from './parse-search'
import { searchBundle } from './bundle'
import { subset } from './summary'
import { TYPE_BY_NAME, RESOURCE_TYPES } from './table.server'
import type { Context, Criteria, IncludeDef, TypeDef } from './table-types'
import type { FhirResource, LoadTimes, Reference } from './types'

/** When each data set was last loaded: the resources' meta.lastUpdated. */
async function loadTimes(db: Database): Promise<LoadTimes> {
  return cached(db, 'fhir:load-times', async () => {
    const rows = await db
      .select()
      .from(seedRuns)
      .where(inArray(seedRuns.name, ['directory', 'plans', 'formulary']))
    const at = (name: string) =>
      (rows.find((row) => row.name === name)?.loadedAt ?? new Date(0)).toISOString()
    return { directory: at('directory'), plans: at('plans'), formulary: at('formulary') }
  })
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/
/** At most this many resources are added by each `_revinclude` to a page (an OperationOutcome says when more exist). */
export const REVINCLUDE_MAX = 200
/** Every resource is served in one version, "1": vread of it answers, history lists it. */
export const VERSION_ID = '1'

const answers = new WeakMap<Database, ResponseCache>()
const fromCache = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': FHIR_JSON,
      'access-control-allow-origin': '*',
      vary: 'Accept',
      'cache-control': 'public, max-age=300',
    },
  })

const JSON_FORMATS = new Set([
  'json',
  'application/json',
  'application/fhir+json',
  'application/fhir json',
])

/**
 * Whether the client takes JSON: `_format` (which overrides Accept, and reads an unencoded `+`
 * as a space) or else the Accept header: no header, any type, or a JSON type.
 */
export function acceptsFhirJson(request: Request, url: URL): boolean {
  const format = url.searchParams.get('_format')
  if (format) return JSON_FORMATS.has(format.trim().toLowerCase())
  const accept = request.headers.get('accept')
  if (!accept || !accept.trim()) return true
  return accept.split(',').some((part) => {
    const [type = '', ...rest] = part.trim().toLowerCase().split(';')
    if (rest.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) return false
    // R4 http.html#version-parameter: a client asking for another FHIR version (3.0, 5.0) is not answered R4.
    const version = rest
      .map((p) => /^\s*fhirversion\s*=\s*"?([^"\s]*)"?\s*$/.exec(p)?.[1])
      .find((v) => v !== undefined)
    if (version !== undefined && version !== '4.0' && !version.startsWith('4.0.')) return false
    return (
      type === '*/*' ||
      type === 'application/*' ||
      type === 'application/json' ||
      type === 'application/fhir+json' ||
      type === 'json'
    )
  })
}

const ALLOW = 'GET, HEAD, POST, OPTIONS'
/** The largest form body a POST search may carry: a search's parameters, not a document. */
const SEARCH_BODY_MAX = 16 * 1024

/**
 * The parameters of a POST `{type}/_search` (R4 http.html#search): the URL's, then the form
 * body's (application/x-www-form-urlencoded), combined as one search; or why not.
 */
async function postedSearch(request: Request, url: URL): Promise<URLSearchParams | Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type && type !== 'application/x-www-form-urlencoded') {
    await request.body?.cancel().catch(() => {})
    return outcome(
      415,
      'not-supported',
      `A POST search sends its parameters as application/x-www-form-urlencoded, not ${type.slice(0, 60)}.`,
    )
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > SEARCH_BODY_MAX) {
    await request.body?.cancel().catch(() => {})
    return outcome(413, 'too-costly', `A POST search body may be at most ${SEARCH_BODY_MAX} bytes.`)
  }
  const body = await request.text()
  if (body.length > SEARCH_BODY_MAX)
    return outcome(413, 'too-costly', `A POST search body may be at most ${SEARCH_BODY_MAX} bytes.`)
  const params = new URLSearchParams(url.search)
  for (const [name, value] of new URLSearchParams(body)) params.append(name, value)
  return params
}

/**
 * The public FHIR API (`/fhir/...`): GET `metadata`, `{type}` (search), `{type}/{id}` (read),
 * `{type}/{id}/_history` and `{type}/{id}/_history/1` (the one version); POST `{type}/_search`
 * with a form body (the same search as GET); OPTIONS (the CapabilityStatement, with Allow).
 * Read-only: any other method or POST is a 405 OperationOutcome naming what is allowed, whatever
 * its body. JSON only: a client that accepts no JSON, or another FHIR version, gets a 406.
 * `baseUrl` is the absolute address of `/fhir` (from SITE_URL).
 */
export async function fhirApi(
  request: Request,
  getDb: () => Promise<Database>,
  baseUrl: string,
): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/^\/fhir\/?/, '').replace(/\/$/, '')
  const [typeName = '', id, ...rest] = path.split('/')
  const isPostSearch =
    request.method === 'POST' && id === '_search' && rest.length === 0 && TYPE_BY_NAME.has(typeName)
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.method !== 'OPTIONS' &&
    !isPostSearch
  ) {
    await request.body?.cancel().catch(() => {})
    return outcome(
      405,
      'not-supported',
      `This FHIR server is read-only: ${request.method} ${url.pathname.slice(0, 80)} is not allowed. Use GET (read, vread, search, history) or POST {type}/_search.`,
      undefined,
      { allow: ALLOW },
    )
  }
  if (!acceptsFhirJson(request, url)) {
    await request.body?.cancel().catch(() => {})
    return outcome(
      406,
      'not-supported',
      'This FHIR server answers FHIR R4 (4.0) in JSON only: ask for application/fhir+json (Accept header or _format=json).',
    )
  }
  let params = url.searchParams
  if (isPostSearch) {
    const posted = await postedSearch(request, url)
    if (posted instanceof Response) return posted
    params = posted
  }
  try {
    const db = await getDb()
    const ctx: Context = { db, times: await loadTimes(db), baseUrl }
    if (request.method === 'OPTIONS') {
      const response = fhirJson(capabilityStatement(RESOURCE_TYPES, baseUrl, ctx.times.directory))
      response.headers.set('allow', ALLOW)
      response.headers.set('access-control-allow-methods', ALLOW)
      response.headers.set('access-control-allow-headers', 'accept, content-type')
      return response
    }
    // A GET answer is kept by the page cache (public, max-age=300); only POST searches are kept
    // here, so no answer is kept twice.
    if (!isPostSearch) return await answer(ctx, typeName, id, rest, url)
    let cache = answers.get(db)
    if (!cache) answers.set(db, (cache = new ResponseCache()))
    const key = `${baseUrl}|${ctx.times.directory}|${ctx.times.plans}|${ctx.times.formulary}|/fhir/${typeName}?${params}`
    const hit = cache.get(key)
    if (hit !== undefined) return fromCache(hit)
    // Concurrent requests for the same answer share one computation.
    let pending = cache.inflight.get(key)
    if (!pending) {
      pending = search(ctx, TYPE_BY_NAME.get(typeName)!, params).then(async (response) => ({
        status: response.status,
        headers: response.headers,
        body: await response.text(),
      }))
      cache.inflight.set(key, pending)
      void pending
        .then(
          (done) => done.status === 200 && cache.set(key, done.body),
          () => undefined,
        )
        .finally(() => cache.inflight.delete(key))
    }
    const done = await pending
    return new Response(done.body, { status: done.status, headers: done.headers })
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    console.error(
      `FHIR ${typeName || 'request'} failed: ${error instanceof Error ? error.name : 'unknown'}${typeof code === 'string' ? ` ${code}` : ''}`,
    )
    return outcome(500, 'exception', 'Something went wrong - please try again')
  }
}

const versioned = (resource: FhirResource): FhirResource => ({
  ...resource,
  meta: { versionId: VERSION_ID, ...resource.meta },
})

async function answer(
  ctx: Context,
  typeName: string,
  id: string | undefined,
  rest: string[],
  url: URL,
): Promise<Response> {
  const { baseUrl } = ctx
  if (typeName === 'metadata' && id === undefined)
    return fhirJson(capabilityStatement(RESOURCE_TYPES, baseUrl, ctx.times.directory))
  const def = TYPE_BY_NAME.get(typeName)
  if (!def)
    return outcome(
      404,
      'not-supported',
      typeName
        ? `Unknown resource type or path: ${typeName}. See ${baseUrl}/metadata.`
        : `Name a resource type. See ${baseUrl}/metadata.`,
    )
  if (id === '_history')
    return outcome(
      404,
      'not-supported',
      `The history of a whole type is not kept. Read ${def.type}/{id}/_history for one resource's.`,
    )
  if (id === undefined) return search(ctx, def, url.searchParams)
  const decoded = safeDecode(id)
  if (rest.length === 0) return read(ctx, def, decoded)
  if (rest[0] === '_history' && rest.length <= 2) return history(ctx, def, decoded, rest[1])
  return outcome(
    404,
    'not-supported',
    `Unknown path: ${def.type}/${id}/${rest.join('/')}. See ${baseUrl}/metadata.`,
  )
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

async function readOne(ctx: Context, def: TypeDef, id: string): Promise<FhirResource | Response> {
  if (!ID.test(id))
    return outcome(
      400,
      'invalid',
      `"${id.slice(0, 70)}" is not a FHIR id (1-64 letters, digits, - and .).`,
    )
  const [found] = await def.read(ctx, [id])
  return found ? versioned(found) : outcome(404, 'not-found', `${def.type}/${id} is not known.`)
}

async function read(ctx: Context, def: TypeDef, id: string): Promise<Response> {
  const found = await readOne(ctx, def, id)
  return found instanceof Response ? found : fhirJson(found)
}

/** vread (`_history/1`) and the history of one resource: each resource has one version. */
async function history(
  ctx: Context,
  def: TypeDef,
  id: string,
  version: string | undefined,
): Promise<Response> {
  const found = await readOne(ctx, def, id)
  if (found instanceof Response) return found
  if (version !== undefined) {
    return version === VERSION_ID
      ? fhirJson(found)
      : outcome(
          404,
          'not-found',
          `${def.type}/${id} has one version, ${VERSION_ID}; version "${version.slice(0, 20)}" is not known.`,
        )
  }
  return fhirJson({
    resourceType: 'Bundle',
    type: 'history',
    total: 1,
    link: [{ relation: 'self', url: `${ctx.baseUrl}/${def.type}/${id}/_history` }],
    entry: [
      {
        fullUrl: `${ctx.baseUrl}/${def.type}/${id}`,
        resource: found,
        request: { method: 'PUT', url: `${def.type}/${id}` },
        response: { status: '200 OK', lastModified: found.meta.lastUpdated },
      },
    ],
  })
}

/** The ids of every match of a type's search (a chain's target, `_has`'s source). */
async function idsOf(ctx: Context, def: TypeDef, criteria: Criteria): Promise<string[]> {
  if (def.ids) return def.ids(ctx, criteria)
  return (
    await def.search(ctx, criteria, { count: Number.MAX_SAFE_INTEGER, offset: 0 })
  ).resources.map((r) => r.id)
}

/** Values of a criterion ANDed with more: a reference or id must be in both lists. */
function intersect(
  criteria: Criteria,
  key: string,
  values: Array<{ type?: string; id: string } | string>,
) {
  const old = criteria.get(key)
  if (!old) {
    criteria.set(key, values)
    return
  }
  const idOf = (v: unknown) => (typeof v === 'string' ? v : (v as { id: string }).id)
  const keep = new Set(values.map(idOf))
  criteria.set(
    key,
    old.filter((v) => keep.has(idOf(v))),
  )
}

/** Chains and `_has` become plain criteria: the references (or ids) their searches select. */
async function resolveCriteria(
  ctx: Context,
  def: TypeDef,
  parsed: Extract<ParsedSearch, { ok: true }>,
): Promise<Criteria> {
  const criteria: Criteria = new Map(parsed.criteria)
  for (const chain of parsed.chains) {
    const ids = await idsOf(ctx, chain.target, chain.criteria)
    intersect(
      criteria,
      chain.key,
      ids.map((id) => ({ type: chain.target.type, id })),
    )
  }
  for (const has of parsed.has) {
    const sourceIds = await idsOf(ctx, has.source, has.criteria)
    const ids = has.include.sameRow
      ? sourceIds
      : idsOfRefs((await has.source.read(ctx, sourceIds)).flatMap(has.include.refs), def.type)
    intersect(criteria, '_id', [...new Set(ids)])
  }
  return criteria
}

const idsOfRefs = (refs: Reference[], type: string) =>
  refs
    .filter((r) => r.reference.startsWith(`${type}/`))
    .map((r) => r.reference.slice(type.length + 1))

async function search(ctx: Context, def: TypeDef, params: URLSearchParams): Promise<Response> {
  const parsed = parseSearch(def, params, TYPE_BY_NAME)
  if (!parsed.ok) return outcome(400, 'invalid', parsed.message, [parsed.parameter])
  const { page, shape, includes, revincludes } = parsed
  const criteria = await resolveCriteria(ctx, def, parsed)
  const found = await def.search(ctx, criteria, page)
  const included = await includeAll(ctx, found.resources, includes)
  const reverse = await revIncludeAll(ctx, found.resources, revincludes)
  const seen = new Set(found.resources.map((r) => `${r.resourceType}/${r.id}`))
  const extra = [...included, ...reverse.resources].filter(
    (r) => !seen.has(`${r.resourceType}/${r.id}`) && seen.add(`${r.resourceType}/${r.id}`),
  )
  const resources = found.resources
    .map(versioned)
    .map((r) => (shape.elements ? subset(r, shape.elements) : r))
  const bundle = searchBundle({
    baseUrl: ctx.baseUrl,
    type: def.type,
    params,
    found: { ...found, resources },
    included: extra.map(versioned),
    page,
    notes: reverse.notes,
  })
  return fhirJson(bundle)
}

/** Resolves `_include`s: the referenced resources, each once. */
async function includeAll(
  ctx: Context,
  matched: FhirResource[],
  includes: IncludeDef[],
): Promise<FhirResource[]> {
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
  const lists = await Promise.all(
    [...wanted].map(([type, ids]) => TYPE_BY_NAME.get(type)!.read(ctx, [...ids])),
  )
  return lists.flat()
}

/**
 * Resolves `_revinclude`s: the resources pointing at the page's matches, at most REVINCLUDE_MAX
 * each. When more point there, an OperationOutcome in the Bundle gives the search that pages
 * through all of them (the source type's search by the page's matches, with next links).
 */
async function revIncludeAll(
  ctx: Context,
  matched: FhirResource[],
  revincludes: RevInclude[],
): Promise<{ resources: FhirResource[]; notes: string[] }> {
  const resources: FhirResource[] = []
  const notes: string[] = []
  for (const rev of revincludes) {
    const refs = matched
      .filter((r) => rev.param.target?.includes(r.resourceType))
      .map((r) => ({ type: r.resourceType, id: r.id }))
    if (!refs.length) continue
    const found = await rev.source.search(ctx, new Map([[rev.param.name, refs]]), {
      count: REVINCLUDE_MAX,
      offset: 0,
    })
    resources.push(...found.resources)
    if (found.total > found.resources.length) {
      notes.push(
        `_revinclude=${rev.name}: ${found.total} resources point at this page's matches; the first ${found.resources.length} are included. Page through all of them with ${revIncludePagingUrl(ctx.baseUrl, rev, refs)}`,
      )
    }
  }
  return { resources, notes }
}

/** The search that pages through every resource a `_revinclude` would add for these matches. */
export function revIncludePagingUrl(
  baseUrl: string,
  rev: RevInclude,
  refs: Array<{ type: string; id: string }>,
): string {
  const query = new URLSearchParams({
    [rev.param.name]: refs.map((r) => `${r.type}/${r.id}`).join(','),
    _count: '100',
  })
  return `${baseUrl}/${rev.source.type}?${query}`
}
