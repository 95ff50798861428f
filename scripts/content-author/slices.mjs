// Compact helpers that build Prismic slices for page definitions (see README.md beside this file).
// Links to the site's pages are written `page('uid')` and resolved to Document links by build.mjs.
import { readFileSync } from 'node:fs'

/** A link to a page of the same language by its uid; `text` is the link's label where the field shows it. */
export const page = (uid, text) => ({ $page: uid, ...(text ? { text } : {}) })
/** A link to a file of the site (a PDF under /documents/) or another site. */
export const web = (url, text) => ({ link_type: 'Web', url, ...(text ? { text } : {}) })
const EMPTY_LINK = { link_type: 'Any' }
const linkOf = (value) => (value === undefined || value === null ? EMPTY_LINK : typeof value === 'string' ? web(value) : value)

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Inline markup: **strong** and [label](href) where href is `page:uid`, `/documents/x.pdf`, `tel:…`, `mailto:…` or https. */
function inline(source) {
  let text = ''
  const spans = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    text += source.slice(last, match.index)
    const start = text.length
    if (match[1] !== undefined) {
      text += match[1]
      spans.push({ start, end: text.length, type: 'strong' })
    } else {
      text += match[2]
      const href = match[3]
      const data = href.startsWith('page:') ? { $page: href.slice(5) } : { link_type: 'Web', url: href }
      spans.push({ start, end: text.length, type: 'hyperlink', data })
    }
    last = match.index + match[0].length
  }
  text += source.slice(last)
  return { text, spans }
}

