import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  )
}

function tree(code: string): Map<string, string[]> {
  const dir = join('locales', code)
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file,
        keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree).sort(),
      ]),
  )
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()
}

describe('locale parity', () => {
  const en = tree('en-us')
  const es = tree('es-mx')

  it('has the same namespaces in both languages', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it.each([...en.keys()])('%s has the same keys in both languages', (file) => {
    expect(es.get(file)).toEqual(en.get(file))
  })

  it.each([...en.keys()])('%s uses the same placeholders and no empty strings', (file) => {
    const read = (code: string) =>
      JSON.parse(readFileSync(join('locales', code, file), 'utf8')) as Tree
    const flat = (t: Tree, p = ''): Array<[string, string]> =>
      Object.entries(t).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${p}${k}`, v] as [string, string]] : flat(v, `${p}${k}.`),
      )
    const spanish = new Map(flat(read('es-mx')))
    for (const [key, text] of flat(read('en-us'))) {
      expect(text.trim(), `${file}:${key} (en)`).not.toBe('')
      expect(spanish.get(key)?.trim(), `${file}:${key} (es)`).not.toBe('')
      expect(placeholders(spanish.get(key) ?? ''), `${file}:${key}`).toEqual(placeholders(text))
    }
  })
})
