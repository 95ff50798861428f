import { LOCALES } from '~/i18n/locales'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { drugs, formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { i18nFor } from '../i18n/i18n'
import type { Lang } from '../i18n/locales'
import { renderPlanPdf, type PdfSection } from './plans-pdf.server'
import { coverageLines } from './coverage-words'

// The document's words are in the locale files (pdfText.json, criteria): what the PDF says.
/** The plans a formulary serves: every plan (no code), the Houston-area plans, or by formulary. */
const scopeContext = (code: string | null) =>
  code === null ? 'all' : code === 'hou' ? 'houston' : undefined

const cache = new Map<string, Promise<Uint8Array | null>>()

/**
 * The criteria PDF of a formulary key (spec 9.3: gsc_2026, houston_2022, 2021...) in a language,
 * built from the formulary in the database: every covered drug with prior authorization or step
 * therapy, with the rule in plain words. Null for an unknown key. Cached per process: the
 * formulary only changes with a new seed, which comes with a new deployment.
 */
export function criteriaPdf(db: Database, key: string, lang: Lang): Promise<Uint8Array | null> {
  const id = `${key}:${lang}`
  let pending = cache.get(id)
  if (!pending) {
    pending = build(db, key, lang)
    cache.set(id, pending)
    pending.catch(() => cache.delete(id))
  }
  return pending
}

async function build(db: Database, key: string, lang: Lang): Promise<Uint8Array | null> {
  const [formulary] = await db.select().from(formularies).where(eq(formularies.key, key))
  if (!formulary) return null
  const rows = await db
    .select({ name: drugs.name, drug: drugs, entry: formularyDrugs })
    .from(formularyDrugs)
    .innerJoin(drugs, eq(drugs.id, formularyDrugs.drugId))
    .where(
      and(
        eq(formularyDrugs.formularyKey, key),
        eq(formularyDrugs.covered, true),
        or(sql`${formularyDrugs.priorAuth} is not null`, eq(formularyDrugs.stepTherapy, true)),
      ),
    )
    .orderBy(asc(sql`lower(${drugs.name})`))
  const t = i18nFor(lang).getFixedT(lang, 'formulary')
  const text = i18nFor(lang).getFixedT(lang, 'pdfText', 'criteria')
  const scope = text('scope', {
    context: scopeContext(formulary.code),
    code: formulary.code?.toUpperCase(),
    year: formulary.year,
  })
  const line = (entry: typeof formularyDrugs.$inferSelect, only: 'pa' | 'step') =>
    coverageLines(t, {
      ...entry,
      updatedAt: entry.updatedAt.toISOString(),
      quantityLimit: null,
      flags: {},
      drugNotes: [],
      stepTherapy: only === 'step',
      priorAuth: only === 'pa' ? entry.priorAuth : null,
    })[0] ?? ''
  const sections: PdfSection[] = [
    {
      heading: scope,
      text: formulary.archived ? `${text('intro')} ${text('archived')}` : text('intro'),
    },
    {
      heading: text('pa'),
      rows: rows.filter((r) => r.entry.priorAuth).map((r) => [r.name, line(r.entry, 'pa')]),
    },
    {
      heading: text('step'),
      rows: rows.filter((r) => r.entry.stepTherapy).map((r) => [r.name, line(r.entry, 'step')]),
    },
  ]
  const issued = rows.reduce(
    (latest, r) => (r.entry.updatedAt > latest ? r.entry.updatedAt : latest),
    new Date(Date.UTC(formulary.year - 1, 9, 1)),
  )
  return renderPlanPdf({
    lang: LOCALES[lang].code,
    title: text('title', { year: formulary.year }),
    subtitle: scope,
    materialId: `H1234_${formulary.year}CRIT_${lang === 'en' ? 'M' : 'S'}`,
    issued,
    sections,
    footer: text('footer'),
  })
}