const BLOCKS = [
  [/^#### /, 'heading4'],
  [/^### /, 'heading3'],
  [/^## /, 'heading2'],
  [/^- /, 'list-item'],
  [/^\d+\. /, 'o-list-item'],
]

/** Rich text from lines: `## h2`, `### h3`, `- bullet`, `1. numbered`, anything else a paragraph. */
export function rich(...lines) {
  return lines.flat().filter((line) => line !== undefined && line !== null && line !== '').map((line) => {
    const [pattern, type] = BLOCKS.find(([re]) => re.test(line)) ?? [null, 'paragraph']
    return { type, ...inline(pattern ? line.replace(pattern, '') : line), direction: 'ltr' }
  })
}

const slice = (slice_type, primary, variation = 'default') => ({ slice_type, variation, version: 'initial', primary, items: [] })

/** The page's h1 and lead; `image` (an image field taken from the current document) picks the withImage variation. */
export const hero = ({ eyebrow = '', title, lead = [], primary, secondary, image }) =>
  image
    ? slice('hero', { eyebrow, title, lead: rich(lead), primary_link: linkOf(primary), secondary_link: linkOf(secondary), image }, 'withImage')
    : slice('hero', { eyebrow, title, lead: rich(lead), primary_link: linkOf(primary), secondary_link: linkOf(secondary) })

/** An image field of a page's current document: `imageOf('en-us', 'about-us')` (the first slice that has one). */
export function imageOf(code, uid, sliceType = 'hero') {
  const doc = JSON.parse(readFileSync(new URL(`../../content/page/${code}/${uid}.json`, import.meta.url), 'utf8'))
  const found = doc.data.slices.find((slice) => slice.slice_type === sliceType && slice.primary.image?.url)
  if (!found) throw new Error(`${code}/${uid} has no ${sliceType} with an image`)
  return found.primary.image
}

/** A rich text section: `text('## Heading', 'Paragraph…', '- item')`. */
export const text = (...lines) => slice('rich_text', { content: rich(...lines) })

export const faq = (title, questions) =>
  slice('faq_accordion', { title, questions: questions.map(([question, ...answer]) => ({ question, answer: rich(...answer) })) })

export const table = ({ title = '', caption = '', head, rows, footnote = [] }) =>
  slice('table', { title, caption, table: { $table: { head, rows } }, footnote: rich(footnote) })

export const cta = ({ title, body = '', primary, secondary, tone = 'green' }) =>
  slice('call_to_action_banner', { title, body, primary_link: linkOf(primary), secondary_link: linkOf(secondary), tone })

export const alert = ({ tone = 'info', title = '', body }) => slice('alert_or_disclaimer', { tone, title, body: rich(body) })

/** The CMS disclaimer block with the page's material ID. */
export const disclaimer = (body, materialId = 'H1234_2026WEB_M') =>
  slice('alert_or_disclaimer', { body: rich(body), material_id: materialId }, 'disclaimer')

/** hours: aep_weekdays | weekdays_saturday | every_day. */
export const contact = ({ title, body = [], phone = '1-800-555-0123', tty = '711', hours = 'aep_weekdays', address = [] }) =>
  slice('contact_block', { title, body: rich(body), phone, tty, hours, address: rich(address) })

export const documents = ({ title = '', intro = [], items }) =>
  slice('document_list', {
    title,
    intro: rich(intro),
    documents: items.map(({ name, file, format = 'PDF', size = '', description = '' }) => ({ name, file: linkOf(file), format, size, description })),
  })

export const highlights = ({ title = '', intro = [], items }) =>
  slice('benefit_highlights', {
    title,
    intro: rich(intro),
    benefits: items.map(({ icon, name, description = '', link }) => ({ icon, name, description, link: linkOf(link) })),
  })

export const cards = ({ title = '', intro = [], items }) =>
  slice('card_grid', { title, intro: rich(intro), cards: items.map(({ title: name, body = [], link }) => ({ image: {}, title: name, body: rich(body), link: linkOf(link) })) })

export const vendors = ({ title = '', region = '', intro = [], items }) =>
  slice('vendor_list', { title, region, intro: rich(intro), vendors: items.map(({ service, vendor, phone = '', website }) => ({ service, vendor, phone, website: linkOf(website) })) })

export const feature = (name, { title = '', intro = '' } = {}) => slice('feature', { feature: name, title, intro })

/** New slices (slices/StepList, DownloadableForms, ChildPages, ComparisonTable, LocationList). */
export const steps = ({ title = '', intro = [], items }) =>
  slice('step_list', { title, intro: rich(intro), steps: items.map(({ title: name, body = [] }) => ({ title: name, body: rich(body) })) })

export const forms = ({ title = '', intro = [], items }) =>
  slice('downloadable_forms', {
    title,
    intro: rich(intro),
    forms: items.map(({ name, purpose = '', file, language = '', pages = '', submit = '' }) => ({ name, purpose, file: linkOf(file), language, pages, submit })),
  })

/** A hub's list of its child pages: `children({ title, items: [[page('dental'), 'What it covers…'], …] })`. */
export const children = ({ title = '', intro = [], items }) =>
  slice('child_pages', { title, intro: rich(intro), pages: items.map(([link, description = '']) => ({ page: linkOf(link), description })) })

/** columns: the compared options (2 to 4); rows: [label, ...values]. */
export const compare = ({ title = '', intro = [], columns, rows, footnote = [] }) =>
  slice('comparison_table', {
    title,
    intro: rich(intro),
    column_1: columns[0] ?? '',
    column_2: columns[1] ?? '',
    column_3: columns[2] ?? '',
    column_4: columns[3] ?? '',
    rows: rows.map(([feature_name, ...values]) => ({ feature: feature_name, value_1: values[0] ?? '', value_2: values[1] ?? '', value_3: values[2] ?? '', value_4: values[3] ?? '' })),
    footnote: rich(footnote),
  })

export const locations = ({ title = '', intro = [], items }) =>
  slice('location_list', {
    title,
    intro: rich(intro),
    locations: items.map(({ name, address, city, phone = '', hours = '', services = '', link }) => ({ name, address, city, phone, hours, services, link: linkOf(link) })),
  })

/**
 * A slice kept as it is from a page's current document (a team grid with its photos, an events
 * list): `keep('en-us', 'meet-our-team', 'team_grid')`. Its id is rebuilt like every other slice.
 */
export function keep(code, uid, sliceType, nth = 0) {
  const file = new URL(`../../content/page/${code}/${uid}.json`, import.meta.url)
  const doc = JSON.parse(readFileSync(file, 'utf8'))
  const found = doc.data.slices.filter((slice) => slice.slice_type === sliceType)[nth]
  if (!found) throw new Error(`${code}/${uid} has no ${sliceType} slice #${nth}`)
  const { id: _id, ...rest } = found
  return rest
}
