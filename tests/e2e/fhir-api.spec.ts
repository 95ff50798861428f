import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

/**
 * The public FHIR API through the production server and its whole request pipeline, sent as
 * Inferno's kits send it: POST `_search` with a form body and no Origin (a server-side client),
 * an Address.text with its commas escaped, OPTIONS, and another FHIR version asked for. An API,
 * so no page, language or axe scan: the unit suite (tests/unit/fhir-api.test.ts) covers the rest.
 * The developers page that documents it is a page, in both languages, and ends with an axe scan.
 */
const FHIR = { accept: 'application/fhir+json' }
type Resource = { resourceType: string; id: string; address?: { text?: string } }
type Json = {
  resourceType?: string
  total?: number
  entry?: Array<{ search: { mode: string }; resource: Resource }>
}
const ids = (bundle: Json) =>
  (bundle.entry ?? [])
    .filter((e) => e.search.mode === 'match')
    .map((e) => `${e.resource.resourceType}/${e.resource.id}`)

test('POST [type]/_search with a form body answers as GET does', async ({ request }) => {
  const byGet = await request.get('/fhir/Basic?code=formulary-item&_count=5', { headers: FHIR })
  expect(byGet.status()).toBe(200)
  const byPost = await request.post('/fhir/Basic/_search', {
    headers: { ...FHIR, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'code=formulary-item&_count=5',
  })
  expect(byPost.status()).toBe(200)
  const [got, posted] = [(await byGet.json()) as Json, (await byPost.json()) as Json]
  expect(posted.total).toBe(got.total)
  expect(ids(posted)).toEqual(ids(got))
})

test('an address searched by its text, commas escaped, finds the place', async ({ request }) => {
  const first = (await (
    await request.get('/fhir/Location?type=PHARM&_count=1', { headers: FHIR })
  ).json()) as Json
  const location = first.entry![0]!.resource
  const value = String(location.address?.text).replaceAll(',', '\\,')
  const found = (await (
    await request.get(`/fhir/Location?address=${encodeURIComponent(value)}`, { headers: FHIR })
  ).json()) as Json
  expect(ids(found)).toContain(`Location/${location.id}`)
})

test('OPTIONS answers the CapabilityStatement; another FHIR version is a 406', async ({
  request,
}) => {
  const options = await request.fetch('/fhir/metadata', { method: 'OPTIONS', headers: FHIR })
  expect(options.status()).toBe(200)
  expect(((await options.json()) as Json).resourceType).toBe('CapabilityStatement')
  const r3 = await request.get('/fhir/metadata', {
    headers: { accept: 'application/fhir+json; fhirVersion=3.0' },
  })
  expect(r3.status()).toBe(406)
})

for (const page of [
  {
    path: '/developers/',
    twin: '/es/desarrolladores/',
    heading: 'Developer APIs',
    toggle: 'Change language to: Español',
    section: 'Searching, paging and errors',
  },
  {
    path: '/es/desarrolladores/',
    twin: '/developers/',
    heading: 'API para desarrolladores',
    toggle: 'Cambiar el idioma a: English',
    section: 'Búsquedas, páginas y errores',
  },
]) {
  test(`the developers page ${page.path} documents the API in its language, with its twin`, async ({
    page: browser,
  }) => {
    expect((await browser.goto(page.path))?.status()).toBe(200)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.heading)
    await expect(browser.getByRole('heading', { level: 2, name: page.section })).toBeVisible()
    await expect(browser.getByRole('link', { name: page.toggle })).toHaveAttribute(
      'href',
      page.twin,
    )
    // Its examples name the API's own address and the parameters the server takes.
    await expect(browser.getByText('_summary=true', { exact: false }).first()).toBeVisible()
    await expectNoAxeViolations(browser)
  })
}
