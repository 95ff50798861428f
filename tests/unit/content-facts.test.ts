import { describe, expect, it } from 'vitest'
import { readCatalogue } from '../../db/seed/plans/plan-seeder'
import { formatMoney } from '../../src/plans/money'
import { PART_B_STANDARD_PREMIUM } from '../../src/plans/part-b-premium'
import { CATALOGUE_YEARS } from '../../src/plans/plan-years'
import { contractOf, contractRating } from '../../src/plans/star-ratings'
import { readJsonTree, type ContentDoc } from '../support/content-validator'

/**
 * The Medicare rules and amounts that content states, checked against their sources:
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
 * Current law (checked against CMS's published sources):
 * - ESRD: people with End-Stage Renal Disease may join any Medicare Advantage plan since
 *   2021-01-01 (21st Century Cures Act section 17006; CMS-4190-F, 42 CFR 422.50(a)(2)). The
 *   product spec's ESRD sentence repeats the old bar; current law wins.
 * - The monthly dual / Extra Help SEP, since 2025, only moves a person to Original Medicare with a
 *   stand-alone drug plan (42 CFR 423.38(c)(4)); full-benefit duals join an integrated D-SNP in
 *   any month through the integrated care SEP (42 CFR 422.62(b)(26); CMS-4205-F).
 * - The Medicare Prescription Payment Plan renews each year from 2026 unless the member opts out
 *   (CMS, Final CY 2026 Part Two Guidance on the Medicare Prescription Payment Plan; 42 CFR 423.137).
 * - A Part B giveback is at most the year's standard Part B premium: 2024 $174.70, 2025 $185.00,
 *   2026 $202.90 (CMS Part B premium fact sheets; 42 CFR 422.262), src/plans/part-b-premium.ts.
 * - The plan, not Medicare, sends the acknowledgment, confirmation and denial notices (Medicare
 *   Managed Care Manual, chapter 2, section 40.4 and exhibits 2-4).
 * - Marketing words (Medicare Communications and Marketing Guidelines, 42 CFR 422.2262): no "free"
 *   for $0 cost sharing, no "covers everything Original Medicare covers" (hospice stays with
 *   Original Medicare, 42 CFR 422.320), no "your chance to switch ends December 7" (the MA Open
 *   Enrollment Period and SEPs follow), no promise of how long an Extra Help application takes.
 * - Star Ratings are the contract's (42 CFR 422.166): every plan of a contract shows its rating.
 * - The multi-language insert: English and the 15 most common non-English languages, with the
 *   plan's phone and TTY (42 CFR 422.2267(e)(31), CMS model MLI); the TPMO disclaimer with the
 *   number of organizations and plans and the Medicare.gov / 1-800-MEDICARE / SHIP sentence
 *   (42 CFR 422.2267(e)(41)).
 */
const docs = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))

/** Every sentence of every string a document shows, with the file it comes from. */
function sentences(doc: ContentDoc): string[] {
  const out: string[] = []
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (
        ![
          'id',
          'slice_type',
          'variation',
          'version',
          'link_type',
          'url',
          'type',
          'lang',
          'uid',
          'path',
          'slug',
        ].includes(key)
      ) {
        out.push(...value.split(/(?<=[.!?])\s+/))
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key))
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([inner, item]) => visit(item, inner))
  }
  visit(doc.data, 'data')
  return out
}

const all = docs.flatMap((doc) => sentences(doc).map((text) => ({ file: doc.file, text })))
const where = (found: Array<{ file: string; text: string }>) =>
  found.map(({ file, text }) => `${file}: ${text}`)

