import { describe, expect, it } from 'vitest'
import { readJsonTree, type ContentDoc } from '../support/content-validator'

/**
 * The Medicare rules and amounts that content states (issue 27), checked against their sources:
 * - Part D out-of-pocket cap: $2,000 in 2025, $2,100 in 2026 (CMS, 2026 Part D redesign program
 *   instructions; Social Security Act 1860D-2(b)(4) as amended by the Inflation Reduction Act).
 * - Insulin: at most $35 for a one-month supply of each covered insulin, with no deductible, in
 *   every Part D plan and every Medicare Advantage plan with drug coverage (IRA section 11406;
 *   spec 9.3); Part B pump insulin $35 a month since July 1, 2023 (IRA section 11407).
 * - Annual Enrollment Period: October 15 to December 7 (42 CFR 422.62(a)(2); spec 9.2).
 * - Medicare Advantage Open Enrollment Period: January 1 to March 31, one change
 *   (42 CFR 422.62(a)(3)).
 * - Medicare Advantage in-network out-of-pocket maximum: at most $9,350 in 2025 and $9,250 in 2026
 *   (CMS, CY2025 and CY2026 rate announcements, MOOP limits).
 * - Support hours name their time zone: the call center answers 8am–8pm local time.
 * - The plan disclaimer (every plan type offered) is the settings document's, shown once by the
 *   layout; no page copies it.
 */
const docs = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))

/** Every sentence of every string a document shows, with the file it comes from. */
function sentences(doc: ContentDoc): string[] {
  const out: string[] = []
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!['id', 'slice_type', 'variation', 'version', 'link_type', 'url', 'type', 'lang', 'uid', 'path', 'slug'].includes(key)) {
        out.push(...value.split(/(?<=[.!?])\s+/))
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key))
    else if (value && typeof value === 'object') Object.entries(value).forEach(([inner, item]) => visit(item, inner))
  }
  visit(doc.data, 'data')
  return out
}

const all = docs.flatMap((doc) => sentences(doc).map((text) => ({ file: doc.file, text })))
const where = (found: Array<{ file: string; text: string }>) => found.map(({ file, text }) => `${file}: ${text}`)

