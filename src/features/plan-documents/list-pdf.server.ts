import { loadMultiLanguageInsert } from '~/content/multi-language-insert.server'
import { i18nFor } from '~/i18n/i18n'
import { LOCALES } from '~/i18n/locales'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { providers } from '../../../db/schema/directory.ts'
import { planYears } from '../../../db/schema/plans.ts'
import { CATEGORIES, SPECIALTIES, type Category } from '~/plans/directory-options'
import { DOCUMENT_YEARS, PLAN_YEARS } from '~/plans/plan-years'
import type { MultiLanguageInsert } from '~/plans/multi-language-page.server'
import { renderPlanPdf, type PdfSection } from '~/plans/plans-pdf.server'
import { LIST_KINDS, listContent, type ListKind } from './list-documents.server'

// The documents' own words (footer, directory) are in the locale files (pdfText.json, lists); the
// yearly lists' content in planDocumentLists.json (list-documents.server.ts).
const textFor = (lang: 'en' | 'es') => i18nFor(lang).getFixedT(lang, 'pdfText', 'lists')

// The yearly lists are published for every document year (spec 9.1); printed directories for the current plan years.
const LIST = new RegExp(
  `^(${DOCUMENT_YEARS.join('|')})-(prior-authorization-list|referral-list|dme-list|diabetes-supplies-list)-(en|es)\\.pdf$`,
)
const DIRECTORY = new RegExp(
  `^(${PLAN_YEARS.join('|')})-provider-pharmacy-directory-([a-z]{2})-(en|es)\\.pdf$`,
)

const cache = new Map<string, Promise<Uint8Array | null>>()

/** A plan-documents file by name, e.g. 2026-referral-list-es.pdf; null for an unknown name. */
export function listPdf(db: Database, file: string): Promise<Uint8Array | null> {
  let pending = cache.get(file)
  if (!pending) {
    pending = build(db, file)
    cache.set(file, pending)
    pending.catch(() => cache.delete(file))
  }
  return pending
}

async function build(db: Database, file: string): Promise<Uint8Array | null> {
  const list = LIST.exec(file)
  if (list) {
    const [, year, kind, lang] = list as unknown as [string, string, ListKind, 'en' | 'es']
    if (!LIST_KINDS.includes(kind)) return null
    const content = listContent(kind, Number(year), lang)
    return render(
      lang,
      content.title,
      content.intro,
      content.sections.map((s) => ({ heading: s.heading, rows: s.rows })),
      Number(year),
    )
  }
  const directory = DIRECTORY.exec(file)
  if (directory)
    return directoryPdf(
      db,
      Number(directory[1]),
      directory[2]!.toUpperCase(),
      directory[3] as 'en' | 'es',
    )
  return null
}

function render(
  lang: 'en' | 'es',
  title: string,
  intro: string,
  sections: PdfSection[],
  year: number,
  insert: MultiLanguageInsert | null = null,
) {
  return renderPlanPdf({
    lang: LOCALES[lang].code,
    title,
    subtitle: intro,
    materialId: `H1234_${year}DOC_${lang === 'en' ? 'M' : 'S'}`,
    issued: new Date(Date.UTC(year - 1, 9, 1)),
    sections,
    footer: textFor(lang)('footer'),
    insert,
  })
}

/** The printed directory of a served state: its network providers and pharmacies, by category. */
async function directoryPdf(db: Database, year: number, state: string, lang: 'en' | 'es') {
  const [served] = await db.select().from(planYears).where(eq(planYears.year, year))
  if (!served?.states.includes(state)) return null
  const rows = await db
    .select({
      name: providers.name,
      category: providers.category,
      specialty: providers.specialty,
      address: providers.address,
      city: providers.city,
      phone: providers.phone,
    })
    .from(providers)
    .where(eq(providers.state, state))
    .orderBy(asc(providers.category), asc(providers.specialty), asc(providers.name))
    .limit(1500)
  const text = textFor(lang)
  const sections = directorySections(rows, lang)
  const title = text('directory.title', { year, state })
  const intro = text('directory.intro')
  // The provider and pharmacy directory is a required material: it ends with the multi-language
  // insert (42 CFR 422.2267(e)(31)); the yearly lists are not.
  return render(lang, title, intro, sections, year, await loadMultiLanguageInsert(lang))
}

type DirectoryRow = {
  name: string
  category: string
  specialty: string
  address: string
  city: string
  phone: string
}

// Stored categories and specialties are the directory's codes and English names
// (directory-options.ts); a printed directory names them in its language, as the search page does.
const SPECIALTY_KEYS = new Map(
  Object.values(SPECIALTIES)
    .flat()
    .map((s) => [s.name, s.key]),
)

/** A printed directory's sections: one per category, each provider with its specialty and address. */
export function directorySections(rows: DirectoryRow[], lang: 'en' | 'es'): PdfSection[] {
  const text = textFor(lang)
  if (!rows.length)
    return [{ heading: text('directory.noProviders'), text: text('directory.callForProviders') }]
  const t = i18nFor(lang).getFixedT(lang, 'providers')
  const specialty = (name: string) => {
    const key = SPECIALTY_KEYS.get(name)
    return key ? t(`specialties.${key}` as 'specialties.pharmacy') : name
  }
  const byCategory = new Map<string, Array<[string, string]>>()
  for (const row of rows) {
    const list = byCategory.get(row.category) ?? []
    list.push([
      `${row.name} (${specialty(row.specialty)})`,
      `${row.address}, ${row.city} - ${row.phone}`,
    ])
    byCategory.set(row.category, list)
  }
  return [...byCategory].map(([category, list]) => ({
    heading: (CATEGORIES as readonly string[]).includes(category)
      ? t(`search.categories.${category as Category}`)
      : category,
    rows: list,
  }))
}
