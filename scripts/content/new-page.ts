// npm run content:new-page -- <English path> <Spanish path> [English title] [Spanish title]
// Writes a page and its Spanish twin: new ids, uids from the paths' last segments, slugs, today's
// publication dates, alternate_languages linking them both ways, SEO fields and a Hero with the
// title (the page's one h1). Paths as the site shows them: `medicare-basics/part-c` or
// `/medicare-basics/part-c/`; the Spanish one with or without `/es/`.
import { existsSync } from 'node:fs'
import {
  contentRoot,
  documentFile,
  newId,
  publicationDate,
  readAll,
  shown,
  sliceId,
  writeDocument,
} from './documents.ts'

const usage =
  'Usage: npm run content:new-page -- <English path> <Spanish path> ["English title"] ["Spanish title"]'
const [enArg, esArg, enTitleArg, esTitleArg] = process.argv.slice(2)
if (!enArg || !esArg) {
  console.error(usage)
  process.exit(1)
}

const pathOf = (raw: string, spanish: boolean) => {
  const path = raw.trim().replace(/^\/+|\/+$/g, '')
  return spanish ? path.replace(/^es(\/|$)/, '') : path
}
const titleOf = (uid: string) => uid.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())

const root = contentRoot()
const all = await readAll(root)
const taken = new Set(all.map(({ doc }) => doc.id))
const now = publicationDate()

const pages = [
  { lang: 'en-us', path: pathOf(enArg, false), title: enTitleArg },
  { lang: 'es-mx', path: pathOf(esArg, true), title: esTitleArg },
].map((page) => {
  const uid = page.path.split('/').pop() ?? ''
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(page.path)) {
    console.error(
      `"${page.path}" is not a page path: lower-case words and digits joined by hyphens, folders by "/".\n${usage}`,
    )
    process.exit(1)
  }
  const clash = all.find(
    ({ doc, draft }) =>
      !draft &&
      doc.type === 'page' &&
      doc.lang === page.lang &&
      (doc.uid === uid || doc.data.path === page.path),
  )
  if (clash) {
    console.error(
      `${shown(clash.file)} already has the ${clash.doc.uid === uid ? `uid "${uid}"` : `path "${page.path}"`} in ${page.lang}: choose another path.`,
    )
    process.exit(1)
  }
  const id = newId(taken)
  taken.add(id)
  return { ...page, uid, id, title: page.title ?? titleOf(uid) }
})

for (const page of pages) {
  const twin = pages.find((other) => other !== page)!
  const doc = {
    id: page.id,
    uid: page.uid,
    url: null,
    type: 'page',
    href: '',
    tags: [],
    first_publication_date: now,
    last_publication_date: now,
    slugs: [page.uid],
    linked_documents: [],
    lang: page.lang,
    alternate_languages: [{ id: twin.id, uid: twin.uid, type: 'page', lang: twin.lang }],
    data: {
      title: page.title,
      path: page.path,
      meta_title: `${page.title} | Ceiba Health`,
      meta_description: '',
      social_image: {},
      slices: [
        {
          id: sliceId('hero'),
          slice_type: 'hero',
          variation: 'default',
          version: 'initial',
          primary: {
            eyebrow: '',
            title: page.title,
            lead: [],
            primary_link: { link_type: 'Any' },
            secondary_link: { link_type: 'Any' },
          },
          items: [],
        },
      ],
    },
  }
  const file = documentFile(root, doc)
  if (existsSync(file)) {
    console.error(`${shown(file)} already exists.`)
    process.exit(1)
  }
  writeDocument(file, doc)
  console.log(
    `${shown(file)}  /${page.lang === 'es-mx' ? 'es/' : ''}${page.path}/  (id ${page.id})`,
  )
}
console.log(
  'Both pages are published on save. Write the meta description and the sections (slices) after the Hero; npx vitest run tests/unit/content-documents.test.ts checks them.',
)
