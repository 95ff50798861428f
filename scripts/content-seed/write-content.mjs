// Bootstrap: writes the real documents of content/ (decision 0001) from the outlines in this folder.
// Editors own the JSON afterwards; files that exist are kept unless --force is passed.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ABOUT_PAGES } from './content-about.mjs'
import { ARTICLES_EN } from './content-articles-en.mjs'
import { ARTICLES_ES } from './content-articles-es.mjs'
import { BENEFIT_PAGES } from './content-benefits.mjs'
import { COMPANY_PAGES } from './content-company.mjs'
import { HOME_PAGES } from './content-home.mjs'
import { LEGAL_PAGES } from './content-legal.mjs'
import { SINGLETONS } from './content-singletons.mjs'
import { buildDocuments } from './documents.mjs'
import { article } from './outline.mjs'

const ARTICLES = Object.keys(ARTICLES_EN).map((key) => article(ARTICLES_EN[key], ARTICLES_ES[key]))
const OUTLINES = [...HOME_PAGES, ...BENEFIT_PAGES, ...COMPANY_PAGES, ...ABOUT_PAGES, ...LEGAL_PAGES, ...ARTICLES, ...SINGLETONS]

let written = 0
for (const doc of OUTLINES.flatMap(buildDocuments)) {
  const path = join('content', doc.type, doc.lang, `${doc.uid ?? doc.type}.json`)
  if (existsSync(path) && !process.argv.includes('--force')) continue
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`)
  written += 1
}
console.log(`${written} documents written`)