describe('Medicare rules and amounts in content', () => {
  it('states the Part D out-of-pocket cap as $2,000 for 2025 and $2,100 for 2026', () => {
    const caps = all.filter(
      ({ text }) =>
        /out[- ]of[- ]pocket|gastos de bolsillo|tope anual|yearly (limit|cap)/i.test(text) &&
        /Part D|drug|Parte D|medicamento/i.test(text) &&
        /\$\d,\d{3}/.test(text),
    )
    expect(caps.length).toBeGreaterThan(5)
    // 2024's catastrophic threshold was $8,000 of out-of-pocket costs; a sentence about 2024 may say so.
    const allowed = (text: string) =>
      /2024/.test(text) ? ['2,000', '2,100', '8,000'] : ['2,000', '2,100']
    const wrong = caps.filter(({ text }) => {
      const amounts = [...text.matchAll(/\$(\d,\d{3})/g)].map((match) => match[1]!)
      return (
        amounts.some((amount) => !allowed(text).includes(amount)) ||
        (/2026/.test(text) && !/2025/.test(text) && amounts.includes('2,000'))
      )
    })
    expect(where(wrong)).toEqual([])
  })

  it('keeps Medicare Advantage in-network out-of-pocket maximums within the year’s CMS limit', () => {
    const limits: Record<string, number> = { '2025': 9350, '2026': 9250 }
    const moop = all.filter(
      ({ text }) =>
        /out-of-pocket maximum|máximos? de gastos de bolsillo/i.test(text) &&
        /\$\d,\d{3}/.test(text),
    )
    expect(moop.length).toBeGreaterThan(10)
    const over = moop.filter(({ file, text }) => {
      const year = /-(2025|2026)\.json$/.exec(file)?.[1] ?? /\b(2025|2026)\b/.exec(text)?.[1]
      const amounts = [...text.matchAll(/\$(\d,\d{3})/g)].map((match) =>
        Number(match[1]!.replace(',', '')),
      )
      return year !== undefined && amounts.some((amount) => amount > limits[year]!)
    })
    expect(where(over)).toEqual([])
  })

  it('caps insulin at $35 a month and never says only most plans must', () => {
    const insulin = all.filter(({ text }) => /insulin/i.test(text) && /\$\d/.test(text))
    expect(insulin.length).toBeGreaterThan(10)
    // Amounts beside insulin: the $35 cap, or $0 for the vaccines often named with it.
    const wrongAmount = insulin.filter(
      ({ text }) =>
        !/\$35\b/.test(text) ||
        [...text.matchAll(/\$(\d+(?:,\d{3})*)/g)].some((match) => !['35', '0'].includes(match[1]!)),
    )
    expect(where(wrongAmount)).toEqual([])
    const hedged = all.filter(({ text }) =>
      /\b(most|many|some) (plans|drug plans|Medicare plans)\b[^.]*insulin|(la mayoría|muchos|algunos) (de los )?planes[^.]*insulina/i.test(
        text,
      ),
    )
    expect(where(hedged)).toEqual([])
  })

  it('gives the Annual Enrollment Period as October 15 to December 7', () => {
    const ranges = all.filter(({ text }) =>
      /(October|Oct\.?) \d+ (to|through|-|–) (December|Dec\.?) \d+|\d+ de octubre al \d+ de diciembre/i.test(
        text,
      ),
    )
    expect(
      ranges.filter(({ text }) =>
        /Annual Enrollment Period|Período de Inscripción Anual/i.test(text),
      ).length,
    ).toBeGreaterThan(10)
    const wrong = ranges.filter(
      ({ text }) => !/October 15 (to|–) December 7|15 de octubre al 7 de diciembre/.test(text),
    )
    expect(where(wrong)).toEqual([])
  })

  it('gives the Medicare Advantage Open Enrollment Period as January 1 to March 31', () => {
    const oep = all.filter(({ text }) =>
      /switch to another one once|cambiarse a otro una vez|Open Enrollment Period:|can switch plans once/i.test(
        text,
      ),
    )
    expect(oep.length).toBeGreaterThan(10)
    const wrong = oep.filter(
      ({ text }) =>
        /\b(January|enero|March|marzo)\b/i.test(text) &&
        !/January 1 (to|and) March 31|1 de enero (al|y el) 31 de marzo/i.test(text),
    )
    expect(where(wrong)).toEqual([])
  })

  it('names the time zone whenever it gives the 8am–8pm hours', () => {
    const hours = all.filter(({ text }) =>
      /8 ?am[–-]8 ?pm|8 ?am to 8 ?pm|8 a\. m\. a 8 p\. m\.|8am a 8pm/i.test(text),
    )
    expect(hours.length).toBeGreaterThan(5)
    expect(where(hours.filter(({ text }) => !/local time|hora local/i.test(text)))).toEqual([])
  })
})

