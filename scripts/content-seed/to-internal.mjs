// Converts a slice in the Content API shape into Slice Machine's mocks.json shape
// (SharedSliceContent of @prismicio/types-internal), driven by the slice model.
import { stableUuid } from './rich.mjs'

const FIELD_TYPES = { Text: 'Text', Select: 'Select', Number: 'Number', Date: 'Date', Timestamp: 'Timestamp', Color: 'Color' }

function link(value, seed) {
  if (!value || value.link_type === 'Any' || !value.url) return { __TYPE__: 'LinkContent', key: stableUuid(seed), value: { __TYPE__: 'AnyLink', kind: 'any' } }
  const base = { __TYPE__: 'ExternalLink', url: value.url, kind: 'web' }
  if (value.text !== undefined) base.text = value.text
  return { __TYPE__: 'LinkContent', key: stableUuid(seed), value: base }
}

function spanData(span) {
  if (span.type !== 'hyperlink') return { type: span.type, start: span.start, end: span.end }
  return { type: 'hyperlink', start: span.start, end: span.end, data: { __TYPE__: 'ExternalLink', url: span.data.url, kind: 'web' } }
}

function richText(value) {
  return {
    __TYPE__: 'StructuredTextContent',
    value: value.map((block) => ({
      type: block.type,
      content: { text: block.text, spans: (block.spans ?? []).map(spanData) },
      direction: block.direction ?? 'ltr',
    })),
  }
}

function image(value) {
  if (!value || !value.url) return { __TYPE__: 'EmptyContent', type: 'Image' }
  const { width, height } = value.dimensions
  return {
    __TYPE__: 'ImageContent',
    origin: { id: value.id, url: value.url, width, height },
    width,
    height,
    edit: { zoom: 1, crop: { x: 0, y: 0 }, background: 'transparent' },
    url: value.url,
    alt: value.alt ?? null,
    credits: value.copyright ?? null,
    thumbnails: {},
  }
}

function tableContent(value, seed) {
  const rows = [...(value?.head?.rows ?? []), ...(value?.body?.rows ?? [])]
  const isHead = (index) => index < (value?.head?.rows.length ?? 0)
  return {
    __TYPE__: 'TableContent',
    content: rows.map((row, r) => ({
      key: row.key ?? stableUuid(`${seed}${r}`),
      type: 'tableRow',
      content: row.cells.map((cell, c) => ({
        key: cell.key ?? stableUuid(`${seed}${r}.${c}`),
        type: isHead(r) || cell.type === 'header' ? 'tableHeader' : 'tableCell',
        content: richText(cell.content),
      })),
    })),
  }
}

export function field(model, value, seed) {
  switch (model.type) {
    case 'StructuredText':
      return richText(value ?? [])
    case 'Boolean':
      return { __TYPE__: 'BooleanContent', value: Boolean(value) }
    case 'Link':
      return link(value, seed)
    case 'Image':
      return image(value)
    case 'Table':
      return tableContent(value, seed)
    case 'Group':
      return {
        __TYPE__: 'GroupContentType',
        value: (value ?? []).map((item, index) => ({
          __TYPE__: 'GroupItemContent',
          key: stableUuid(`${seed}[${index}]`),
          value: Object.entries(model.config.fields).map(([id, sub]) => [id, field(sub, item[id], `${seed}[${index}].${id}`)]),
        })),
      }
    default: {
      const type = FIELD_TYPES[model.type]
      if (!type) throw new Error(`Unsupported field type ${model.type}`)
      if (value === null || value === undefined || value === '') return { __TYPE__: 'EmptyContent', type }
      return { __TYPE__: 'FieldContent', value: String(value), type }
    }
  }
}

/** mocks.json entry for one variation from an API-shaped slice. */
export function toInternalMock(model, slice) {
  const variation = model.variations.find((v) => v.id === slice.variation)
  if (!variation) throw new Error(`${model.id}: no variation ${slice.variation}`)
  const primary = Object.fromEntries(
    Object.entries(variation.primary ?? {}).map(([id, sub]) => [id, field(sub, slice.primary[id], `${model.id}.${slice.variation}.${id}`)]),
  )
  return { __TYPE__: 'SharedSliceContent', variation: slice.variation, primary, items: [] }
}
