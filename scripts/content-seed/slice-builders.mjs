// Short builders for API-shaped slices, so the seed documents read like page outlines.
import { image, noImage, noLink, rt, table as tableValue, web } from './rich.mjs'

const lines = (value) => (value === undefined || value === null ? [] : rt(...(Array.isArray(value) ? value : [value])))
const link = (pair) => (pair ? web(pair[1], pair[0]) : noLink())
const slice = (slice_type, variation, primary) => ({ slice_type, variation, primary })

export const s = {
  hero: (title, lead, { eyebrow = null, primary, secondary, img } = {}) =>
    slice('hero', img ? 'withImage' : 'default', {
      eyebrow,
      title,
      lead: lines(lead),
      primary_link: link(primary),
      secondary_link: link(secondary),
      ...(img ? { image: image(img[0], img[1], 1200, 800) } : {}),
    }),
  zipHero: (title, lead, eyebrow = null) => slice('hero', 'zipEntry', { eyebrow, title, lead: lines(lead) }),
  text: (...content) => slice('rich_text', 'default', { content: rt(...content) }),
  textImage: (title, body, img, action, left = false) =>
    slice('text_with_image', left ? 'imageLeft' : 'default', { title, body: lines(body), image: image(img[0], img[1], 1200, 900), link: link(action) }),
  cards: (title, intro, cards) =>
    slice('card_grid', 'default', {
      title,
      intro: lines(intro),
      cards: cards.map((card) => ({ image: card.img ? image(card.img[0], card.img[1], 1200, 800) : noImage(), title: card.title, body: lines(card.body), link: link(card.link) })),
    }),
  benefits: (title, intro, items) =>
    slice('benefit_highlights', 'default', {
      title,
      intro: lines(intro),
      benefits: items.map(([icon, name, description, action]) => ({ icon, name, description, link: link(action) })),
    }),
  cta: (title, body, primary, secondary, tone = 'green') =>
    slice('call_to_action_banner', 'default', { title, body, primary_link: link(primary), secondary_link: link(secondary), tone }),
  faq: (title, items) => slice('faq_accordion', 'default', { title, questions: items.map(([question, ...answer]) => ({ question, answer: rt(...answer) })) }),
  table: (title, caption, header, rows, footnote) => slice('table', 'default', { title, caption, table: tableValue(header, rows), footnote: lines(footnote) }),
  docs: (title, intro, documents) =>
    slice('document_list', 'default', {
      title,
      intro: lines(intro),
      documents: documents.map(([name, url, format, size, description = null]) => ({ name, file: web(url), format, size, description })),
    }),
  video: (title, videoTitle, url, captions, transcript) =>
    slice('video', 'default', { title, video_title: videoTitle, video_url: web(url), captions: captions ? web(captions) : noLink(), transcript: lines(transcript) }),
  quote: (quote, name, role) => slice('quote_or_stats', 'quote', { quote: rt(quote), name, role, image: noImage() }),
  stats: (title, stats, source = null) => slice('quote_or_stats', 'stats', { title, stats: stats.map(([value, label]) => ({ value, label })), source }),
  contact: (title, body, { phone = '1-800-555-0123', tty = '711', hours = 'aep_weekdays', address } = {}) =>
    slice('contact_block', 'default', { title, body: lines(body), phone, tty, hours, address: lines(address) }),
  alert: (tone, title, body) => slice('alert_or_disclaimer', 'default', { tone, title, body: lines(body) }),
  disclaimer: (body, materialId = 'H1234_2026WEB_M') => slice('alert_or_disclaimer', 'disclaimer', { body: lines(body), material_id: materialId }),
  vendors: (title, region, intro, rows) =>
    slice('vendor_list', 'default', {
      title,
      region,
      intro: lines(intro),
      vendors: rows.map(([service, vendor, phone, url]) => ({ service, vendor, phone, website: url ? web(url) : noLink() })),
    }),
  events: (title, intro, events) =>
    slice('events_list', 'default', {
      title,
      intro: lines(intro),
      events: events.map(([name, date, time, location, address, language, register]) => ({ name, date, time, location, address, language, registration_link: link(register) })),
    }),
  press: (title, items) =>
    slice('press_list', 'default', { title, releases: items.map(([headline, date, source, summary, url]) => ({ headline, date, source, summary, link: url ? web(url) : noLink() })) }),
  team: (title, intro, members) =>
    slice('team_grid', 'default', {
      title,
      intro: lines(intro),
      members: members.map(([name, role, bio, photo]) => ({ name, role, bio, photo: photo ? image(photo, '', 400, 400) : noImage() })),
    }),
  form: (form, title, intro) => slice('form_slot', 'default', { form, title, intro }),
}
