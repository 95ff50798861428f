/**
 * FHIR string search (R4 search.html#string): a value matches when it equals or starts with the
 * search string, both compared without case or accents. A HumanName matches on any of its text,
 * family, given, prefix and suffix; an Address on its text, lines, city, district, state, postal
 * code or country. Never a word somewhere inside the value: `name=Khan` does not find "Davis-Khan".
 */
export const normalizeString = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** Whether any of `candidates` (raw element values) starts with any of `values` (normalized search strings). */
export function startsWithAny(candidates: Iterable<unknown>, values: readonly string[]): boolean {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue
    const normal = normalizeString(candidate)
    if (values.some((value) => normal.startsWith(value))) return true
  }
  return false
}

type HumanName = {
  text?: string
  family?: string
  given?: string[]
  prefix?: string[]
  suffix?: string[]
}
type Address = {
  text?: string
  line?: string[]
  city?: string
  district?: string
  state?: string
  postalCode?: string
  country?: string
}

/** The string parts of a HumanName a search compares with. */
export const humanNameParts = (name: HumanName): string[] =>
  [
    name.text,
    name.family,
    ...(name.given ?? []),
    ...(name.prefix ?? []),
    ...(name.suffix ?? []),
  ].filter((part): part is string => !!part)

/** The string parts of an Address a search compares with. */
export const addressParts = (address: Address): string[] =>
  [
    address.text,
    ...(address.line ?? []),
    address.city,
    address.district,
    address.state,
    address.postalCode,
    address.country,
  ].filter((part): part is string => !!part)

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** The parts of a resource's `address` element (one Address or a list). */
export const addressPartsOf = (resource: Record<string, unknown>): string[] =>
  list(resource.address as Address | Address[] | undefined).flatMap(addressParts)

/** The parts of a resource's `name`: a string (with its `alias`es) or HumanNames. */
export const namePartsOf = (resource: Record<string, unknown>): string[] => {
  if (typeof resource.name === 'string')
    return [resource.name, ...list(resource.alias as string[] | undefined)]
  return list(resource.name as HumanName | HumanName[] | undefined).flatMap(humanNameParts)
}

/**
 * The values of a parameter: split at the commas that are not escaped (each is an OR), then
 * `\,`, `\$`, `\|` and `\\` read as the character itself (R4 search.html#escaping). A token's
 * `\|` stays escaped so its system and code still split at the bar that is not.
 */
export function splitValues(raw: string, keepBar = false): string[] {
  const values: string[] = []
  let current = ''
  for (let at = 0; at < raw.length; at += 1) {
    const char = raw[at]!
    if (char === '\\' && at + 1 < raw.length && ',$|\\'.includes(raw[at + 1]!)) {
      const next = raw[at + 1]!
      current += keepBar && next === '|' ? '\\|' : next
      at += 1
    } else if (char === ',') {
      values.push(current)
      current = ''
    } else {
      current += char
    }
  }
  values.push(current)
  return values
}
