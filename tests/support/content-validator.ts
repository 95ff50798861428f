import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'

/** A field model as Slice Machine writes it in customtypes/*\/index.json and slices/*\/model.json. */
export type FieldModel = {
  type: string
  config?: Record<string, unknown> & {
    fields?: Record<string, FieldModel>
    choices?: Record<string, unknown>
  }
}
type Fields = Record<string, FieldModel>
export type CustomTypeModel = { id: string; repeatable: boolean; json: Record<string, Fields> }
export type SliceModel = { id: string; variations: Array<{ id: string; primary?: Fields }> }
export type ContentDoc = {
  id: string
  uid: string | null
  type: string
  lang: string
  alternate_languages: Array<{ id: string; uid: string | null; type: string; lang: string }>
  data: Record<string, unknown>
  file: string
}

const SIMPLE = new Set([
  'Text',
  'Select',
  'Date',
  'Timestamp',
  'Color',
  'Number',
  'Embed',
  'GeoPoint',
  'IntegrationFields',
  'Range',
])
const LINK_TYPES = new Set(['Any', 'Web', 'Document', 'Media'])

/**
 * Every JSON file under `dir` with its path. A content file that is not JSON is left out, as the
 * site leaves it out: content-documents.test.ts names it with its line (the repository's reader,
 * the same problems the server logs). A model file that is not JSON stops the test, named.
 */
export function readJsonTree<T>(dir: string): Array<T & { file: string }> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return readJsonTree<T>(path)
    if (!name.endsWith('.json')) return []
    const text = readFileSync(path, 'utf8')
    try {
      return [{ ...(JSON.parse(text) as T), file: path }]
    } catch (error) {
      if (path.split(sep)[0] === 'content') return []
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`)
    }
  })
}

function richTextTypes(config: Record<string, unknown> | undefined): Set<string> {
  const list = String(config?.single ?? config?.multi ?? '').split(',')
  return new Set(list.map((s) => s.trim()).filter(Boolean))
}

/** Problems of one field value against its model; an empty list means the value fits. */
export function checkField(
  model: FieldModel,
  value: unknown,
  where: string,
  slices: Map<string, SliceModel>,
): string[] {
  if (value === undefined) return []
  const fail = (message: string) => [`${where}: ${message}`]
  switch (model.type) {
    case 'StructuredText': {
      if (!Array.isArray(value)) return fail('rich text must be an array')
      const allowed = richTextTypes(model.config)
      return value.flatMap((block: { type?: string; text?: unknown; spans?: unknown }, i) => {
        if (!block.type || !allowed.has(block.type))
          return fail(`block ${i} type ${block.type} not allowed (${[...allowed].join(',')})`)
        if (typeof block.text !== 'string' || !Array.isArray(block.spans))
          return fail(`block ${i} needs text and spans`)
        return []
      })
    }
    case 'Link': {
      const link = value as { link_type?: string; url?: unknown }
      if (!link || !LINK_TYPES.has(link.link_type ?? '')) return fail('link needs a link_type')
      if (link.link_type === 'Web' && typeof link.url !== 'string')
        return fail('web link needs a url')
      return []
    }
    case 'Image': {
      const image = value as { url?: unknown; alt?: unknown; dimensions?: unknown }
      if (typeof value !== 'object' || value === null) return fail('image must be an object')
      if (Object.keys(image).length === 0) return []
      return typeof image.url === 'string' && 'alt' in image && typeof image.dimensions === 'object'
        ? []
        : fail('image needs url, alt and dimensions')
    }
    case 'Boolean':
      return typeof value === 'boolean' ? [] : fail('boolean expected')
    case 'Table': {
      const table = value as { body?: { rows?: unknown } } | null
      return table === null || Array.isArray(table.body?.rows) ? [] : fail('table needs body.rows')
    }
    case 'Group': {
      if (!Array.isArray(value)) return fail('group must be an array')
      return value.flatMap((item, i) =>
        checkFields(
          model.config?.fields ?? {},
          item as Record<string, unknown>,
          `${where}[${i}]`,
          slices,
        ),
      )
    }
    case 'Slices': {
      if (!Array.isArray(value)) return fail('slice zone must be an array')
      const choices = Object.keys(model.config?.choices ?? {})
      return value.flatMap(
        (
          slice: { slice_type?: string; variation?: string; primary?: Record<string, unknown> },
          i,
        ) => {
          const at = `${where}[${i}] ${slice.slice_type}`
          if (!slice.slice_type || !choices.includes(slice.slice_type))
            return [
              `${at}: slice type not allowed in this slice zone: add the slice to the slice zone of all five page types in Slice Machine (page, article, plan_location, plan, marketing_landing_page), then run npm run types:content`,
            ]
          const sliceModel = slices.get(slice.slice_type)
          if (!sliceModel)
            return [`${at}: no such slice in slices/: create it in Slice Machine first`]
          const variation = sliceModel.variations.find((v) => v.id === slice.variation)
          if (!variation)
            return [
              `${at}: no variation ${slice.variation}; this slice has ${sliceModel.variations.map((v) => v.id).join(', ')}`,
            ]
          return checkFields(
            variation.primary ?? {},
            slice.primary ?? {},
            `${at}/${slice.variation}`,
            slices,
          )
        },
      )
    }
    default: {
      if (!SIMPLE.has(model.type)) return fail(`unknown field type ${model.type}`)
      if (value === null) return []
      if (model.type === 'Number') return typeof value === 'number' ? [] : fail('number expected')
      if (model.type === 'Embed' || model.type === 'GeoPoint')
        return typeof value === 'object' ? [] : fail('object expected')
      if (typeof value !== 'string')
        return fail(
          `string expected (a ${model.type} field holds text, not ${Array.isArray(value) ? 'a list' : typeof value})`,
        )
      if (
        model.type === 'Select' &&
        !(model.config?.options as string[] | undefined)?.includes(value)
      )
        return fail(
          `"${value}" is not an option; choose one of ${(model.config?.options as string[]).join(', ')}`,
        )
      if (model.type === 'Date' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
        return fail('date must be YYYY-MM-DD')
      return []
    }
  }
}

export function checkFields(
  fields: Fields,
  values: Record<string, unknown>,
  where: string,
  slices: Map<string, SliceModel>,
): string[] {
  if (typeof values !== 'object' || values === null) return [`${where}: object expected`]
  return Object.entries(values).flatMap(([id, value]) => {
    const model = fields[id]
    if (!model)
      return [
        `${where}.${id}: no such field in the model: remove it, or add the field to the model in Slice Machine and run npm run types:content`,
      ]
    return checkField(model, value, `${where}.${id}`, slices)
  })
}

/** Problems of one document against its custom type and the slice library. */
export function checkDocument(
  doc: ContentDoc,
  types: Map<string, CustomTypeModel>,
  slices: Map<string, SliceModel>,
): string[] {
  const model = types.get(doc.type)
  if (!model) return [`${doc.file}: no custom type ${doc.type}`]
  const problems: string[] = []
  if (!['en-us', 'es-mx'].includes(doc.lang)) problems.push(`${doc.file}: unknown lang ${doc.lang}`)
  if (typeof doc.id !== 'string' || doc.id === '') problems.push(`${doc.file}: id required`)
  if (model.repeatable && (typeof doc.uid !== 'string' || doc.uid === ''))
    problems.push(`${doc.file}: uid required: give it the file's name without .json`)
  if (!model.repeatable && doc.uid !== null)
    problems.push(`${doc.file}: a singleton has uid null (write "uid": null)`)
  const fields = Object.assign({}, ...Object.values(model.json)) as Fields
  return [...problems, ...checkFields(fields, doc.data, doc.file, slices)]
}