describe('contact numbers in editorial copy', () => {
  const settings = docs.filter((doc) => doc.type === 'settings')
  const phone = /\b1-\d{3}-\d{3}-\d{4}\b/
  /** The first number written right after `name` in a sentence ("Member Services at 1-800-…"). */
  const numberAfter = (name: RegExp) =>
    all.flatMap(({ file, text }) => {
      const found = new RegExp(`(?:${name.source})[^0-9.]{0,12}(${phone.source})`, 'i').exec(text)
      return found ? [{ file, text, number: found[1]! }] : []
    })

  it('gives Member Services the settings document’s number wherever a page names it', () => {
    const numbers = new Set(settings.map((doc) => doc.data.member_services_phone))
    expect(numbers.size).toBe(1)
    const stated = numberAfter(/Member Services|Servicios para Miembros|Servicios al Miembro/)
    expect(stated.length).toBeGreaterThan(10)
    expect(where(stated.filter(({ number }) => !numbers.has(number)))).toEqual([])
  })

  it('gives the compliance hotline one number in every document and language', () => {
    const stated = numberAfter(/compliance hotline|línea de cumplimiento/)
    expect(stated.length).toBeGreaterThan(5)
    const numbers = new Set(stated.map(({ number }) => number))
    expect([...numbers], where(stated).join('\n')).toHaveLength(1)
  })
})

describe('the plan disclaimer', () => {
  const statement =
    /Ceiba Health (is an|offers|es un plan|ofrece planes) [^.]*(HMO|PPO)[^.]*(with a Medicare contract|contrato con Medicare)/

  it('is in the settings document of each language and names every plan type', () => {
    for (const lang of ['en-us', 'es-mx']) {
      const settings = docs.find((doc) => doc.type === 'settings' && doc.lang === lang)!
      const text = (settings.data.plan_disclaimer as Array<{ text: string }>)
        .map((block) => block.text)
        .join(' ')
      for (const type of ['HMO', 'PPO', 'D-SNP', 'C-SNP'])
        expect(text, `${lang} names ${type}`).toContain(type)
    }
  })

  it('is not copied into any page, article, landing page or footer', () => {
    const copies = docs
      .filter(
        (doc) => doc.type !== 'settings' && !['disclaimers', 'renuncias'].includes(doc.uid ?? ''),
      )
      .filter((doc) => sentences(doc).some((text) => statement.test(text)))
      .map((doc) => doc.file)
    expect(copies).toEqual([])
  })

  it('finds a copy when there is one', () => {
    const page = docs.find((doc) => doc.uid === 'about-us')!
    const copy = {
      ...page,
      data: {
        ...page.data,
        slices: [
          {
            primary: {
              body: [
                { text: 'Ceiba Health is an HMO, PPO and D-SNP plan with a Medicare contract.' },
              ],
            },
          },
        ],
      },
    }
    expect(sentences(copy).some((text) => statement.test(text))).toBe(true)
  })
})

