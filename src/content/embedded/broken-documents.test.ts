import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as prismic from '@prismicio/client'
import { afterAll, describe, expect, it } from 'vitest'
import { inProcessFetch } from '../client.server'
import { prismicRoutes } from '../routes'
import { FIXTURE_ENDPOINT, FIXTURE_ROOT } from '../../../tests/support/content-repository'
import { createEmbeddedHandler } from './handler.server'

/**
 * A broken file never takes the site down: the repository, driven by the real
 * client, keeps serving every other document, serves the last good version of the broken one when
 * it had one, and names the file and the line.
 */
const work = mkdtempSync(join(tmpdir(), 'broken-content-'))
const root = join(work, 'content')
cpSync(FIXTURE_ROOT, root, { recursive: true })
afterAll(() => rmSync(work, { recursive: true, force: true }))

const about = join(root, 'page/en-us/about-us.json')
const good = readFileSync(about, 'utf8')

function repository() {
  // Re-read on every request, as a development server does after a save.
  const handler = createEmbeddedHandler({ root, maxAgeMs: 0 })
  const client = prismic.createClient('embedded', {
    documentAPIEndpoint: FIXTURE_ENDPOINT,
    fetch: inProcessFetch(handler),
    routes: prismicRoutes,
  })
  return { handler, client }
}

describe('a broken content file', () => {
  it('is skipped, named with its line, while every other document serves', async () => {
    const { handler, client } = repository()
    const aboutTitle = (await client.getByUID('page', 'about-us')).data.meta_title
    // A missing comma at the end of line 3, as a hand edit leaves it: JSON.parse stops at line 4.
    writeFileSync(about, good.replace('"uid": "about-us",', '"uid": "about-us"'))
    const problems = await handler.problems()
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/page/en-us/about-us.json',
        line: 4,
        kept: true,
        message: expect.stringMatching(/^is not valid JSON .*just before line 4/),
      }),
    ])
    // The last good version keeps its page; the others serve as before.
    expect((await client.getByUID('page', 'about-us')).data.meta_title).toBe(aboutTitle)
    expect((await client.getByUID('page', 'welcome')).uid).toBe('welcome')
  })

  it('is left out when the server never read a good version, and a header field is named', async () => {
    writeFileSync(about, good)
    const fresh = join(root, 'page/en-us/fresh-page.json')
    writeFileSync(
      fresh,
      good
        .replace('"about-us"', '"fresh-page"')
        .replace('"id": "', '"id": "x')
        .replace('"lang": "en-us"', '"lang": "English"'),
    )
    const { handler, client } = repository()
    expect(await handler.problems()).toContainEqual(
      expect.objectContaining({
        file: 'content/page/en-us/fresh-page.json',
        line: 16,
        kept: false,
        message: expect.stringContaining('field lang'),
      }),
    )
    await expect(client.getByUID('page', 'fresh-page')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    )
    expect((await client.getAllByType('page', { lang: '*' })).length).toBeGreaterThan(3)
    rmSync(fresh)
  })

  it('with an id another file has is left out, naming both, and a broken draft never breaks published pages', async () => {
    writeFileSync(about, good)
    const copy = join(root, 'page/en-us/about-us-copy.json')
    writeFileSync(copy, good.replace(/"about-us"/g, '"about-us-copy"'))
    const draft = join(root, '_drafts/page/en-us/broken-draft.json')
    writeFileSync(draft, '{\n  "id": "draft-x",\n  "uid": \n}\n')
    const { handler, client } = repository()
    const problems = await handler.problems()
    expect(problems.map((problem) => [problem.file, problem.line])).toEqual([
      ['content/_drafts/page/en-us/broken-draft.json', 4],
      ['content/page/en-us/about-us-copy.json', 2],
    ])
    expect(problems[1]!.message).toContain('content/page/en-us/about-us.json already has')
    expect((await client.getByUID('page', 'about-us')).uid).toBe('about-us')
    rmSync(copy)
    rmSync(draft)
    expect(await repository().handler.problems()).toEqual([])
  })
})
