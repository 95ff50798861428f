import { expectNoAxeViolations } from './axe'
import { expect, test } from './test'

/**
 * A catalogue journey in both languages: from the footer to a hub, from the hub's list
 * of child pages to a form page, whose breadcrumbs lead back up the trail and describe it as
 * BreadcrumbList structured data; its form downloads as a PDF.
 */
const cases = [
  {
    lang: 'en',
    footerLink: 'Plan documents',
    hubHeading: 'Every document for your plan, in one place',
    childLink: 'Member forms',
    heading: 'Member forms',
    trail: ['Home', 'Plan documents', 'Member forms'],
    navLabel: 'Breadcrumb',
    pdf: /Appointment of Representative/,
    path: '/plan-documents/member-forms/',
  },
  {
    lang: 'es',
    footerLink: 'Documentos del plan',
    hubHeading: 'Todos los documentos de su plan en un solo lugar',
    childLink: 'Formularios para miembros',
    heading: 'Formularios para miembros',
    trail: ['Inicio', 'Documentos del plan', 'Formularios para miembros'],
    navLabel: 'Ruta de navegación',
    pdf: /Nombramiento de Representante/,
    path: '/es/documentos-plan/formularios-para-miembros/',
  },
]

for (const c of cases) {
  test(`a hub lists its pages and a page shows its trail (${c.lang})`, async ({
    page,
    request,
  }) => {
    // Three server-rendered pages and a PDF: slow on a loaded machine.
    test.setTimeout(120_000)
    await page.goto(c.lang === 'en' ? '/' : '/es/')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: c.footerLink, exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: c.hubHeading })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: c.childLink, exact: true })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(c.path)

    const trail = page.getByRole('navigation', { name: c.navLabel })
    await expect(trail.getByRole('listitem')).toHaveText(c.trail)
    await expect(trail.locator('[aria-current="page"]')).toHaveText(c.trail.at(-1)!)
    await expect(trail.getByRole('link')).toHaveCount(c.trail.length - 1)
    const jsonLd = JSON.parse(
      (await trail.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('BreadcrumbList')
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(c.trail)
    expect(jsonLd.itemListElement.at(-1).item).toMatch(
      new RegExp(`${c.path.replace(/\//g, '\\/')}$`),
    )

    const form = page.getByRole('link', { name: c.pdf }).first()
    const pdf = await request.get((await form.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('pdf')

    await expectNoAxeViolations(page)
  })
}
