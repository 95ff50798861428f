import type { PrismicDocument } from '@prismicio/client'
import { QuerySyntaxError, type Predicate, type Value } from './query-syntax.server'

/**
 * The predicates the site and editors' tools use: at, not, any, in, fulltext, has, missing, on
 * document.{type,id,tags,lang,first_publication_date,last_publication_date} and my.<type>.<field>.
 * A `my.<type>.…` path matches documents of that type only, as in Prismic.
 */
type Field = { found: boolean; value: unknown }

const DOCUMENT_FIELDS = [
  'type',
  'id',
  'tags',
  'lang',
  'uid',
  'first_publication_date',
  'last_publication_date',
] as const

export function readPath(doc: PrismicDocument, path: string): Field {
  const parts = path.split('.')
  if (parts[0] === 'document' && parts.length === 2) {
    const key = parts[1] as (typeof DOCUMENT_FIELDS)[number]
    if (!DOCUMENT_FIELDS.includes(key))
      throw new QuerySyntaxError(`Unknown document field '${path}'`)
    return { found: true, value: doc[key] }
  }
  if (parts[0] === 'my' && parts.length >= 3) {
    if (doc.type !== parts[1]) return { found: false, value: undefined }
    const [field, ...rest] = parts.slice(2)
    let value: unknown =
      field === 'uid' ? doc.uid : (doc.data as Record<string, unknown>)[field as string]
    for (const key of rest)
      value =
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    return { found: true, value }
  }
  throw new QuerySyntaxError(`Unknown path '${path}': use document.<field> or my.<type>.<field>`)
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

function same(a: unknown, b: Value): boolean {
  if (typeof b === 'number' && typeof a === 'string' && /^\d{4}-\d{2}-\d{2}/.test(a))
    return Date.parse(a) === b
  return a === b
}

/** All text in a value: key text, select values and rich text spans. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(textOf).join(' ')
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(
        ([key]) =>
          !['id', 'link_type', 'type', 'url', 'spans', 'dimensions', 'alt', 'copyright'].includes(
            key,
          ),
      )
      .map(([, inner]) => textOf(inner))
      .join(' ')
  }
  return ''
}

function list(predicate: Predicate, index = 0): Value[] {
  const value = predicate.args[index]
  if (!Array.isArray(value))
    throw new QuerySyntaxError(`${predicate.name}(${predicate.path}) expects an array of values`)
  return value
}

function single(predicate: Predicate): Value {
  if (predicate.args.length !== 1 || predicate.args[0] === undefined) {
    throw new QuerySyntaxError(`${predicate.name}(${predicate.path}) expects exactly one value`)
  }
  return predicate.args[0]
}

function atTest(field: unknown, value: Value): boolean {
  if (Array.isArray(field)) {
    const wanted = Array.isArray(value) ? value : [value]
    return wanted.every((item) => field.includes(item))
  }
  return !Array.isArray(value) && same(field, value)
}

/** Throws for a path no document could have (a 400), whatever the documents are. */
export function checkPath(path: string): void {
  const probe = {
    id: '',
    uid: null,
    type: path.split('.')[1] ?? '',
    data: {},
  } as unknown as PrismicDocument
  readPath(probe, path)
}

const NAMES = ['at', 'not', 'any', 'in', 'fulltext', 'has', 'missing']

/** Rejects an unsupported predicate or path before any document is read (a 400, not empty results). */
export function checkPredicate(predicate: Predicate): void {
  if (!NAMES.includes(predicate.name)) {
    throw new QuerySyntaxError(
      `Unsupported predicate '${predicate.name}' in the embedded content repository`,
    )
  }
  if (!(predicate.name === 'fulltext' && predicate.path === 'document')) checkPath(predicate.path)
  if (predicate.name === 'any' || predicate.name === 'in') list(predicate)
  else if (predicate.name === 'has' || predicate.name === 'missing') {
    if (predicate.args.length > 0)
      throw new QuerySyntaxError(`${predicate.name}(${predicate.path}) takes no value`)
  } else single(predicate)
  if (predicate.name === 'in' && !/^(document\.id|my\.[a-z0-9_]+\.uid)$/.test(predicate.path)) {
    throw new QuerySyntaxError(
      `in() works on document.id and my.<type>.uid only, not '${predicate.path}'`,
    )
  }
}

export function matches(doc: PrismicDocument, predicate: Predicate): boolean {
  const name = predicate.name
  if (name === 'fulltext') {
    const terms = String(single(predicate)).toLowerCase().split(/\s+/).filter(Boolean)
    const scope =
      predicate.path === 'document'
        ? { found: true, value: [doc.uid, doc.data] }
        : readPath(doc, predicate.path)
    const text = textOf(scope.value).toLowerCase()
    return scope.found && terms.every((term) => text.includes(term))
  }
  const field = readPath(doc, predicate.path)
  switch (name) {
    case 'at':
      return field.found && atTest(field.value, single(predicate))
    case 'not':
      return !(field.found && atTest(field.value, single(predicate)))
    case 'any': {
      const values = list(predicate)
      const have = Array.isArray(field.value) ? field.value : [field.value]
      return field.found && values.some((value) => have.some((item) => same(item, value)))
    }
    case 'in':
      return field.found && list(predicate).some((value) => same(field.value, value))
    case 'has':
      return field.found && !isEmpty(field.value)
    case 'missing':
      return field.found && isEmpty(field.value)
    default:
      throw new QuerySyntaxError(
        `Unsupported predicate '${name}' in the embedded content repository`,
      )
  }
}
