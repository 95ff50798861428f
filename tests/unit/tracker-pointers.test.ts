import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Code, tests and docs say why in their own words or by a decision record's number: the issue
 * tracker they were written against is not in the repository, so a pointer to one of its issues sends a newcomer
 * nowhere. Migrations are left as they ran.
 */
const POINTER = /\bissues? \d+/i
const READ = /\.(?:ts|tsx|mts|js|mjs|cjs|css|md|json|yml|yaml|sh)$/

describe('pointers to the issue tracker', () => {
  it('no tracked file of code, tests or docs names an issue by its number', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => READ.test(file) && !file.startsWith('db/migrations/'))
    expect(files.length).toBeGreaterThan(500)
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          POINTER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(found).toEqual([])
  })
})
