import { LOCALES } from '~/i18n/locales'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { drugs, formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { i18nFor } from '../i18n/i18n'
import type { Lang } from '../i18n/locales'
import { renderPlanPdf, type PdfSection } from './plans-pdf.server'
import { coverageLines } from './coverage-words'

const TEXT = {
  en: {
    title: (year: number) => `Prior Authorization and Step Therapy Criteria ${year}`,
    scope: (code: string | null, year: number) =>
      `${code === null ? 'All Ceiba Health plans' : code === 'hou' ? 'Houston-area plans (formulary HOU)' : `Plans with formulary ${code.toUpperCase()}`}, plan year ${year}`,
    intro:
      'Your doctor must get approval from Ceiba Health before we cover the drugs listed under prior authorization. For drugs under step therapy, you may need to try another drug first. Your doctor can ask for an exception. Call Member Services at 1-800-555-0123 (TTY 711).',
    pa: 'Prior authorization',
    step: 'Step therapy',
    footer: 'Ceiba Health is a fictional Medicare Advantage organization with a Medicare contract.',
    archived: 'Archived document: this formulary is no longer in use.',
  },
  es: {
    title: (year: number) => `Criterios de autorización previa y terapia escalonada ${year}`,
    scope: (code: string | null, year: number) =>
      `${code === null ? 'Todos los planes de Ceiba Health' : code === 'hou' ? 'Planes del área de Houston (formulario HOU)' : `Planes con el formulario ${code.toUpperCase()}`}, año del plan ${year}`,
    intro:
      'Su médico debe obtener la aprobación de Ceiba Health antes de que cubramos los medicamentos de la lista de autorización previa. Para los medicamentos con terapia escalonada, es posible que primero deba probar otro medicamento. Su médico puede pedir una excepción. Llame a Servicios para Miembros al 1-800-555-0123 (TTY 711).',
    pa: 'Autorización previa',
    step: 'Terapia escalonada',
    footer:
      'Ceiba Health es una organización ficticia de Medicare Advantage con contrato con Medicare.',
    archived: 'Documento archivado: este formulario ya no está en uso.',
  },
} as const

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
  const text = TEXT[lang]
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
      heading: text.scope(formulary.code, formulary.year),
      text: formulary.archived ? `${text.intro} ${text.archived}` : text.intro,
    },
    {
      heading: text.pa,
      rows: rows.filter((r) => r.entry.priorAuth).map((r) => [r.name, line(r.entry, 'pa')]),
    },
    {
      heading: text.step,
      rows: rows.filter((r) => r.entry.stepTherapy).map((r) => [r.name, line(r.entry, 'step')]),
    },
  ]
  const issued = rows.reduce(
    (latest, r) => (r.entry.updatedAt > latest ? r.entry.updatedAt : latest),
    new Date(Date.UTC(formulary.year - 1, 9, 1)),
  )
  return renderPlanPdf({
    lang: LOCALES[lang].code,
    title: text.title(formulary.year),
    subtitle: text.scope(formulary.code, formulary.year),
    materialId: `H1234_${formulary.year}CRIT_${lang === 'en' ? 'M' : 'S'}`,
    issued,
    sections,
    footer: text.footer,
  })
}
