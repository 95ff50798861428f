import { expect, test } from './test'
import { formatFindings, validateHtml } from './vnu'

// The HTML the server sends (not the hydrated DOM), for a sample of page kinds in both languages.
const PLAN = 'ceiba-core-hmo-miami-2026'
const PAGES: Array<{ path: string; status?: number }> = [
  { path: '/' },
  { path: '/es/' },
  { path: '/about-us/' },
  { path: '/es/sobre-nosotros/' },
  { path: '/resources/new-to-medicare/' },
  { path: '/es/recursos/nuevo-en-medicare/' },
  { path: '/find-a-plan/' },
  { path: '/find-a-plan/?zip=33101&county=12086' },
  { path: '/es/encontrar-un-plan/' },
  { path: '/es/encontrar-un-plan/?zip=33101&county=12086' },
  { path: '/find-a-plan/miami-dade-county-fl/' },
  { path: '/es/encontrar-un-plan/miami-dade-county-fl-es/' },
  { path: `/enroll/${PLAN}/` },
  { path: `/es/inscribirse/${PLAN}/` },
  { path: '/enroll-2026/' },
  { path: '/es/inscribirse-2026/' },
  { path: '/search-formulary/' },
  { path: '/es/buscar-formulario/' },
  { path: '/search-drugs/' },
  { path: '/es/buscar-medicamentos/' },
  { path: '/search-providers/' },
  { path: '/es/buscar-proveedores/' },
  { path: '/food-and-home/where-to-shop/' },
  { path: '/es/alimentos-y-vivienda/donde-comprar/' },
  { path: '/find-plan-documents/' },
  { path: '/es/encontrar-plan-docs/' },
  { path: '/plan-documents/2026-prior-authorization-list/' },
  { path: '/es/documentos-plan/2026-lista-autorizacion-previa/' },
  { path: '/request-call/' },
  { path: '/es/solicitud-de-llamada/' },
  { path: '/no-such-page/', status: 404 },
  { path: '/es/no-existe/', status: 404 },
  { path: '/404.html' },
  { path: '/500.html' },
]

/** Heading levels in document order; scripts, styles and comments are left out. */
function headingLevels(html: string): number[] {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi, '')
  return [...markup.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]))
}

/** Each place a heading goes more than one level deeper than the heading before it. */
function skippedLevels(levels: number[]): string[] {
  return levels.flatMap((level, i) => {
    const previous = levels[i - 1] ?? 0
    return level > previous + 1 ? [`h${previous || '(none)'} -> h${level}`] : []
  })
}

/** What is wrong with a page's doctype and headings, one line per problem. */
function structureProblems(path: string, html: string): string[] {
  const problems: string[] = []
  const doctypes = html.match(/<!DOCTYPE/gi)?.length ?? 0
  if (doctypes !== 1) problems.push(`${path}: ${doctypes} doctypes, expected 1`)
  const levels = headingLevels(html)
  const outline = levels.map((level) => `h${level}`).join(' ')
  const h1s = levels.filter((level) => level === 1).length
  if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements, expected 1 (${outline})`)
  for (const skip of skippedLevels(levels))
    problems.push(`${path}: heading level skipped, ${skip} (${outline})`)
  return problems
}

test('server HTML is valid in English and Spanish: one doctype, one h1, no skipped heading levels, no vnu errors', async ({
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  const pages = new Map<string, string>()
  for (const { path, status = 200 } of PAGES) {
    const response = await request.get(path)
    if (response.status() !== status)
      problems.push(`${path}: HTTP ${response.status()}, expected ${status}`)
    const html = await response.text()
    pages.set(path, html)
    problems.push(...structureProblems(path, html))
  }

  const findings = await validateHtml(pages, testInfo.outputPath('pages'))
  const errors = findings.filter((f) => f.kind === 'error')
  // Warnings are printed and attached, not failed on; info messages are left out.
  const warnings = findings.filter((f) => f.kind === 'warning')
  if (warnings.length > 0) {
    console.log(`vnu warnings (page:line:column):\n${formatFindings(warnings)}`)
    await testInfo.attach('vnu-warnings.txt', {
      body: formatFindings(warnings),
      contentType: 'text/plain',
    })
  }
  if (errors.length > 0) problems.push(`vnu errors (page:line:column):\n${formatFindings(errors)}`)
  expect(problems.length, `HTML problems:\n${problems.join('\n')}`).toBe(0)
})