describe('Medicare rules and amounts in content', () => {
  it('states the Part D out-of-pocket cap as $2,000 for 2025 and $2,100 for 2026', () => {
    const caps = all.filter(
      ({ text }) => /out[- ]of[- ]pocket|gastos de bolsillo|tope anual|yearly (limit|cap)/i.test(text) && /Part D|drug|Parte D|medicamento/i.test(text) && /\$\d,\d{3}/.test(text),
    )
    expect(caps.length).toBeGreaterThan(5)
    // 2024's catastrophic threshold was $8,000 of out-of-pocket costs; a sentence about 2024 may say so.
    const allowed = (text: string) => (/2024/.test(text) ? ['2,000', '2,100', '8,000'] : ['2,000', '2,100'])
    const wrong = caps.filter(({ text }) => {
      const amounts = [...text.matchAll(/\$(\d,\d{3})/g)].map((match) => match[1]!)
      return amounts.some((amount) => !allowed(text).includes(amount)) || (/2026/.test(text) && !/2025/.test(text) && amounts.includes('2,000'))
    })
    expect(where(wrong)).toEqual([])
  })

  it('keeps Medicare Advantage in-network out-of-pocket maximums within the year’s CMS limit', () => {
    const limits: Record<string, number> = { '2025': 9350, '2026': 9250 }
    const moop = all.filter(({ text }) => /out-of-pocket maximum|máximos? de gastos de bolsillo/i.test(text) && /\$\d,\d{3}/.test(text))
    expect(moop.length).toBeGreaterThan(10)
    const over = moop.filter(({ file, text }) => {
      const year = /-(2025|2026)\.json$/.exec(file)?.[1] ?? /\b(2025|2026)\b/.exec(text)?.[1]
      const amounts = [...text.matchAll(/\$(\d,\d{3})/g)].map((match) => Number(match[1]!.replace(',', '')))
      return year !== undefined && amounts.some((amount) => amount > limits[year]!)
    })
    expect(where(over)).toEqual([])
  })

  it('caps insulin at $35 a month and never says only most plans must', () => {
    const insulin = all.filter(({ text }) => /insulin/i.test(text) && /\$\d/.test(text))
    expect(insulin.length).toBeGreaterThan(10)
    // Amounts beside insulin: the $35 cap, or $0 for the vaccines often named with it.
    const wrongAmount = insulin.filter(({ text }) => !/\$35\b/.test(text) || [...text.matchAll(/\$(\d+(?:,\d{3})*)/g)].some((match) => !['35', '0'].includes(match[1]!)))
    expect(where(wrongAmount)).toEqual([])
    const hedged = all.filter(({ text }) => /\b(most|many|some) (plans|drug plans|Medicare plans)\b[^.]*insulin|(la mayoría|muchos|algunos) (de los )?planes[^.]*insulina/i.test(text))
    expect(where(hedged)).toEqual([])
  })

  it('gives the Annual Enrollment Period as October 15 to December 7', () => {
    const ranges = all.filter(({ text }) => /(October|Oct\.?) \d+ (to|through|-|–) (December|Dec\.?) \d+|\d+ de octubre al \d+ de diciembre/i.test(text))
    expect(ranges.filter(({ text }) => /Annual Enrollment Period|Período de Inscripción Anual/i.test(text)).length).toBeGreaterThan(10)
    const wrong = ranges.filter(({ text }) => !/October 15 (to|–) December 7|15 de octubre al 7 de diciembre/.test(text))
    expect(where(wrong)).toEqual([])
  })

  it('gives the Medicare Advantage Open Enrollment Period as January 1 to March 31', () => {
    const oep = all.filter(({ text }) => /switch to another one once|cambiarse a otro una vez|Open Enrollment Period:|can switch plans once/i.test(text))
    expect(oep.length).toBeGreaterThan(10)
    const wrong = oep.filter(({ text }) => /\b(January|enero|March|marzo)\b/i.test(text) && !/January 1 (to|and) March 31|1 de enero (al|y el) 31 de marzo/i.test(text))
    expect(where(wrong)).toEqual([])
  })

  it('names the time zone whenever it gives the 8am–8pm hours', () => {
    const hours = all.filter(({ text }) => /8 ?am[–-]8 ?pm|8 ?am to 8 ?pm|8 a\. m\. a 8 p\. m\.|8am a 8pm/i.test(text))
    expect(hours.length).toBeGreaterThan(5)
    expect(where(hours.filter(({ text }) => !/local time|hora local/i.test(text)))).toEqual([])
  })
})

describe('the plan disclaimer', () => {
  const statement = /Ceiba Health (is an|offers|es un plan|ofrece planes) [^.]*(HMO|PPO)[^.]*(with a Medicare contract|contrato con Medicare)/

  it('is in the settings document of each language and names every plan type', () => {
    for (const lang of ['en-us', 'es-mx']) {
      const settings = docs.find((doc) => doc.type === 'settings' && doc.lang === lang)!
      const text = (settings.data.plan_disclaimer as Array<{ text: string }>).map((block) => block.text).join(' ')
      for (const type of ['HMO', 'PPO', 'D-SNP', 'C-SNP']) expect(text, `${lang} names ${type}`).toContain(type)
    }
  })

  it('is not copied into any page, article, landing page or footer', () => {
    const copies = docs
      .filter((doc) => doc.type !== 'settings' && !['disclaimers', 'renuncias'].includes(doc.uid ?? ''))
      .filter((doc) => sentences(doc).some((text) => statement.test(text)))
      .map((doc) => doc.file)
    expect(copies).toEqual([])
  })

  it('finds a copy when there is one', () => {
    const page = docs.find((doc) => doc.uid === 'about-us')!
    const copy = { ...page, data: { ...page.data, slices: [{ primary: { body: [{ text: 'Ceiba Health is an HMO, PPO and D-SNP plan with a Medicare contract.' }] } }] } }
    expect(sentences(copy).some((text) => statement.test(text))).toBe(true)
  })
})
