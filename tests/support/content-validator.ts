import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** A field model as Slice Machine writes it in customtypes/*\/index.json and slices/*\/model.json. */
export type FieldModel = { type: string; config?: Record<string, unknown> & { fields?: Record<string, FieldModel>; choices?: Record<string, unknown> } }
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

const SIMPLE = new Set(['Text', 'Select', 'Date', 'Timestamp', 'Color', 'Number', 'Embed', 'GeoPoint', 'IntegrationFields', 'Range'])
const LINK_TYPES = new Set(['Any', 'Web', 'Document', 'Media'])

export function readJsonTree<T>(dir: string): Array<T & { file: string }> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return readJsonTree<T>(path)
    return name.endsWith('.json') ? [{ ...(JSON.parse(readFileSync(path, 'utf8')) as T), file: path }] : []
  })
}

function richTextTypes(config: Record<string, unknown> | undefined): Set<string> {
  const list = String(config?.single ?? config?.multi ?? '').split(',')
  return new Set(list.map((s) => s.trim()).filter(Boolean))
}

/** Problems of one field value against its model; an empty list means the value fits. */
export function checkField(model: FieldModel, value: unknown, where: string, slices: Map<string, SliceModel>): string[] {
  if (value === undefined) return []
  const fail = (message: string) => [`${where}: ${message}`]
  switch (model.type) {
    case 'StructuredText': {
      if (!Array.isArray(value)) return fail('rich text must be an array')
      const allowed = richTextTypes(model.config)
      return value.flatMap((block: { type?: string; text?: unknown; spans?: unknown }, i) => {
        if (!block.type || !allowed.has(block.type)) return fail(`block ${i} type ${block.type} not allowed (${[...allowed].join(',')})`)
        if (typeof block.text !== 'string' || !Array.isArray(block.spans)) return fail(`block ${i} needs text and spans`)
        return []
      })
    }
    case 'Link': {
      const link = value as { link_type?: string; url?: unknown }
      if (!link || !LINK_TYPES.has(link.link_type ?? '')) return fail('link needs a link_type')
      if (link.link_type === 'Web' && typeof link.url !== 'string') return fail('web link needs a url')
      return []
    }
    case 'Image': {
      const image = value as { url?: unknown; alt?: unknown; dimensions?: unknown }
      if (typeof value !== 'object' || value === null) return fail('image must be an object')
      if (Object.keys(image).length === 0) return []
      return typeof image.url === 'string' && 'alt' in image && typeof image.dimensions === 'object' ? [] : fail('image needs url, alt and dimensions')
    }
    case 'Boolean':
      return typeof value === 'boolean' ? [] : fail('boolean expected')
    case 'Table': {
      const table = value as { body?: { rows?: unknown } } | null
      return table === null || Array.isArray(table.body?.rows) ? [] : fail('table needs body.rows')
    }
    case 'Group': {
      if (!Array.isArray(value)) return fail('group must be an array')
      return value.flatMap((item, i) => checkFields(model.config?.fields ?? {}, item as Record<string, unknown>, `${where}[${i}]`, slices))
    }
    case 'Slices': {
      if (!Array.isArray(value)) return fail('slice zone must be an array')
      const choices = Object.keys(model.config?.choices ?? {})
      return value.flatMap((slice: { slice_type?: string; variation?: string; primary?: Record<string, unknown> }, i) => {
        const at = `${where}[${i}] ${slice.slice_type}`
        if (!slice.slice_type || !choices.includes(slice.slice_type)) return [`${at}: slice type not allowed in this slice zone`]
        const sliceModel = slices.get(slice.slice_type)
        if (!sliceModel) return [`${at}: no such slice in slices/`]
        const variation = sliceModel.variations.find((v) => v.id === slice.variation)
        if (!variation) return [`${at}: no variation ${slice.variation}`]
        return checkFields(variation.primary ?? {}, slice.primary ?? {}, `${at}/${slice.variation}`, slices)
      })
    }
    default: {
      if (!SIMPLE.has(model.type)) return fail(`unknown field type ${model.type}`)
      if (value === null) return []
      if (model.type === 'Number') return typeof value === 'number' ? [] : fail('number expected')
      if (model.type === 'Embed' || model.type === 'GeoPoint') return typeof value === 'object' ? [] : fail('object expected')
      if (typeof value !== 'string') return fail('string expected')
      if (model.type === 'Select' && !(model.config?.options as string[] | undefined)?.includes(value)) return fail(`"${value}" is not an option`)
      if (model.type === 'Date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return fail('date must be YYYY-MM-DD')
      return []
    }
  }
}

export function checkFields(fields: Fields, values: Record<string, unknown>, where: string, slices: Map<string, SliceModel>): string[] {
  if (typeof values !== 'object' || values === null) return [`${where}: object expected`]
  return Object.entries(values).flatMap(([id, value]) => {
    const model = fields[id]
    if (!model) return [`${where}.${id}: no such field in the model`]
    return checkField(model, value, `${where}.${id}`, slices)
  })
}

/** Problems of one document against its custom type and the slice library. */
export function checkDocument(doc: ContentDoc, types: Map<string, CustomTypeModel>, slices: Map<string, SliceModel>): string[] {
  const model = types.get(doc.type)
  if (!model) return [`${doc.file}: no custom type ${doc.type}`]
  const problems: string[] = []
  if (!['en-us', 'es-mx'].includes(doc.lang)) problems.push(`${doc.file}: unknown lang ${doc.lang}`)
  if (typeof doc.id !== 'string' || doc.id === '') problems.push(`${doc.file}: id required`)
  if (model.repeatable && (typeof doc.uid !== 'string' || doc.uid === '')) problems.push(`${doc.file}: uid required`)
  if (!model.repeatable && doc.uid !== null) problems.push(`${doc.file}: a singleton has uid null`)
  const fields = Object.assign({}, ...Object.values(model.json)) as Fields
  return [...problems, ...checkFields(fields, doc.data, doc.file, slices)]
}
