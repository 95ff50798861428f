import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pdfPageStrings } from '../../tests/support/pdf-text'
import { insertFromDocuments, type MultiLanguageInsert } from './multi-language-page.server'
import type { AnyYearPlan, PlanDocument } from './plan-types'
import { carriesMultiLanguageInsert, planPdfContent } from './plans-pdf-content.server'
import { renderPlanPdf } from './plans-pdf.server'

// The plan documents' words come from the locale files (pdfText.json). The fixtures under
// tests/fixtures/plan-pdf-text were written by the code that held the words before they moved
// there: the documents must read exactly as they did, word for word, in both languages. The
// Summary of Benefits' fixtures end with the multi-language insert's page, read back through the
// embedded fonts' ToUnicode maps.
const FIXTURES = 'tests/fixtures/plan-pdf-text'

const catalogue = (year: number): AnyYearPlan[] =>
  JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as AnyYearPlan[]
const plans = new Map([...catalogue(2025), ...catalogue(2026)].map((plan) => [plan.slug, plan]))
const plan = (slug: string): AnyYearPlan => {
  const found = plans.get(slug)
  if (!found) throw new Error(`No plan ${slug} in the catalogue`)
  return found
}

// The multi-language insert as the content repository holds it: the nondiscrimination notice's
// table and the settings document's numbers, in each language (as the server reads them).
const content = (path: string) =>
  (JSON.parse(readFileSync(`content/${path}.json`, 'utf8')) as { data: Record<string, unknown> })
    .data
const SETTINGS = { en: content('settings/en-us/settings'), es: content('settings/es-mx/settings') }
const INSERT = {
  en: insertFromDocuments(content('page/en-us/nondiscrimination-notice'), SETTINGS.en)!,
  es: insertFromDocuments(content('page/es-mx/aviso-no-discriminacion'), SETTINGS.es)!,
}
const langOf = (doc: PlanDocument) => (doc.lang === 'es-mx' ? 'es' : 'en')
const render = (plan: AnyYearPlan, doc: PlanDocument, previous: AnyYearPlan | null = null) =>
  renderPlanPdf({
    ...planPdfContent(plan, doc, previous),
    insert: carriesMultiLanguageInsert(doc.type) ? INSERT[langOf(doc)] : null,
  })

