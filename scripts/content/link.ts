// npm run content:link -- <uid> [lang]: prints a ready Document link to the document with that uid
// (every type; both languages unless one is given, en-us or es-mx), to paste into a link field or
// a rich text hyperlink's `data`. Add "text" for a link field that shows a label.
import { documentLink, readAll, shown } from './documents.ts'

const [uid, lang] = process.argv.slice(2)
if (!uid) {
  console.error('Usage: npm run content:link -- <uid> [en-us|es-mx]')
  process.exit(1)
}
const found = (await readAll()).filter(
  ({ doc, draft }) => !draft && doc.uid === uid && (!lang || doc.lang === lang),
)
if (found.length === 0) {
  console.error(
    `No published document has the uid "${uid}"${lang ? ` in ${lang}` : ''}: the uid is the file's name without .json.`,
  )
  process.exit(1)
}
for (const { file, doc } of found) {
  console.log(`// ${shown(file)}`)
  console.log(JSON.stringify(documentLink(doc), null, 2))
}
