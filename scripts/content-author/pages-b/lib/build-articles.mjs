// Builds the article documents of part b into content/article/<lang>/<uid>.json:
//   node scripts/content-author/pages-b/lib/build-articles.mjs
// Existing articles keep their id, first publication date and original slices (lib/data/
// articles-original.json), with the sections of ADDITIONS inserted before their closing banner, and
// end with the CMS disclaimer; new articles are built from NEW_ARTICLES. Links to pages resolve
// through the page documents in content/page/.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { stableUuid } from '../../ids.mjs'
import { pairs } from './blocks.mjs'
import { disclaimer } from './common.mjs'
import { ARTICLE_UIDS, articleId, original } from './articles-index.mjs'
import { ADDITIONS, ARTICLE_META, NEW_ARTICLES, cta } from './defs/articles.mjs'

const root = new URL('../../../../', import.meta.url).pathname
const CODES = { en: 'en-us', es: 'es-mx' }
const PUBLISHED = '2026-11-22T12:00:00+0000'
const DATES = { 'medicare-advantage-vs-original-medicare': '2025-09-02', 'extra-help-with-drug-costs': '2025-09-09', 'medicare-preventive-services': '2025-09-16', 'part-d-changes-2025-2026': '2025-09-23', 'medicare-savings-programs': '2025-09-30', 'caregivers-guide-to-medicare': '2025-10-07' }

const pages = new Map()
for (const code of Object.values(CODES)) {
  for (const file of readdirSync(join(root, 'content/page', code))) {
    const doc = JSON.parse(readFileSync(join(root, 'content/page', code, file), 'utf8'))
    pages.set(`${code}/${doc.uid}`, doc)
  }
}
/** The builder's table placeholder ({ $table: { head, rows } }) as a Prismic table field. */
function tableOf({ head, rows }, seed) {
  const cell = (type, value, key) => ({ key: stableUuid(key), type, content: [{ type: 'paragraph', text: String(value), spans: [], direction: 'ltr' }] })
  const row = (cells, type, at) => ({ key: stableUuid(`${seed}/${at}`), cells: cells.map((value, i) => cell(type, value, `${seed}/${at}/${i}`)) })
  return { head: { rows: [row(head, 'header', 'head')] }, body: { rows: rows.map((cells, r) => row(cells, 'data', `row${r}`)) } }
}

const resolve = (value, code) => {
  if (Array.isArray(value)) return value.map((item) => resolve(item, code))
  if (!value || typeof value !== 'object') return value
  if ('$page' in value) {
    const target = pages.get(`${code}/${value.$page}`)
    if (!target) throw new Error(`No ${code} page ${value.$page}`)
    return { link_type: 'Document', id: target.id, type: 'page', tags: target.tags, lang: code, slug: target.uid, uid: target.uid, isBroken: false, ...(value.text ? { text: value.text } : {}) }
  }
  return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, resolve(inner, code)]))
}

let written = 0
for (const [key, [enUid, esUid]] of Object.entries(ARTICLE_UIDS)) {
  const uids = { en: enUid, es: esUid }
  for (const [short, code] of Object.entries(CODES)) {
    const twin = short === 'en' ? 'es' : 'en'
    const uid = uids[short]
    const old = original(code, uid)
    const meta = ARTICLE_META[key]
    const built = (blocks) => pairs([{ key, en: { uid, slices: blocks } }])[0].en.slices.map((slice) => resolve(slice, code))
    const closing = built([cta(short), disclaimer(short, 'H1234_2026ART', ['varies'])])
    let slices
    if (old) {
      const kept = old.data.slices.filter((slice) => slice.slice_type !== 'call_to_action_banner')
      slices = [...kept, ...built(ADDITIONS[key][short]), ...closing]
    } else {
      slices = [...built(NEW_ARTICLES[key][short]), ...closing]
    }
    slices = slices.map((slice, i) => {
      const seed = `article/${code}/${uid}/${i}/${slice.slice_type}`
      const primary = slice.primary.table?.$table ? { ...slice.primary, table: tableOf(slice.primary.table.$table, seed) } : slice.primary
      return { ...slice, id: `${slice.slice_type}$${stableUuid(seed)}`, primary }
    })
    const id = articleId(code, uid)
    const data = {
      title: meta[short].title,
      summary: meta[short].summary,
      category: meta.category,
      publication_date: old?.data.publication_date ?? DATES[key],
      author: old?.data.author ?? (short === 'en' ? 'Ceiba Health editorial team' : 'Equipo editorial de Ceiba Health'),
      slices,
      meta_title: old?.data.meta_title ?? `${meta[short].title} | Ceiba Health`,
      meta_description: old?.data.meta_description ?? meta[short].summary,
      social_image: {},
    }
    const doc = {
      id,
      uid,
      url: null,
      type: 'article',
      href: `/_prismic/api/v2/documents/search?q=%5B%5Bat(document.id%2C%22${encodeURIComponent(id)}%22)%5D%5D`,
      tags: [],
      first_publication_date: old?.first_publication_date ?? PUBLISHED,
      last_publication_date: PUBLISHED,
      slugs: [uid],
      linked_documents: [],
      lang: code,
      alternate_languages: [{ id: articleId(CODES[twin], uids[twin]), uid: uids[twin], type: 'article', lang: CODES[twin] }],
      data,
    }
    const file = join(root, 'content/article', code, `${uid}.json`)
    const json = `${JSON.stringify(doc, null, 2)}\n`
    if (!existsSync(file) || readFileSync(file, 'utf8') !== json) {
      writeFileSync(file, json)
      written++
    }
  }
}
console.log(`Wrote ${written} article documents`)