/** Every sentence of the interface strings, so copy in locales/ is held to the same rules. */
const localeSentences = readJsonTree<Record<string, unknown>>('locales').flatMap((tree) => {
  const out: Array<{ file: string; text: string }> = []
  const visit = (value: unknown) => {
    if (typeof value === 'string')
      out.push(...value.split(/(?<=[.!?])\s+/).map((text) => ({ file: tree.file, text })))
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(tree)
  return out
})
const everywhere = [...all, ...localeSentences]
const found = (pattern: RegExp, within = everywhere) =>
  where(within.filter(({ text }) => pattern.test(text)))

describe('current law and CMS marketing rules in content', () => {
  it('never says End-Stage Renal Disease keeps a person out of Medicare Advantage', () => {
    const esrd = everywhere.filter(({ text }) =>
      /ESRD|End-Stage Renal|end-stage renal|renal en etapa terminal/.test(text),
    )
    expect(esrd.length).toBeGreaterThan(50)
    const bar =
      /(can[’']?t|cannot|can not) join|can join only|join only (after|if)|only after a successful|unless you have had|solo pued\w+ inscribirse|no pued\w+ inscribirse|a menos que haya tenido/i
    expect(where(esrd.filter(({ text }) => bar.test(text)))).toEqual([])
    const since2021 = esrd.filter(({ text }) => /January 1, 2021|1 de enero de 2021/.test(text))
    expect(since2021.filter(({ file }) => /en-us/.test(file)).length).toBeGreaterThan(20)
    expect(since2021.filter(({ file }) => /es-mx/.test(file)).length).toBeGreaterThan(20)
  })

  it('gives the dual / Extra Help SEP as it is since 2025', () => {
    expect(
      found(
        /(Medicaid|Extra Help|Ayuda Adicional)[^.]*(change plans more often|cambiar de plan con más frecuencia)/i,
      ),
    ).toEqual([])
    // Joining a D-SNP in any month is the integrated care SEP's, for full Medicaid; never the Extra Help one's.
    const monthly = everywhere.filter(({ text }) =>
      /(Medicaid|Extra Help|Ayuda Adicional)[^.]*(join|switch (in)?to|inscribirse en|cambiarse a)[^.]*(D-SNP|Medicare Advantage)[^.]*((any|every|each) (month|quarter)|cualquier mes)/i.test(
        text,
      ),
    )
    expect(
      where(
        monthly.filter(
          ({ text }) =>
            !/full Medicaid|Medicaid completo/.test(text) || !/integrated|integrad/.test(text),
        ),
      ),
    ).toEqual([])
    expect(
      all.filter(({ text }) => /integrated care Special Enrollment Period/.test(text)).length,
    ).toBeGreaterThanOrEqual(3)
    expect(
      all.filter(({ text }) => /Período de Inscripción Especial para atención integrada/.test(text))
        .length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('counts disasters declared by a federal, state or local government for the disaster SEP, not FEMA’s only', () => {
    // 42 CFR 422.62(b): the SEP for an emergency or major disaster declared by a Federal, state
    // or local government entity (the statement of MMCM ch. 2, exhibit 1).
    expect(where(all.filter(({ text }) => /FEMA/.test(text) && !/local/.test(text)))).toEqual([])
  })

  it('says the Prescription Payment Plan renews unless the member opts out, from 2026', () => {
    expect(
      found(
        /Participation lasts one calendar year|La participación dura un año calendario|(must|have to) (re)?join (it )?every year|rejoin every year/i,
      ),
    ).toEqual([])
    for (const uid of ['prescription-payment-plan', 'plan-pagos-medicamentos']) {
      const text = sentences(docs.find((doc) => doc.uid === uid)!).join(' ')
      expect(text, uid).toMatch(
        /Starting in 2026, your participation renews|A partir de 2026, su participación se renueva/,
      )
    }
  })

  it('keeps every Part B giveback at or under the year’s standard premium, and plan pages at the plan’s own amount', () => {
    expect(PART_B_STANDARD_PREMIUM).toMatchObject({ 2024: 174.7, 2025: 185, 2026: 202.9 })
    for (const year of CATALOGUE_YEARS)
      for (const plan of readCatalogue(year))
        expect(plan.costs.buydown, plan.slug).toBeLessThanOrEqual(PART_B_STANDARD_PREMIUM[year])
    const givebacks = all.filter(
      ({ text }) =>
        /gives? back|giveback|devuelve|reembolso/i.test(text) && /\$\d+\.\d\d/.test(text),
    )
    expect(givebacks.length).toBeGreaterThan(4)
    const over = givebacks.filter(({ file, text }) => {
      const year = Number(
        /(2024|2025|2026)/.exec(file)?.[1] ?? /\b(2024|2025|2026)\b/.exec(text)?.[1] ?? 2026,
      ) as 2024 | 2025 | 2026
      return [...text.matchAll(/\$(\d+\.\d\d)/g)].some(
        (match) => Number(match[1]) > PART_B_STANDARD_PREMIUM[year],
      )
    })
    expect(where(over)).toEqual([])
    // A Giveback plan's own page names the catalogue's amount, not an older year's premium.
    const plans = new Map(
      [2025, 2026]
        .flatMap((year) => readCatalogue(year as 2025 | 2026))
        .map((plan) => [plan.slug, plan]),
    )
    const wrong = docs
      .filter((doc) => doc.type === 'plan' && plans.get(doc.uid ?? '')?.costs.buydown)
      .flatMap((doc) =>
        sentences(doc)
          .filter(
            (text) =>
              /(gives back|le devuelve) hasta \$|gives back up to \$/.test(text) &&
              !text.includes(formatMoney(plans.get(doc.uid!)!.costs.buydown)),
          )
          .map((text) => `${doc.file}: ${text}`),
      )
    expect(wrong).toEqual([])
    expect(
      found(
        /\$174\.70/,
        all.filter(({ file, text }) => !/2024/.test(file) && !/2024/.test(text)),
      ),
    ).toEqual([])
  })

  it('has the plan, not Medicare, send the acknowledgment, confirmation and denial notices', () => {
    expect(
      found(
        /Medicare( \(CMS\))? (reviews|revisa) su solicitud|Medicare( \(CMS\))? reviews your application|Medicare[^.]*(sends you a letter saying whether|le envía una carta que indica si)/i,
      ),
    ).toEqual([])
    const planFaqs = docs.filter((doc) => doc.type === 'plan')
    expect(planFaqs.length).toBeGreaterThan(300)
    const missing = planFaqs.filter(
      (doc) =>
        !sentences(doc).some((text) =>
          /we send you a letter saying we received your application|le enviaremos una carta para avisarle que recibimos su solicitud/i.test(
            text,
          ),
        ),
    )
    expect(missing.map((doc) => doc.file)).toEqual([])
  })

  it('uses no forbidden words or absolute claims', () => {
    const forbidden = [
      /\bfree (annual|wellness|preventive|flu|vaccin\w*|screening|rides?|transportation|dental|vision|hearing|fitness|gym|monitor|visits?|checkups?|exams?)\b/i,
      /\b(visita|vacuna|examen|chequeo|transporte|tensiómetro|monitor)s?\b[^.]{0,40}\b(gratis|gratuit[ao]s?)\b|\b(gratis|gratuit[ao]s?)\b[^.]{0,10}\b(visita|vacuna|examen|chequeo)/i,
      /covers everything|cubre todo lo/i,
      /chance to switch plans ends|oportunidad de cambiar de plan termina/i,
    ]
    for (const pattern of forbidden) expect(found(pattern), String(pattern)).toEqual([])
    const extraHelp = everywhere.filter(
      ({ file, text }) =>
        /extra-help|ayuda-adicional/.test(file) ||
        /Extra Help|Ayuda Adicional|Low-Income Subsidy|subsidio por bajos ingresos/.test(text),
    )
    expect(
      where(
        extraHelp.filter(({ text }) =>
          /a few minutes|about 30 minutes|pocos minutos|unos 30 minutos/i.test(text),
        ),
      ),
    ).toEqual([])
  })

  it('finds each old statement when it comes back', () => {
    const old = [
      'If you have End-Stage Renal Disease (ESRD), you can join only if you have had a successful kidney transplant or no longer need regular dialysis.',
      'Medicare reviews your application and sends you a letter saying whether it was approved.',
      'It covers everything Original Medicare covers, adds dental and vision benefits.',
      'Schedule a free annual wellness visit.',
    ]
    const patterns = [
      /can join only/i,
      /Medicare reviews your application/i,
      /covers everything/i,
      /\bfree (annual|wellness)/i,
    ]
    old.forEach((text, index) => expect(patterns[index]!.test(text)).toBe(true))
  })
})

describe('required notices', () => {
  it('prints the multi-language insert in English and the 15 most common languages, each with the phone and TTY (42 CFR 422.2267(e)(31))', () => {
    const scripts = [
      /interpreter/,
      /intérprete/,
      /免费的翻译服务/,
      /免費的翻譯服務/,
      /Tagalog/,
      /interprétation/,
      /thông dịch/,
      /Dolmetscher/,
      /통역/,
      /переводчик/,
      /مترجم/,
      /दुभाषिया/,
      /interpretariato/,
      /interpretação/,
      /entèprèt/,
      /tłumacza/,
      /通訳/,
    ]
    for (const uid of ['nondiscrimination-notice', 'aviso-no-discriminacion']) {
      const doc = docs.find((candidate) => candidate.uid === uid)!
      const slice = (
        doc.data.slices as Array<{
          slice_type: string
          primary: {
            table: { body: { rows: Array<{ cells: Array<{ content: Array<{ text: string }> }> }> } }
          }
        }>
      ).find((candidate) => candidate.slice_type === 'table')!
      const notices = slice.primary.table.body.rows.map((row) => row.cells[1]!.content[0]!.text)
      expect(notices.length, uid).toBe(17) // English, and Chinese in its two spoken forms
      for (const script of scripts)
        expect(
          notices.some((text) => script.test(text)),
          `${uid} ${script}`,
        ).toBe(true)
      for (const text of notices) expect(text).toMatch(/1-800-555-0123[^]*TTY 711/)
    }
  })

  // The insert goes with the materials CMS requires, not only on the nondiscrimination notice
  // (42 CFR 422.2267(e)(31); the notice of availability of 45 CFR 92.11 with applications and
  // notices): the enrollment application and its confirmation, the enrollment kits and the plan
  // documents finder, in both languages, word for word the notice's.
  const insertOf = (uid: string) => {
    const doc = docs.find((candidate) => candidate.uid === uid)
    const tables = (
      (doc?.data.slices ?? []) as Array<{
        slice_type: string
        primary: {
          title: string
          table: { body: { rows: Array<{ cells: Array<{ content: Array<{ text: string }> }> }> } }
        }
      }>
    ).filter((candidate) => candidate.slice_type === 'table')
    return tables.map((table) =>
      table.primary.table.body.rows.map((row) => row.cells.map((cell) => cell.content[0]!.text)),
    )
  }
  it.each([
    ['nondiscrimination-notice', 'enroll-2025'],
    ['nondiscrimination-notice', 'enroll-2026'],
    ['nondiscrimination-notice', 'enroll-2025-confirmation'],
    ['nondiscrimination-notice', 'enroll-2026-confirmation'],
    ['nondiscrimination-notice', 'enroll-confirmation'],
    ['nondiscrimination-notice', 'enrollment-kits-2025'],
    ['nondiscrimination-notice', 'find-plan-documents'],
    ['aviso-no-discriminacion', 'inscribirse-2025'],
    ['aviso-no-discriminacion', 'inscribirse-2026'],
    ['aviso-no-discriminacion', 'inscribirse-2025-confirmacion'],
    ['aviso-no-discriminacion', 'inscribirse-2026-confirmacion'],
    ['aviso-no-discriminacion', 'inscribirse-confirmacion'],
    ['aviso-no-discriminacion', 'kits-inscripcion-2025'],
    ['aviso-no-discriminacion', 'encontrar-plan-docs'],
  ])('prints %s’s multi-language insert on %s', (notice, uid) => {
    const [insert] = insertOf(notice)
    expect(insert).toHaveLength(17)
    expect(insertOf(uid)).toContainEqual(insert)
  })

  it('gives brokers the whole TPMO disclaimer (42 CFR 422.2267(e)(41))', () => {
    const text = sentences(docs.find((doc) => doc.uid === 'marketing-tools-for-brokers')!).join(' ')
    for (const part of [
      'We do not offer every plan available in your area.',
      'organizations which offer',
      'products in your area',
      'Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP)',
    ])
      expect(text).toContain(part)
  })
})

describe('Star Ratings by contract', () => {
  it('gives every plan of every year its contract’s overall rating', () => {
    const differs = CATALOGUE_YEARS.flatMap((year) =>
      readCatalogue(year)
        .filter((plan) => plan.starRating !== contractRating(contractOf(plan.contractId), year))
        .map(
          (plan) =>
            `${plan.slug}: ${plan.starRating} (contract ${contractOf(plan.contractId)}: ${contractRating(contractOf(plan.contractId), year)})`,
        ),
    )
    expect(differs).toEqual([])
  })

  // A stat block's number and its label make one claim ("4.5" + "stars for our HMO plans"): it
  // may only count contracts as the data holds them (42 CFR 422.166), with the required sentence
  // in the block (Medicare Communications and Marketing Guidelines, section 40.6).
  it('states a rating in a stat block only as the contracts’ ratings, with the required sentence', () => {
    type Stats = {
      slice_type: string
      primary: { stats?: Array<{ value: string; label: string }>; source?: string }
    }
    // Every contract of the 2026 catalogue that has a rating (the stat blocks speak of 2026).
    const rated = [...new Set(readCatalogue(2026).map((plan) => contractOf(plan.contractId)))]
      .map((contract) => contractRating(contract, 2026))
      .filter((rating): rating is number => rating !== null)
    const problems = docs.flatMap((doc) =>
      ((doc.data.slices ?? []) as Stats[])
        .filter((slice) => slice.slice_type === 'quote_or_stats')
        .flatMap((slice) =>
          (slice.primary.stats ?? [])
            .filter((stat) => /stars|estrellas/i.test(stat.label))
            .filter((stat) => {
              const counted = /^(\d+)$/.exec(stat.value)
              const of =
                /(\d+) (rated contracts|contratos calificados)[^]*?(\d(\.5)?) (stars|estrellas) (or more|o más)/.exec(
                  stat.label,
                )
              const holds =
                counted !== null &&
                of !== null &&
                Number(of[1]) === rated.length &&
                Number(counted[1]) === rated.filter((rating) => rating >= Number(of[3])).length
              return (
                !holds ||
                !/5-star rating system|sistema de calificación de 5 estrellas/.test(
                  slice.primary.source ?? '',
                )
              )
            })
            .map((stat) => `${doc.file}: ${stat.value} ${stat.label}`),
        ),
    )
    expect(problems).toEqual([])
  })

  it('puts the required sentence beside every rating a document states', () => {
    const required = {
      'en-us': 'Every year, Medicare evaluates plans based on a 5-star rating system.',
      'es-mx':
        'Cada año, Medicare evalúa los planes según un sistema de calificación de 5 estrellas.',
    }
    // A rule about five-star plans ("un plan con 5 estrellas", the 5-star SEP) states no rating.
    const claim = (text: string) =>
      /\b\d(\.5)? (out of 5 )?stars\b|\b\d(\.5)? (de 5 )?estrellas\b|\bstars (or more )?from Medicare|estrellas (o más )?de Medicare/i.test(
        text,
      ) &&
      !/plan con 5 estrellas|5-star rating system|sistema de calificación de 5 estrellas/.test(text)
    const claims = docs.filter((doc) => sentences(doc).some(claim))
    const without = claims.filter(
      (doc) =>
        !sentences(doc)
          .join(' ')
          .includes(required[doc.lang as 'en-us' | 'es-mx']),
    )
    expect(without.map((doc) => doc.file)).toEqual([])
  })
})
