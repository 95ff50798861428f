// npm run content:draft -- <document>: copies a published document into content/_drafts/ with
// its id, so the preview shows the draft in its place (drafts are laid over documents by id).
// <document> is its file (content/page/en-us/about-us.json), its id, or its uid (with the lang
// when both languages have it: `about-us en-us`).
import { constants, copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { contentRoot, documentFile, readAll, shown } from './documents.ts'

const [which, lang] = process.argv.slice(2)
if (!which) {
  console.error('Usage: npm run content:draft -- <file, id or uid> [en-us|es-mx]')
  process.exit(1)
}
const root = contentRoot()
const published = (await readAll(root)).filter(({ draft }) => !draft)
const matches = published.filter(
  ({ file, doc }) =>
    file === resolve(which) ||
    doc.id === which ||
    (doc.uid === which && (!lang || doc.lang === lang)),
)
if (matches.length !== 1) {
  console.error(
    matches.length === 0
      ? `No published document is ${which}: give its file, its id or its uid.`
      : `${matches.length} documents have the uid ${which} (${matches.map(({ doc }) => doc.lang).join(', ')}): add the language, e.g. npm run content:draft -- ${which} ${matches[0]!.doc.lang}`,
  )
  process.exit(1)
}
const { file, doc } = matches[0]!
const target = documentFile(root, doc, true)
if (existsSync(target)) {
  console.error(
    `${shown(target)} already exists: edit it, or delete it to start again from ${shown(file)}.`,
  )
  process.exit(1)
}
mkdirSync(dirname(target), { recursive: true })
copyFileSync(file, target, constants.COPYFILE_EXCL)
console.log(`${shown(target)}: a draft of ${shown(file)} (id ${doc.id}). Edit it, then preview it with
  npm run preview:link -- ${doc.id}
Publish it by moving it over ${shown(file)}.`)
