// Turns the compact definitions of part b (lib/defs/*.mjs) into the { en, es } page pairs the shared
// builder (scripts/content-author/build.mjs) reads. A definition is
//   { key, parent?, en: side, es: side }, side = { uid, path, title, metaTitle, metaDescription, slices: [block] }
// and a block is a string of light markdown (one block per line: "## h2", "### h3", "- item",
// "1. item", else a paragraph; inline **bold** and [text](page:uid | /file.pdf | https://…)) or
// { hero | faq | cards | children | docs | contact | alert | disclaimer | table | cta | highlights | vendors | steps }.
import * as s from '../../slices.mjs'
import { articleLink } from './articles-index.mjs'

const lines = (md) => (md ? md.split('\n').map((line) => line.trim()).filter(Boolean) : [])
const to = (target, text, short) =>
  !target ? undefined : target.startsWith('page:') ? s.page(target.slice(5), text) : target.startsWith('article:') ? articleLink(target.slice(8), short, text) : s.web(target, text)

/** Definitions whose parent is `key`, for hub lists. */
const childrenOf = (all, key, short) => all.filter((def) => def.parent === key && def[short]).map((def) => def[short])

function slice(block, all, def, short) {
  if (typeof block === 'string') return s.text(...lines(block))
  const [kind, b] = Object.entries(block)[0]
  switch (kind) {
    case 'hero':
      if (b.image) {
        const plain = s.hero({ eyebrow: b.eyebrow ?? '', title: b.title, lead: lines(b.lead), primary: to(b.primary?.to, b.primary?.text, short), secondary: to(b.secondary?.to, b.secondary?.text, short) })
        return { ...plain, variation: 'withImage', primary: { ...plain.primary, image: s.imageOf(...b.image) } }
      }
      return s.hero({ eyebrow: b.eyebrow ?? '', title: b.title, lead: lines(b.lead), primary: to(b.primary?.to, b.primary?.text, short), secondary: to(b.secondary?.to, b.secondary?.text, short) })
    case 'faq':
      return s.faq(b.title, b.items.map(([q, a]) => [q, ...lines(a)]))
    case 'cards':
      return s.cards({ title: b.title, intro: lines(b.intro), items: b.cards.map((c) => ({ title: c.title, body: lines(c.body), link: to(c.to, c.text, short) })) })
    case 'children': {
      const kids = [...childrenOf(all, def.key, short), ...(b.extra ?? [])]
      if (!kids.length) throw new Error(`${def.key}: a children block without children`)
      return s.children({
        title: b.title,
        intro: lines(b.intro),
        items: kids.map((kid) => [kid.link ?? s.page(kid.uid, kid.cardTitle ?? kid.title.replace(/ - SPA$/, '')), kid.metaDescription]),
      })
    }
    case 'docs':
      return s.documents({ title: b.title, intro: lines(b.intro), items: b.documents.map((d) => ({ name: d.name, file: d.url, format: d.format ?? 'PDF', size: d.size ?? '', description: d.description ?? '' })) })
    case 'forms':
      return s.forms({ title: b.title, intro: lines(b.intro), items: b.items })
    case 'steps':
      return s.steps({ title: b.title, intro: lines(b.intro), items: b.items.map(([title, body]) => ({ title, body: lines(body) })) })
    case 'contact':
      return s.contact({ title: b.title, body: lines(b.body), hours: b.hours ?? 'aep_weekdays', phone: b.phone ?? '1-800-555-0123' })
    case 'alert':
      return s.alert({ tone: b.tone ?? 'info', title: b.title ?? '', body: lines(b.body) })
    case 'disclaimer':
      return s.disclaimer(lines(b.body), b.id)
    case 'table':
      return s.table({ title: b.title, caption: b.caption ?? '', head: b.head, rows: b.rows, footnote: lines(b.footnote) })
    case 'cta':
      return s.cta({ title: b.title, body: b.body ?? '', primary: to(b.primary?.to, b.primary?.text, short), secondary: to(b.secondary?.to, b.secondary?.text, short), tone: b.tone ?? 'green' })
    case 'highlights':
      return s.highlights({ title: b.title, intro: lines(b.intro), items: b.items.map((i) => ({ icon: i.icon, name: i.name, description: i.description, link: to(i.to, i.text, short) })) })
    case 'vendors':
      return s.vendors({ title: b.title, region: b.region, intro: lines(b.intro), items: b.vendors.map((v) => ({ service: v.service, vendor: v.vendor, phone: v.phone, website: v.url ? s.web(v.url) : undefined })) })
    case 'locations':
      return s.locations({ title: b.title, intro: lines(b.intro), items: b.items })
    case 'feature':
      return s.feature(b.feature, { title: b.title ?? '', intro: b.intro ?? '' })
    default:
      throw new Error(`${def.key}: unknown block ${kind}`)
  }
}

const side = (def, short, all) => {
  const x = def[short]
  if (!x) return null
  const { slices, cardTitle: _c, ...rest } = x
  return { ...rest, slices: slices.map((block) => slice(block, all, def, short)) }
}

/** The { en, es } pairs of `defs`; `all` holds every definition (children may live in other groups). */
export function pairs(defs, all = defs) {
  return defs.map((def) => ({ en: side(def, 'en', all), es: side(def, 'es', all) }))
}
