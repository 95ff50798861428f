import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pdfStrings } from '../../tests/support/pdf-text'
import type { AnyYearPlan } from './plan-types'
import { planPdfContent } from './plans-pdf-content.server'
import { renderPlanPdf } from './plans-pdf.server'

// The plan documents' words come from the locale files (pdfText.json). The fixtures under
// tests/fixtures/plan-pdf-text were written by the code that held the words before they moved
// there: the documents must read exactly as they did, word for word, in both languages.
const FIXTURES = 'tests/fixtures/plan-pdf-text'

const catalogue = (year: number): AnyYearPlan[] =>
  JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as AnyYearPlan[]
const plans = new Map([...catalogue(2025), ...catalogue(2026)].map((plan) => [plan.slug, plan]))
const plan = (slug: string): AnyYearPlan => {
  const found = plans.get(slug)
  if (!found) throw new Error(`No plan ${slug} in the catalogue`)
  return found
}

describe('plan document PDFs', () => {
  // A PPO with out-of-network costs, a combined maximum and a tier 6 (select care drugs).
  const ppo = plan('ceiba-core-ppo-birmingham-2026')

  it.each(['en', 'es'])('the Summary of Benefits (%s) reads as before', async (lang) => {
    const doc = ppo.documents.find((d) => d.type === 'SB' && d.url.endsWith(`-${lang}.pdf`))
    if (!doc) throw new Error(`No ${lang} Summary of Benefits`)
    const text = pdfStrings(await renderPlanPdf(planPdfContent(ppo, doc, null)))
    const before = readFileSync(
      `${FIXTURES}/ceiba-core-ppo-birmingham-2026-summary-of-benefits-${lang}.txt`,
      'utf8',
    )
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
