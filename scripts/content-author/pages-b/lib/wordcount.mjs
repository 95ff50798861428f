// Prints the words of each part b page (text a reader sees in its slices), shortest first, with the
// median: `node scripts/content-author/pages-b/lib/wordcount.mjs`.
import { readFileSync, existsSync } from 'node:fs'
import { ALL } from './defs/index.mjs'

const TEXT_KEYS = new Set(['text', 'title', 'eyebrow', 'question', 'name', 'description', 'body', 'caption', 'service', 'vendor', 'region', 'purpose', 'intro'])
function words(value, key) {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? value.split(/\s+/).filter(Boolean).length : 0
  if (Array.isArray(value)) return value.reduce((n, v) => n + words(v, key), 0)
  if (value && typeof value === 'object') {
    if (value.link_type) return 0
    return Object.entries(value).reduce((n, [k, v]) => n + words(v, k === 'content' || k === 'lead' || k === 'answer' || k === 'footnote' || k === 'body' || k === 'intro' ? 'text' : k), 0)
  }
  return 0
}
const rows = []
for (const def of ALL) {
  for (const [short, code] of [['en', 'en-us'], ['es', 'es-mx']]) {
    const side = def[short]
    if (!side) continue
    const dir = def.type === 'article' ? 'article' : 'page'
    const file = new URL(`../../../../content/${dir}/${code}/${side.uid}.json`, import.meta.url)
    if (!existsSync(file)) continue
    const doc = JSON.parse(readFileSync(file, 'utf8'))
    rows.push([words(doc.data.slices, ''), `${code}/${side.uid}`])
  }
}
rows.sort((a, b) => a[0] - b[0])
const median = rows.length ? rows[Math.floor(rows.length / 2)][0] : 0
for (const [n, id] of rows.slice(0, Number(process.argv[2] ?? 10))) console.log(n, id)
console.log(`pages ${rows.length}, shortest ${rows[0]?.[0]}, median ${median}`)
