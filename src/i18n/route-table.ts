import type { Lang } from './locales'

/**
 * The one bilingual route table: every page route of spec 2.2 and 2.3 with its English and
 * Spanish public path. The router's URL rewrite (./rewrite.ts) maps the Spanish paths onto the
 * one route tree (src/routes/$lang/, English segments), the language toggle and hreflang read
 * the twins here. Content pages (the `page` documents) have their paths in their documents.
 * Patterns may hold {slug} and {year}; Spanish plan slugs carry '-es' where the spec says so.
 * A null Spanish path means the page exists in English only.
 */
export const ROUTES = {
  home: { en: '/', es: '/es/' },
  planFinder: { en: '/find-a-plan/', es: '/es/encontrar-un-plan/' },
  planFinderCounty: { en: '/find-a-plan/{slug}/', es: '/es/encontrar-un-plan/{slug}-es/' },
  enrollYear: { en: '/enroll-{year}/', es: '/es/inscribirse-{year}/' },
  enrollYearConfirmation: {
    en: '/enroll-{year}/confirmation/',
    es: '/es/inscribirse-{year}/confirmacion/',
  },
  enrollYearError: { en: '/enroll-{year}/error/', es: '/es/inscribirse-{year}/error/' },
  enrollConfirmation: { en: '/enroll/confirmation/', es: '/es/inscribirse/confirmacion/' },
  enrollError: { en: '/enroll/error/', es: '/es/inscribirse/error/' },
  planEnroll: { en: '/enroll/{slug}/', es: '/es/inscribirse/{slug}/' },
  planDocumentsFinder: { en: '/find-plan-documents/', es: '/es/encontrar-plan-docs/' },
  benefitDetails: {
    en: '/plan-documents/benefit-and-coverage-details/{slug}/',
    es: '/es/documentos-plan/detalles-beneficio-y-cobertura/{slug}-es/',
  },
  priorAuthorizationList: {
    en: '/plan-documents/{year}-prior-authorization-list/',
    es: '/es/documentos-plan/{year}-lista-autorizacion-previa/',
  },
  referralList: {
    en: '/plan-documents/{year}-referral-list/',
    es: '/es/documentos-plan/{year}-lista-referidos/',
  },
  dmeLists: {
    en: '/plan-documents/{year}-dme-lists/',
    es: '/es/documentos-plan/{year}-dme-listas/',
  },
  directoryDocument: {
    en: '/plan-documents/provider-and-pharmacy-directory/',
    es: '/es/documentos-plan/directorio-proveedores-y-farmacias/',
  },
  formularySearch: { en: '/search-formulary/', es: '/es/buscar-formulario/' },
  drugSearch: { en: '/search-drugs/', es: '/es/buscar-medicamentos/' },
  providerSearch: { en: '/search-providers/', es: '/es/buscar-proveedores/' },
  whereToShop: {
    en: '/food-and-home/where-to-shop/',
    es: '/es/alimentos-y-vivienda/donde-comprar/',
  },
  foodAndHome: { en: '/food-and-home/', es: '/es/alimentos-y-vivienda/' },
  callRequest: { en: '/request-call/', es: '/es/solicitud-de-llamada/' },
  callScheduled: { en: '/call-scheduled/', es: '/es/programacion-de-llamada/' },
  callScheduledError: { en: '/call-scheduled-error/', es: '/es/programacion-de-llamada-error/' },
  csnpEligibility: { en: '/csnp-eligibility/', es: '/es/csnp-elegibilidad/' },
  dualEligibility: { en: '/dual-eligibility/', es: '/es/dual-elegibilidad/' },
  rewardsProgram: { en: '/ceiba-dollars/', es: '/es/ceiba-dollars-es/' },
  emailThankYou: { en: '/thank-you/', es: '/es/gracias/' },
  article: { en: '/resources/{slug}/', es: '/es/recursos/{slug}/' },
  landingPage: { en: '/lp/{slug}/', es: '/es/lp/{slug}/' },
  // Tools for editors and tests (English only).
  preview: { en: '/preview/', es: null },
  styleGuide: { en: '/style-guide/', es: null },
  sliceSimulator: { en: '/slice-simulator/', es: null },
  testLeadForm: { en: '/test-lead-form/', es: null },
  testLeadFormSubmit: { en: '/test-lead-form/submit-lead/', es: null },
  testErrors: { en: '/test-errors/{slug}/', es: null },
} as const satisfies Record<string, { en: string; es: string | null }>

export type RouteId = keyof typeof ROUTES
export type RouteParams = { slug?: string; year?: number | string }

/** The path of a route in a language, or null when that language has no such page. */
export function pathFor(id: RouteId, lang: Lang, params: RouteParams = {}): string | null {
  const pattern: string | null = ROUTES[id][lang]
  if (pattern === null) return null
  return pattern.replace(/\{(slug|year)\}/g, (_, name: 'slug' | 'year') => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Route ${id} needs a ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Like pathFor, falling back to the home page of the language when the page has no twin there. */
export function hrefFor(id: RouteId, lang: Lang, params: RouteParams = {}): string {
  return pathFor(id, lang, params) ?? ROUTES.home[lang]
}

type Compiled = { id: RouteId; lang: Lang; regex: RegExp; names: Array<'slug' | 'year'> }

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

function compile(id: RouteId, lang: Lang, pattern: string): Compiled {
  const names: Array<'slug' | 'year'> = []
  const source = pattern
    .split(/(\{slug\}|\{year\})/)
    .map((part) => {
      if (part === '{slug}') return (names.push('slug'), '([^/]+?)')
      if (part === '{year}') return (names.push('year'), '(\\d{4})')
      return escape(part)
    })
    .join('')
  return { id, lang, regex: new RegExp(`^${source}$`), names }
}

// Literal patterns first, so '/enroll/confirmation/' wins over '/enroll/{slug}/'.
const COMPILED: Compiled[] = (Object.keys(ROUTES) as RouteId[])
  .flatMap((id) =>
    (['en', 'es'] as const).flatMap((lang) => {
      const pattern: string | null = ROUTES[id][lang]
      return pattern === null ? [] : [compile(id, lang, pattern)]
    }),
  )
  .sort((a, b) => a.names.length - b.names.length)

/** Which table route a path is, with its parameters; null for paths outside the table. */
export function matchRoute(
  pathname: string,
): { id: RouteId; lang: Lang; params: RouteParams } | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  for (const route of COMPILED) {
    const found = route.regex.exec(path)
    if (!found) continue
    const params: RouteParams = {}
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1] ?? '')
    })
    return { id: route.id, lang: route.lang, params }
  }
  return null
}

/** The twin of a table path in the other language, or null when the path is not in the table. */
export function twinFromTable(pathname: string, to: Lang): string | null {
  const found = matchRoute(pathname)
  if (!found) return null
  if (found.lang === to) return pathname
  return pathFor(found.id, to, found.params)
}