/** The site's own host (SITE_URL's default, src/server/config.server.ts): a Web link to it is a link to one of our pages. */
export const SITE_HOST = 'www.ceibahealth.example'

export type LinkValue = {
  link_type: string
  url?: unknown
  id?: unknown
  type?: unknown
  uid?: unknown
  lang?: unknown
  isBroken?: unknown
  text?: unknown
}
export type FoundLink = { doc: ContentDoc; where: string; link: LinkValue }

/** Every filled link in a document's data: link fields, and rich text hyperlinks (their `data`). */
export function linksIn(doc: ContentDoc): FoundLink[] {
  const found: FoundLink[] = []
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.link_type === 'string') {
      if (record.link_type !== 'Any') found.push({ doc, where, link: record as LinkValue })
      return
    }
    for (const [key, inner] of Object.entries(record)) visit(inner, `${where}.${key}`)
  }
  visit(doc.data, 'data')
  return found
}

export type WebTarget =
  { kind: 'page'; path: string } | { kind: 'file'; path: string } | { kind: 'external' }

/**
 * What a Web (or Media) link's URL points at: one of the site's own pages (a path without a file
 * extension, or any URL on the site's host), a file the site serves (a path with an extension, e.g.
 * /documents/x.pdf, /images/content/y.svg), or another site (another host, mailto:, tel:).
 */
export function webTarget(url: string): WebTarget {
  const trimmed = url.trim()
  const own = new RegExp(`^(?:https?:)?//${SITE_HOST.replace(/\./g, '\\.')}(?=[/?#]|$)`, 'i').exec(
    trimmed,
  )
  let path: string
  if (own) path = trimmed.slice(own[0].length) || '/'
  else if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//'))
    return { kind: 'external' }
  else path = trimmed
  const bare = path.split(/[?#]/)[0] ?? ''
  const last = bare.split('/').pop() ?? ''
  return /\.[a-z0-9]{1,5}$/i.test(last) ? { kind: 'file', path: bare } : { kind: 'page', path }
}

/** Problems of a rich text hyperlink's offsets (they must fall inside its block's text). */
export function spanProblems(doc: ContentDoc): string[] {
  const problems: string[] = []
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`))
    if (!value || typeof value !== 'object') return
    const block = value as { text?: unknown; spans?: unknown }
    if (typeof block.text === 'string' && Array.isArray(block.spans)) {
      for (const span of block.spans as Array<{ start: number; end: number }>) {
        if (!(span.start >= 0 && span.start < span.end && span.end <= block.text.length)) {
          problems.push(
            `${doc.file} ${where}: span ${span.start}-${span.end} outside "${block.text}"`,
          )
        }
      }
      return
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`)
  }
  visit(doc.data, 'data')
  return problems
}
