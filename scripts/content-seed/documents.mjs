// Turns page outlines into Prismic documents as the Content API returns them (decision 0001).
import { CUSTOM_TYPES } from './custom-types.mjs'
import { stableId, stableUuid } from './rich.mjs'
import { SLICE_MODELS } from './slice-models.mjs'

const CODES = { en: 'en-us', es: 'es-mx' }
const PUBLISHED = '2025-09-15T14:00:00+0000'
const UPDATED = '2025-10-01T14:00:00+0000'

/** The value the Content API gives a field nobody filled in. */
export function emptyValue(field) {
  switch (field.type) {
    case 'StructuredText':
    case 'Group':
      return []
    case 'Link':
      return { link_type: 'Any' }
    case 'Image':
      return {}
    case 'Boolean':
      return field.config?.default_value ?? false
    default:
      return null
  }
}

const withDefaults = (fields, values) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.type !== 'UID' && field.type !== 'Slices')
      .map(([id, field]) => {
        const value = values[id] ?? emptyValue(field)
        if (field.type !== 'Group') return [id, value]
        return [id, value.map((item) => withDefaults(field.config.fields, item))]
      }),
  )

function completeSlice(docId, index, { slice_type, variation, primary }) {
  const model = SLICE_MODELS.find((m) => m.id === slice_type)
  const fields = model?.variations.find((v) => v.id === variation)?.primary
  if (!fields) throw new Error(`Unknown slice ${slice_type}/${variation}`)
  return { id: `${slice_type}$${stableUuid(`${docId}.${index}`)}`, slice_type, variation, version: 'initial', primary: withDefaults(fields, primary), items: [] }
}

const header = (type, lang, uid) => {
  const id = stableId(`${type}:${lang}:${uid ?? type}`)
  return { id, uid, type, lang: CODES[lang] }
}

/**
 * Documents for one outline: `{ type, en: {...}, es: {...} | null }` where each language holds uid,
 * data fields and `slices`. Twins are linked through alternate_languages.
 */
export function buildDocuments(outline) {
  const model = CUSTOM_TYPES.find((t) => t.id === outline.type)
  if (!model) throw new Error(`Unknown type ${outline.type}`)
  const fields = Object.assign({}, ...Object.values(model.json))
  const langs = ['en', 'es'].filter((lang) => outline[lang])
  const heads = Object.fromEntries(langs.map((lang) => [lang, header(outline.type, lang, model.repeatable ? outline[lang].uid : null)]))
  return langs.map((lang) => {
    const { uid, slices = [], ...values } = outline[lang]
    const head = heads[lang]
    const data = withDefaults(fields, values)
    if ('slices' in fields) data.slices = slices.map((slice, index) => completeSlice(head.id, index, slice))
    return {
      id: head.id,
      uid: head.uid,
      url: null,
      type: outline.type,
      href: `/_prismic/api/v2/documents/search?q=${encodeURIComponent(`[[at(document.id,"${head.id}")]]`)}`,
      tags: outline.tags ?? [],
      first_publication_date: PUBLISHED,
      last_publication_date: UPDATED,
      slugs: uid ? [uid] : [],
      linked_documents: [],
      lang: head.lang,
      alternate_languages: langs.filter((other) => other !== lang).map((other) => ({ id: heads[other].id, uid: heads[other].uid, type: outline.type, lang: heads[other].lang })),
      data,
    }
  })
}
