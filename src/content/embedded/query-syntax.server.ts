/**
 * Parsers for the Content API's `q` and `orderings` parameters. Syntax errors throw a
 * QuerySyntaxError, which the handler answers with a 400 like Prismic's parsing errors.
 */
export class QuerySyntaxError extends Error {}

export type Value = string | number | boolean | Value[]
export type Predicate = { name: string; path: string; args: Value[] }
export type Ordering = { path: string; direction: 'asc' | 'desc' }

class Reader {
  position = 0
  constructor(readonly text: string) {}

  fail(expected: string): never {
    const found = this.text[this.position] ?? 'end of input'
    throw new QuerySyntaxError(
      `[${this.text}] unexpected '${found}' at column ${this.position + 1}, expected ${expected}`,
    )
  }
  skipSpace() {
    while (/\s/.test(this.text[this.position] ?? '')) this.position += 1
  }
  peek(): string | undefined {
    this.skipSpace()
    return this.text[this.position]
  }
  expect(char: string) {
    if (this.peek() !== char) this.fail(`'${char}'`)
    this.position += 1
  }
  word(): string {
    this.skipSpace()
    const found = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(this.text.slice(this.position))
    if (!found) this.fail('a name')
    this.position += found[0].length
    return found[0]
  }
  string(): string {
    this.expect('"')
    let out = ''
    while (this.position < this.text.length) {
      const char = this.text[this.position] as string
      this.position += 1
      if (char === '"') return out
      if (char === '\\') {
        out += this.text[this.position] ?? ''
        this.position += 1
      } else out += char
    }
    return this.fail("a closing '\"'")
  }
  value(): Value {
    const next = this.peek()
    if (next === '"') return this.string()
    if (next === '[') {
      this.position += 1
      const items: Value[] = []
      while (this.peek() !== ']') {
        items.push(this.value())
        if (this.peek() === ',') this.position += 1
        else if (this.peek() !== ']') this.fail("',' or ']'")
      }
      this.position += 1
      return items
    }
    const number = /^-?\d+(\.\d+)?/.exec(this.text.slice(this.position))
    if (number) {
      this.position += number[0].length
      return Number(number[0])
    }
    const bare = this.word()
    if (bare === 'true' || bare === 'false') return bare === 'true'
    return this.fail('a value')
  }
  predicate(): Predicate {
    this.expect('[')
    const name = this.word()
    this.expect('(')
    const path = this.peek() === ')' ? '' : this.word()
    const args: Value[] = []
    while (this.peek() === ',') {
      this.position += 1
      args.push(this.value())
    }
    this.expect(')')
    this.expect(']')
    return { name, path, args }
  }
}

/** `[[at(document.type, "page")][any(document.tags, ["a"])]]` -> predicates. */
export function parseQuery(q: string): Predicate[] {
  const reader = new Reader(q)
  reader.expect('[')
  const predicates: Predicate[] = []
  while (reader.peek() === '[') predicates.push(reader.predicate())
  reader.expect(']')
  if (reader.peek() !== undefined) reader.fail('end of input')
  return predicates
}

/** `[my.article.date desc, document.first_publication_date]` -> orderings. */
export function parseOrderings(text: string): Ordering[] {
  const inner = /^\[(.*)\]$/s.exec(text.trim())
  if (!inner) throw new QuerySyntaxError(`[${text}] orderings must be wrapped in square brackets`)
  return (inner[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const found = /^([A-Za-z_][A-Za-z0-9_.]*)(?:\s+(asc|desc))?$/.exec(part)
      if (!found?.[1]) throw new QuerySyntaxError(`[${text}] invalid ordering '${part}'`)
      return { path: found[1], direction: found[2] === 'desc' ? 'desc' : 'asc' }
    })
}
