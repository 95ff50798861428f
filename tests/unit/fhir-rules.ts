/**
 * The standard's rules, written here apart from the server's code, for checking its answers:
 * how Inferno's test kits choose a search value from a served resource (a HumanName's family,
 * else its first given name, else its text; an Address's text, else city, state, postal code or
 * country; commas escaped as `\,`), and FHIR R4 string search (search.html#string: the value or
 * one of a HumanName's or Address's string parts starts with the search string, case and accents
 * ignored).
 */
type Json = Record<string, any>

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The kits escape every comma of a value, which is otherwise an OR. */
export const kitEscape = (value: string) => value.replaceAll(',', '\\,')

/** The value a kit searches an element with (before escaping), or undefined when it has none. */
export function kitValue(element: unknown, type: string): string | undefined {
  const e = element as Json
  switch (type) {
    case 'HumanName':
      return e.family ?? e.given?.[0] ?? e.text
    case 'Address':
      return e.text ?? e.city ?? e.state ?? e.postalCode ?? e.country
    case 'Reference':
      return e.reference
    case 'CodeableConcept':
      return (e.coding ?? []).find((c: Json) => c.code)?.code
    case 'Identifier':
      return e.value
    default:
      return typeof element === 'string' ? element : undefined
  }
}

const humanNameParts = (name: Json): string[] => [
  name.text,
  name.family,
  ...(name.given ?? []),
  ...(name.prefix ?? []),
  ...(name.suffix ?? []),
]
const addressParts = (address: Json): string[] => [
  address.text,
  ...(address.line ?? []),
  address.city,
  address.district,
  address.state,
  address.postalCode,
  address.country,
]

/** FHIR string matching of one element (a string, a HumanName or an Address) against an unescaped search string. */
export function stringElementMatches(element: unknown, type: string, search: string): boolean {
  const wanted = fold(search).trim()
  const parts =
    type === 'HumanName'
      ? humanNameParts(element as Json)
      : type === 'Address'
        ? addressParts(element as Json)
        : [element]
  return parts.some((part) => typeof part === 'string' && fold(part).startsWith(wanted))
}

/** Every element of a resource at a simple dotted path (arrays flattened). */
export function elementsAt(resource: Json, path: string): unknown[] {
  let nodes: unknown[] = [resource]
  for (const step of path.split('.')) {
    nodes = nodes.flatMap((node) => {
      const value = node && typeof node === 'object' ? (node as Json)[step] : undefined
      return value === undefined ? [] : Array.isArray(value) ? value : [value]
    })
  }
  return nodes
}

/** Paths of every empty array or object, which a FHIR validator rejects (R4 json.html: no empty elements). */
export function emptyElements(node: unknown, path = ''): string[] {
  if (Array.isArray(node))
    return node.length ? node.flatMap((item, at) => emptyElements(item, `${path}[${at}]`)) : [path]
  if (node && typeof node === 'object') {
    const entries = Object.entries(node)
    return entries.length
      ? entries.flatMap(([key, value]) => emptyElements(value, path ? `${path}.${key}` : key))
      : [path]
  }
  return node === '' ? [path] : []
}
