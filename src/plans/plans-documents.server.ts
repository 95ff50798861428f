import { eq } from 'drizzle-orm'
import { planDocuments } from '../../db/schema/plans.ts'
import type { Database } from '~/server/db.server'
import type { DocumentType, PlanDocument } from './plan-types'
import { loadMultiLanguageInsert } from '~/content/multi-language-insert.server'
import { langFromCode } from '~/i18n/locales'
import { carriesMultiLanguageInsert, planPdfContent } from './plans-pdf-content.server'
import { renderPlanPdf } from './plans-pdf.server'
import { anyYearPlanBySlug } from './plans.server'

// Generated PDFs are public, identical for every visitor and rebuilt from the database on a
// miss, so a bounded in-process cache is safe on any number of servers (docs/decisions/0002).
const CACHE_LIMIT = 300
const cache = new Map<string, Uint8Array>()

/** The PDF behind a plan document URL (`/documents/plans/{year}/{slug}/{file}.pdf`), or null when no plan lists it. */
export async function planDocumentPdf(pathname: string, db: Database): Promise<Uint8Array | null> {
  const cached = cache.get(pathname)
  if (cached) return cached
  const slug = /^\/documents\/plans\/\d{4}\/([a-z0-9-]{1,100})\/[a-z-]+\.pdf$/.exec(pathname)?.[1]
  if (!slug) return null
  // The primary key (plan_slug, type, lang) finds a plan's few documents; the URL picks one.
  const docs = await db.select().from(planDocuments).where(eq(planDocuments.planSlug, slug))
  const doc = docs.find((each) => each.url === pathname)
  if (!doc) return null
  const plan = await anyYearPlanBySlug(doc.planSlug, db)
  if (!plan) return null
  const previous = await anyYearPlanBySlug(
    plan.slug.replace(/-(\d{4})$/, (_, year: string) => `-${Number(year) - 1}`),
    db,
  )
  const document: PlanDocument = {
    type: doc.type as DocumentType,
    lang: doc.lang as PlanDocument['lang'],
    title: doc.title,
    url: doc.url,
  }
  const insert = carriesMultiLanguageInsert(document.type)
    ? await loadMultiLanguageInsert(langFromCode(document.lang) ?? 'en')
    : null
  const bytes = await renderPlanPdf({ ...planPdfContent(plan, document, previous), insert })
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(pathname, bytes)
  return bytes
}
