// Makes the navigation and footer documents reach the catalogue's hubs (issue 15, findability).
// Idempotent: adds a link only when the section does not link that page yet, and relinks a
// Spanish footer entry to a page's Spanish twin when one exists. The footer and navigation are
// shared with other work: this script touches only the entries listed here.
//   node scripts/content-author/chrome-links.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'

const root = new URL('../../content/', import.meta.url)
const read = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const write = (path, doc) => writeFileSync(new URL(path, root), `${JSON.stringify(doc, null, 2)}\n`)

const pages = Object.fromEntries(
  ['en-us', 'es-mx'].map((code) => [code, Object.fromEntries(readdirSync(new URL(`page/${code}/`, root)).map((file) => {
    const doc = read(`page/${code}/${file}`)
    return [doc.uid, doc]
  }))]),
)

const linkTo = (doc) => ({
  link_type: 'Document',
  id: doc.id,
  type: 'page',
  tags: doc.tags ?? [],
  lang: doc.lang,
  slug: doc.uid,
  first_publication_date: doc.first_publication_date,
  last_publication_date: doc.last_publication_date,
  uid: doc.uid,
  isBroken: false,
})

/** [document, section, after uid (or null: at the end), [label, uid] per language]. */
const LINKS = [
  // The header has no room for more links at 1280 px (the Get Health Tips button and the language
  // toggle were pushed off screen): the hubs are reached from the footer instead.
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Benefits', 'benefits'], 'es-mx': ['Beneficios', 'beneficios'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Plan documents', 'plan-documents'], 'es-mx': ['Documentos del plan', 'documentos-plan'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Member guides', 'member-guides'], 'es-mx': ['Guías para miembros', 'guias-para-miembros'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Medical clinics', 'medical'], 'es-mx': ['Clínicas médicas', 'medico'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Resources', 'resources'], 'es-mx': ['Recursos', 'recursos'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Understanding Medicare', 'understanding-medicare'], 'es-mx': ['Entender Medicare', 'entender-medicare'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['New member care', 'new-member-care'], 'es-mx': ['Atención a nuevos miembros', 'atencion-nuevos-miembros'] }],
  ['footer', 'plans_and_help_links', null, { 'en-us': ['Enrollment kits', 'enrollment-kits-2025'], 'es-mx': ['Kits de inscripción', 'kits-inscripcion-2025'] }],
  ['footer', 'company_links', null, { 'en-us': ['About Ceiba Health', 'about'], 'es-mx': ['Acerca de Ceiba Health', 'acerca-de'] }],
  ['footer', 'legal_links', 'privacy-policy', { 'en-us': ['Notice of Privacy Practices', 'privacy-practices'], 'es-mx': ['Aviso de prácticas de privacidad', 'practicas-de-privacidad'] }],
  ['footer', 'legal_links', 'member-rights-and-responsibilities', { 'en-us': ['Coverage rights', 'coverage-rights'], 'es-mx': ['Derechos de cobertura', 'derechos-de-cobertura'] }],
]

/** Footer entries in Spanish that point at an English page whose Spanish twin now exists. */
const RELABEL = { compliance: 'Cumplimiento' }

let changes = 0
for (const code of ['en-us', 'es-mx']) {
  for (const kind of ['navigation', 'footer']) {
    const path = `${kind}/${code}/${kind}.json`
    const doc = read(path)
    for (const [target, section, after, labels] of LINKS) {
      if (target !== kind) continue
      const [label, uid] = labels[code]
      const page = pages[code][uid]
      if (!page) throw new Error(`${code}/${uid} does not exist`)
      const list = doc.data[section]
      if (list.some((item) => item.link?.uid === uid)) continue
      const index = after ? list.findIndex((item) => item.link?.uid === (code === 'en-us' ? after : pages['en-us'][after]?.alternate_languages.find((alt) => alt.lang === code)?.uid ?? after)) : -1
      list.splice(index >= 0 ? index + 1 : list.length, 0, { label, link: linkTo(page) })
      changes += 1
    }
    if (code === 'es-mx') {
      for (const list of Object.values(doc.data).filter(Array.isArray)) {
        for (const item of list) {
          const uid = item.link?.uid
          const twin = uid && pages['en-us'][uid]?.alternate_languages.find((alt) => alt.lang === 'es-mx')
          if (item.link?.lang === 'en-us' && twin && RELABEL[uid]) {
            item.link = linkTo(pages['es-mx'][twin.uid])
            item.label = RELABEL[uid]
            changes += 1
          }
        }
      }
    }
    write(path, doc)
  }
}
console.log(`${changes} navigation and footer links added or relinked`)
