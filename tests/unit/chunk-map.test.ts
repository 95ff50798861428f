import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { declaredNamespaces } from '../../scripts/vite/chunk-map.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'chunk-map-'))
const file = (name: string, source: string) => {
  const at = path.join(dir, name)
  writeFileSync(at, source)
  return at
}

describe('the string namespaces a module declares (scripts/vite/chunk-map.ts)', () => {
  it('reads top-level declarations, with or without a query on the module id', () => {
    const at = file(
      'step.tsx',
      "import x from 'y'\nneedNamespaces(['enrollment'])\nneedNamespaces(['formulary', 'care'])\n",
    )
    expect(declaredNamespaces(at)).toEqual(['enrollment', 'formulary', 'care'])
    expect(declaredNamespaces(`${at}?tsr-split=component`)).toEqual([
      'enrollment',
      'formulary',
      'care',
    ])
  })

  it('ignores an example in a comment, other files and virtual modules', () => {
    expect(
      declaredNamespaces(
        file('i18n.ts', "/**\n *     needNamespaces(['enrollment'])\n */\nexport const a = 1\n"),
      ),
    ).toEqual([])
    expect(declaredNamespaces(file('strings.json', "needNamespaces(['enrollment'])"))).toEqual([])
    expect(declaredNamespaces('\0virtual:thing.ts')).toEqual([])
  })
})
