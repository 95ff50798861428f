import type { Lang } from './locales'

/**
 * The one bilingual route table (spec 2.3 functional pages and the spec 2.5 footer pairs).
 * The language toggle, navigation, footer and sitemap read paths from here and nowhere else.
 * Patterns may hold {slug} and {year}; Spanish plan slugs carry '-es' where the spec says so.
 * A null Spanish path means the page exists in English only.
 */
export const ROUTES = {
  home: { en: '/', es: '/es/' },
  planFinder: { en: '/find-a-plan/', es: '/es/encontrar-un-plan/' },
  planFinderCounty: { en: '/find-a-plan/{slug}/', es: '/es/encontrar-un-plan/{slug}-es/' },
  enrollYear: { en: '/enroll-{year}/', es: '/es/inscribirse-{year}/' },
  enrollYearConfirmation: { en: '/enroll-{year}/confirmation/', es: '/es/inscribirse-{year}/confirmacion/' },
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
  referralList: { en: '/plan-documents/{year}-referral-list/', es: '/es/documentos-plan/{year}-lista-referidos/' },
  dmeLists: { en: '/plan-documents/{year}-dme-lists/', es: '/es/documentos-plan/{year}-dme-listas/' },
  directoryDocument: {
    en: '/plan-documents/provider-and-pharmacy-directory/',
    es: '/es/documentos-plan/directorio-proveedores-y-farmacias/',
  },
  formularySearch: { en: '/search-formulary/', es: '/es/buscar-formulario/' },
  drugSearch: { en: '/search-drugs/', es: '/es/buscar-medicamentos/' },
  providerSearch: { en: '/search-providers/', es: '/es/buscar-proveedores/' },
  whereToShop: { en: '/food-and-home/where-to-shop/', es: '/es/alimentos-y-vivienda/donde-comprar/' },
  foodAndHome: { en: '/food-and-home/', es: '/es/alimentos-y-vivienda/' },
  callRequest: { en: '/request-call/', es: '/es/solicitud-de-llamada/' },
  callScheduled: { en: '/call-scheduled/', es: '/es/programacion-de-llamada/' },
  callScheduledError: { en: '/call-scheduled-error/', es: '/es/programacion-de-llamada-error/' },
  csnpEligibility: { en: '/csnp-eligibility/', es: '/es/csnp-elegibilidad/' },
  dualEligibility: { en: '/dual-eligibility/', es: '/es/dual-elegibilidad/' },
  rewardsProgram: { en: '/ceiba-dollars/', es: '/es/ceiba-dollars-es/' },
  emailThankYou: { en: '/thank-you/', es: '/es/gracias/' },
  preview: { en: '/preview/', es: null },
  styleGuide: { en: '/style-guide/', es: null },
  testLeadForm: { en: '/test-lead-form/', es: null },
  testLeadFormSubmit: { en: '/test-lead-form/submit-lead/', es: null },
  // Footer pairs of spec 2.5 (content pages).
  prescriptionDrugs: { en: '/prescription-drugs/', es: '/es/medicamentos-receta/' },
  healthAndWellness: { en: '/health-and-wellness/', es: '/es/salud-y-bienestar/' },
  memberEvents: { en: '/member-events/', es: '/es/eventos-para-miembros/' },
  medicareOptions: { en: '/resources/your-medicare-options/', es: '/es/recursos/sus-opciones-de-medicare/' },
  providers: { en: '/providers/', es: null },
  brokers: { en: '/brokers/', es: null },
  developers: { en: '/developers/', es: null },
  aboutUs: { en: '/about-us/', es: '/es/sobre-nosotros/' },
  ourTechnology: { en: '/our-technology/', es: '/es/nuestra-tecnologia/' },
  meetOurTeam: { en: '/meet-our-team/', es: '/es/conozca-nuestro-equipo/' },
  serviceArea: { en: '/service-area/', es: '/es/area-servicio/' },
  newsroom: { en: '/newsroom/', es: null },
  contactUs: { en: '/contact-us/', es: '/es/contactenos/' },
  termsOfUse: { en: '/terms-of-use/', es: '/es/condiciones-de-uso/' },
  accessibility: { en: '/accessibility/', es: '/es/accesibilidad/' },
  privacyPolicy: { en: '/privacy-policy/', es: '/es/politica-privacidad/' },
  nondiscriminationNotice: { en: '/nondiscrimination-notice/', es: '/es/aviso-no-discriminacion/' },
  qualityImprovementStrategy: {
    en: '/quality-improvement-strategy/',
    es: '/es/estrategia-mejoramiento-calidad/',
  },
  memberRights: {
    en: '/member-rights-and-responsibilities/',
    es: '/es/derechos-y-responsabilidades-del-miembro/',
  },
  compliance: { en: '/compliance/', es: null },
  disclaimers: { en: '/disclaimers/', es: '/es/renuncias/' },
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
      if (part === '{slug}') return names.push('slug'), '([^/]+?)'
      if (part === '{year}') return names.push('year'), '(\\d{4})'
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
export function matchRoute(pathname: string): { id: RouteId; lang: Lang; params: RouteParams } | null {
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
