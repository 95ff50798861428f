import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/support/content-repository'

/**
 * Every save shows: a file replaced by a rename (git checkout, mv, sed -i, an
 * editor saving through a temporary file) and then edited in place reaches the running server's
 * content both times. Node's recursive watch missed the second save every time.
 */
const work = mkdtempSync(join(tmpdir(), 'watched-content-'))
const root = join(work, 'content')
cpSync(FIXTURE_ROOT, root, { recursive: true })
afterAll(() => rmSync(work, { recursive: true, force: true }))
vi.stubEnv('CONTENT_DIR', root)

const { contentClient } = await import('../client.server')
const { contentVersion } = await import('../content-version.server')
const { watchFolder } = await import('./watch-folder.server')

const file = join(root, 'page/en-us/about-us.json')
const withTitle = (title: string) => {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { data: { meta_title: string } }
  doc.data.meta_title = title
  return JSON.stringify(doc, null, 2)
}
const served = async () => (await contentClient().getByUID('page', 'about-us')).data.meta_title
const poll = { timeout: 3000, interval: 25 }

describe('the embedded repository sees every save', () => {
  it('after a rename over the file, then an edit in place, in the server content', async () => {
    const first = await contentVersion()
    expect(await served()).not.toBe('Renamed over')
    // An editor's save through a temporary file, renamed over the document.
    writeFileSync(`${file}.tmp`, withTitle('Renamed over'))
    renameSync(`${file}.tmp`, file)
    // The version (what the page cache keys on) changes only when the watch saw the save.
    await vi.waitFor(async () => expect(await contentVersion()).not.toBe(first), poll)
    expect(await served()).toBe('Renamed over')
    const second = await contentVersion()
    // The next save writes the same (new) file in place.
    writeFileSync(file, withTitle('Edited in place'))
    await vi.waitFor(async () => expect(await contentVersion()).not.toBe(second), poll)
    expect(await served()).toBe('Edited in place')
  })

  it('in a folder made after the watch began, and once per burst of events', async () => {
    let calls = 0
    const watch = watchFolder(root, () => (calls += 1), 50)
    try {
      mkdirSync(join(root, 'article/fr-fr'))
      await vi.waitFor(() => expect(calls).toBe(1), poll)
      const added = join(root, 'article/fr-fr/nouveau.json')
      writeFileSync(added, '{}')
      await vi.waitFor(() => expect(calls).toBe(2), poll)
      writeFileSync(`${added}.tmp`, '{"a":1}')
      renameSync(`${added}.tmp`, added)
      writeFileSync(added, '{"a":2}')
      await vi.waitFor(() => expect(calls).toBe(3), poll)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(calls).toBe(3)
    } finally {
      watch.close()
      rmSync(join(root, 'article/fr-fr'), { recursive: true })
    }
  })
})
