// Builds page documents from compact definitions into content/page/<lang>/<uid>.json.
//   node scripts/content-author/build.mjs            every definition in pages-a/ and pages-b/
//   node scripts/content-author/build.mjs pages-b    one folder only (others' pages are still known for links)
//   node scripts/content-author/build.mjs --check    fail if a build would change any file (CI-style)
// Existing documents keep their ids, first publication date and tags; a document whose content
// changes gets a new last publication date. See README.md beside this file.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { documentId, stableUuid } from './ids.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
const CONTENT = join(root, 'content', 'page')
const LANGS = { en: 'en-us', es: 'es-mx' }
const FOLDERS = ['pages-a', 'pages-b', 'pages-c']

const args = process.argv.slice(2)
const check = args.includes('--check')
const only = args.filter((arg) => !arg.startsWith('--'))

async function readExisting() {
  const byKey = new Map()
  for (const code of Object.values(LANGS)) {
    const dir = join(CONTENT, code)
    for (const file of await readdir(dir)) {
      if (!file.endsWith('.json')) continue
      const doc = JSON.parse(await readFile(join(dir, file), 'utf8'))
      byKey.set(`${doc.lang}/${doc.uid}`, { doc, file: join(dir, file) })
    }
  }
  return byKey
}

/** Every definition: modules export an array of { en, es } page pairs (es may be null: English only). */
async function readDefinitions() {
  const defs = []
  for (const folder of FOLDERS) {
    const dir = join(here, folder)
    if (!existsSync(dir)) continue
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.mjs') && !name.startsWith('_')).sort()) {
      const pairs = (await import(pathToFileURL(join(dir, file)).href)).default
      if (!Array.isArray(pairs)) throw new Error(`${folder}/${file}: export default an array of { en, es } pairs`)
      for (const pair of pairs) defs.push({ ...pair, source: `${folder}/${file}`, folder })
    }
  }
  return defs
}

const NOW = new Date().toISOString().replace(/\.\d{3}Z$/, '+0000')

function tableOf({ head, rows }, seed) {
  const cell = (type, value, key) => ({ key: stableUuid(key), type, content: [{ type: 'paragraph', text: String(value), spans: [], direction: 'ltr' }] })
  const row = (cells, type, at) => ({ key: stableUuid(`${seed}/${at}`), cells: cells.map((value, i) => cell(type, value, `${seed}/${at}/${i}`)) })
  return { head: { rows: [row(head, 'header', 'head')] }, body: { rows: rows.map((cells, r) => row(cells, 'data', `row${r}`)) } }
}

function main() {
  return run().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}

async function run() {
  const existing = await readExisting()
  const defs = await readDefinitions()

  // The index of every page (existing or defined) by language and uid, for ids and links.
  const index = new Map()
  for (const [key, { doc }] of existing) index.set(key, { id: doc.id, uid: doc.uid, type: 'page', lang: doc.lang, tags: doc.tags ?? [], title: doc.data?.title })
  const sides = []
  const seen = new Map()
  for (const def of defs) {
    for (const [short, code] of Object.entries(LANGS)) {
      const side = def[short]
      if (!side) continue
      const key = `${code}/${side.uid}`
      if (seen.has(key)) throw new Error(`${key} is defined twice (${seen.get(key)} and ${def.source})`)
      seen.set(key, def.source)
      const old = existing.get(key)?.doc
      const id = old?.id ?? documentId(`page/${key}`)
      index.set(key, { id, uid: side.uid, type: 'page', lang: code, tags: side.tags ?? old?.tags ?? [], title: side.title })
      sides.push({ def, short, code, side, key, old })
    }
  }

  const problems = []
  const resolve = (value, code, where) => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, code, where))
    if (!value || typeof value !== 'object') return value
    if ('$page' in value) {
      const target = index.get(`${code}/${value.$page}`)
      if (!target) {
        problems.push(`${where}: links page ${code}/${value.$page}, which no document or definition has`)
        return { link_type: 'Any' }
      }
      return {
        link_type: 'Document',
        id: target.id,
        type: 'page',
        tags: target.tags,
        lang: code,
        slug: target.uid,
        uid: target.uid,
        isBroken: false,
        // A link without its own label reads as the page's name (a hub's list of child pages).
        text: value.text ?? String(target.title ?? target.uid).replace(/\s*-\s*SPA\s*$/, ''),
      }
    }
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, resolve(inner, code, where)]))
  }

  let written = 0
  let unchanged = 0
  const changed = []
  const outputs = []
  for (const { def, short, code, side, key, old } of sides) {
    if (only.length && !only.includes(def.folder)) continue
    const where = `${def.source} ${key}`
    const slices = side.slices.map((slice, i) => {
      const seed = `${key}/${i}/${slice.slice_type}`
      const primary = { ...slice.primary }
      if (primary.table?.$table) primary.table = tableOf(primary.table.$table, seed)
      return { id: `${slice.slice_type}$${stableUuid(seed)}`, ...slice, primary: resolve(primary, code, where) }
    })
    const data = {
      title: side.title,
      path: side.path,
      meta_title: side.metaTitle ?? `${side.title} | Ceiba Health`,
      meta_description: side.metaDescription,
      social_image: {},
      slices,
    }
    if (!data.meta_description) problems.push(`${where}: metaDescription missing`)
    const twinShort = short === 'en' ? 'es' : 'en'
    const twin = def[twinShort]
    const alternate_languages = twin ? [{ id: index.get(`${LANGS[twinShort]}/${twin.uid}`).id, uid: twin.uid, type: 'page', lang: LANGS[twinShort] }] : []
    const same = old && JSON.stringify(old.data) === JSON.stringify(data) && JSON.stringify(old.alternate_languages) === JSON.stringify(alternate_languages)
    const id = index.get(key).id
    const doc = {
      id,
      uid: side.uid,
      url: null,
      type: 'page',
      href: `/_prismic/api/v2/documents/search?q=%5B%5Bat(document.id%2C%22${encodeURIComponent(id)}%22)%5D%5D`,
      tags: index.get(key).tags,
      first_publication_date: old?.first_publication_date ?? NOW,
      last_publication_date: same ? old.last_publication_date : NOW,
      slugs: [side.uid],
      linked_documents: [],
      lang: code,
      alternate_languages,
      data,
    }
    const file = join(CONTENT, code, `${side.uid}.json`)
    const json = `${JSON.stringify(doc, null, 2)}\n`
    const before = existsSync(file) ? await readFile(file, 'utf8') : null
    if (before === json) {
      unchanged += 1
      continue
    }
    changed.push(file.slice(root.length + 1))
    outputs.push([file, json])
    written += 1
  }
  if (problems.length) throw new Error(`Definitions have problems (nothing written):\n  ${problems.join('\n  ')}`)
  if (!check) {
    for (const [file, json] of outputs) {
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, json)
    }
  }
  if (check && changed.length) throw new Error(`These documents differ from their definitions; run the builder:\n  ${changed.join('\n  ')}`)
  console.log(`${check ? 'Would write' : 'Wrote'} ${written} documents (${unchanged} unchanged) from ${defs.length} definitions`)
}

main()
