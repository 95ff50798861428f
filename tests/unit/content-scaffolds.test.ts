import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../src/content/embedded/store.server'
import { pageStructureProblems } from '../../src/content/page-structure'
import {
  checkDocument,
  readJsonTree,
  type ContentDoc,
  type CustomTypeModel,
  type SliceModel,
} from '../support/content-validator'
import { draftProblems, twinProblems, uniquenessProblems } from '../support/content-problems'
import { readSliceLibrary } from '../support/slice-fixtures'

/**
 * The scaffolds write what editors otherwise copy by hand, and what they write
 * passes the content tests: run on a copy of content/, as an editor runs them.
 */
// Each run reads every content file; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 90_000 })
const work = mkdtempSync(join(tmpdir(), 'scaffolds-'))
const root = join(work, 'content')
cpSync('content', root, { recursive: true })
afterAll(() => rmSync(work, { recursive: true, force: true }))

const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [`scripts/content/${script}.ts`, ...args], {
    env: { ...process.env, CONTENT_DIR: root },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
const fails = (script: string, ...args: string[]) => {
  try {
    run(script, ...args)
  } catch (error) {
    return String((error as { stderr?: string }).stderr)
  }
  throw new Error(`${script} ${args.join(' ')} did not fail`)
}

const types = new Map(readJsonTree<CustomTypeModel>('customtypes').map((t) => [t.id, t]))
const slices = new Map(
  readSliceLibrary().map((s) => [s.model.id, s.model as unknown as SliceModel]),
)
const read = (file: string) => ({
  ...(JSON.parse(readFileSync(join(root, file), 'utf8')) as ContentDoc),
  file: `content/${file}`,
})

describe('npm run content:new-page', () => {
  it('writes a page and its Spanish twin that the content tests accept', async () => {
    run(
      'new-page',
      '/medicare-basics/part-c-explained/',
      '/es/conceptos-basicos/parte-c-explicada/',
      'Part C, explained',
      'La Parte C, explicada',
    )
    const en = read('page/en-us/part-c-explained.json')
    const es = read('page/es-mx/parte-c-explicada.json')
    expect(en).toMatchObject({
      uid: 'part-c-explained',
      lang: 'en-us',
      slugs: ['part-c-explained'],
      data: { path: 'medicare-basics/part-c-explained', title: 'Part C, explained' },
    })
    expect(es).toMatchObject({
      uid: 'parte-c-explicada',
      lang: 'es-mx',
      data: { path: 'conceptos-basicos/parte-c-explicada' },
    })
    expect(en.id).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(en.alternate_languages).toEqual([
      { id: es.id, uid: es.uid, type: 'page', lang: 'es-mx' },
    ])
    expect(es.alternate_languages).toEqual([
      { id: en.id, uid: en.uid, type: 'page', lang: 'en-us' },
    ])
    const hero = (en.data.slices as Array<{ id: string; slice_type: string }>)[0]!
    expect(hero.id).toMatch(/^hero\$[0-9a-f-]{36}$/)
    expect(
      Date.now() -
        Date.parse(
          (en as unknown as { first_publication_date: string }).first_publication_date.replace(
            '+0000',
            'Z',
          ),
        ),
    ).toBeLessThan(60_000)
    for (const doc of [en, es]) {
      expect(checkDocument(doc, types, slices)).toEqual([])
      expect(pageStructureProblems(doc.data.slices as Array<{ slice_type: string }>)).toEqual([])
    }
    const published = readJsonTree<ContentDoc>(root).filter((doc) => !doc.file.includes('_drafts'))
    expect(uniquenessProblems(published)).toEqual([])
    expect(twinProblems(published)).toEqual([])
    expect((await loadContent(root)).problems).toEqual([])
  })

  it('refuses a path or uid a page already has, and a path that is not one', () => {
    expect(fails('new-page', 'about-us', 'nuevo')).toContain(
      'content/page/en-us/about-us.json already has the uid "about-us" in en-us',
    )
    expect(fails('new-page', 'Our Plans!', 'planes')).toContain('"Our Plans!" is not a page path')
  })
})

describe('npm run content:link', () => {
  it('prints the Document link the content tests accept, for each language with the uid', () => {
    const printed = run('link', 'part-c-explained')
    const link = JSON.parse(printed.slice(printed.indexOf('{'))) as Record<string, unknown>
    const target = read('page/en-us/part-c-explained.json') as ContentDoc & Record<string, unknown>
    expect(link).toEqual({
      link_type: 'Document',
      id: target.id,
      type: 'page',
      tags: [],
      lang: 'en-us',
      slug: 'part-c-explained',
      first_publication_date: target.first_publication_date,
      last_publication_date: target.last_publication_date,
      uid: 'part-c-explained',
      isBroken: false,
    })
    expect(fails('link', 'no-such-page')).toContain(
      'No published document has the uid "no-such-page"',
    )
  })
})

describe('npm run content:draft', () => {
  it('copies a published document into _drafts/ with its id, once', () => {
    const output = run('draft', join(root, 'page/en-us/meet-our-team.json'))
    const draft = read('_drafts/page/en-us/meet-our-team.json')
    const published = read('page/en-us/meet-our-team.json')
    expect(draft.id).toBe(published.id)
    expect(output).toContain(`npm run preview:link -- ${published.id}`)
    expect(draftProblems([draft], [published])).toEqual([])
    expect(fails('draft', 'meet-our-team')).toContain('already exists')
    // A uid both languages have asks which one.
    expect(fails('draft', 'home')).toContain('add the language')
  })
})