describe('plan document PDFs', () => {
  // A PPO with out-of-network costs, a combined maximum and a tier 6 (select care drugs).
  const ppo = plan('ceiba-core-ppo-birmingham-2026')

  it.each(['en', 'es'])('the Summary of Benefits (%s) reads as before', async (lang) => {
    const doc = ppo.documents.find((d) => d.type === 'SB' && d.url.endsWith(`-${lang}.pdf`))
    if (!doc) throw new Error(`No ${lang} Summary of Benefits`)
    const text = (await pdfPageStrings(await render(ppo, doc))).flat()
    const fixture = `${FIXTURES}/ceiba-core-ppo-birmingham-2026-summary-of-benefits-${lang}.txt`
    // After a change a person has read: UPDATE_PDF_FIXTURES=1 rewrites the fixture (review its diff).
    if (process.env.UPDATE_PDF_FIXTURES) writeFileSync(fixture, `${text.join('\n')}\n`)
    const before = readFileSync(fixture, 'utf8')
    expect(`${text.join('\n')}\n`).toBe(before)
  })

  it('every document of a C-SNP says what it said before, in both languages', () => {
    const snp = plan('ceiba-heart-diabetes-c-snp-birmingham-2026')
    const previous = plan('ceiba-heart-diabetes-c-snp-birmingham-2025')
    const before = JSON.parse(
      readFileSync(`${FIXTURES}/ceiba-heart-diabetes-c-snp-birmingham-2026.json`, 'utf8'),
    ) as Record<string, unknown>
    const now = Object.fromEntries(
      snp.documents.map((doc) => [doc.url, planPdfContent(snp, doc, previous)]),
    )
    expect(JSON.parse(JSON.stringify(now))).toEqual(before)
    // Every kind of document this plan has, in English and Spanish.
    expect(Object.keys(before)).toHaveLength(14)
  })

  const squeeze = (text: string) => text.replace(/\s+/g, '')
  const letters = (text: string, script: RegExp) => new Set([...text].filter((c) => script.test(c)))
  /** Fails unless the page is the insert: its heading, every language's name and passage, and
   *  the settings document's phone and TTY in each passage. */
  function expectInsert(page: string[], insert: MultiLanguageInsert, where: string) {
    const shown = page.join(' ')
    expect(page[0], where).toBe(insert.heading)
    expect(insert.rows.length, where).toBe(17)
    const phone = String(SETTINGS.en.member_services_phone)
    const tty = `TTY ${String(SETTINGS.en.tty)}`
    expect(shown.split(phone).length - 1, `${where}: the phone in every passage`).toBe(17)
    expect(shown.split(tty).length - 1, `${where}: TTY in every passage`).toBe(17)
    for (const { language, text } of insert.rows) {
      expect(page, where).toContain(language)
      expect(text, `${where} ${language}`).toContain(`${phone}`)
      const script = /[\u0600-\u06ff]/.test(text)
        ? /[\u0600-\u06ff]/
        : /[\u0900-\u097f]/.test(text)
          ? /[\u0900-\u097f]/
          : null
      // Arabic is drawn right to left (its runs read reversed) and shaped into joining forms,
      // Devanagari reordered and joined into conjuncts; the ToUnicode map pdf-lib writes names
      // the letters of some shaped glyphs only. So: the passage's number as written, and most of
      // its letters, none foreign to it, drawn in its own script.
      if (script) {
        const drawn = [...shown].filter((c) => script.test(c))
        const written = [...text].filter((c) => script.test(c))
        expect(drawn.length, `${where} ${language}`).toBeGreaterThan(written.length * 0.6)
        expect(letters(text, script), `${where} ${language}`).toEqual(
          new Set([...letters(text, script), ...drawn]),
        )
      } else expect(squeeze(shown), `${where} ${language}`).toContain(squeeze(text))
    }
  }

  it('every required material ends with the multi-language insert, in 16 languages with the phone and TTY', async () => {
    for (const doc of ppo.documents) {
      const pages = await pdfPageStrings(await render(ppo, doc))
      const last = pages.at(-1)!
      if (!carriesMultiLanguageInsert(doc.type)) {
        expect(last[0], doc.url).not.toBe(INSERT[langOf(doc)].heading)
        continue
      }
      expectInsert(last, INSERT[langOf(doc)], doc.url)
      // The insert's page carries the document's footer (material ID and page count) too.
      expect(last.at(-1), doc.url).toMatch(new RegExp(`${pages.length}/${pages.length}$`))
    }
    // The documents that must carry it (42 CFR 422.2267(e)(31)) are among the plan's documents.
    const kinds = new Set(ppo.documents.map((doc) => doc.type).filter(carriesMultiLanguageInsert))
    expect([...kinds].sort()).toEqual([
      'ANOC',
      'EOC',
      'LIS_CHART',
      'SB',
      'STAR_RATINGS',
      'formularyDrugList',
    ])
  })

  it('the insert is in the document’s language and the same document gives the same bytes', async () => {
    const es = ppo.documents.find((d) => d.type === 'EOC' && d.lang === 'es-mx')!
    const [first, second] = [await render(ppo, es), await render(ppo, es)]
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
    const last = (await pdfPageStrings(first)).at(-1)!
    expect(last[0]).toBe('Aviso en varios idiomas')
    expect(last).toContain('Árabe')
  })

  it('a plan with no Star Rating yet says so, and a new plan says it is new', () => {
    const unrated = { ...ppo, starRating: null }
    const stars = (lang: 'en-us' | 'es-mx') => {
      const doc = ppo.documents.find((d) => d.type === 'STAR_RATINGS' && d.lang === lang)
      if (!doc) throw new Error(`No ${lang} Star Ratings document`)
      return planPdfContent(unrated, doc, null).sections[1]
    }
    expect(stars('en-us')).toEqual({
      heading: 'Overall plan rating',
      text: 'This plan is too new to have a Star Rating.',
    })
    expect(stars('es-mx')).toEqual({
      heading: 'Calificación general del plan',
      text: 'Este plan es demasiado nuevo para tener una calificación de estrellas.',
    })
    const anoc = ppo.documents.find((d) => d.type === 'ANOC' && d.lang === 'es-mx')
    if (!anoc) throw new Error('No Spanish ANOC')
    expect(planPdfContent(ppo, anoc, null).sections[1]).toEqual({
      heading: 'Qué cambia',
      text: 'Este plan es nuevo para 2026.',
    })
  })
})
