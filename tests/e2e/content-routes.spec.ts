import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'
import { previewLink } from './preview-link'

type Doc = {
  id: string
  uid: string
  lang: string
  alternate_languages: Array<{ uid: string }>
  data: Record<string, unknown>
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Doc
const pagesIn = (code: string) => {
  const dir = `content/page/${code}`
  return existsSync(dir) ? readdirSync(dir).map((name) => read(`${dir}/${name}`)) : []
}
const heroTitle = (doc: Doc) =>
  (doc.data.slices as Array<{ slice_type: string; primary: { title?: string } }>).find(
    (slice) => slice.slice_type === 'hero',
  )?.primary.title

const cases = [
  {
    lang: 'en',
    locale: 'en-US',
    draftId: 'draft-open-house-en',
    draftPath: '/open-house/',
    draftTwin: '/es/casa-abierta/',
    draftHeading: 'Open house at the Hialeah care center',
    draftTitle: 'Open house at the Hialeah care center | Ceiba Health',
    loading: 'Loading preview…',
    banner: 'You are viewing a preview',
    exit: 'Exit preview',
    reference: '/_page/',
    notFound: 'Page Not Found',
    footerPath: 'about-us',
    twinHrefLang: 'es',
  },
  {
    lang: 'es',
    locale: 'es-MX',
    draftId: 'draft-open-house-es',
    draftPath: '/es/casa-abierta/',
    draftTwin: '/open-house/',
    draftHeading: 'Casa abierta en el centro de atención de Hialeah',
    draftTitle: 'Casa abierta en el centro de atención de Hialeah | Ceiba Health',
    loading: 'Cargando la vista previa…',
    banner: 'Está viendo una vista previa',
    exit: 'Salir de la vista previa',
    reference: '/es/_page-es/',
    notFound: 'Página no encontrada',
    footerPath: 'sobre-nosotros',
    twinHrefLang: 'en',
  },
] as const

for (const c of cases) {
  test.describe(`content routes (${c.lang})`, () => {
    test.use({ locale: c.locale })

    test(`preview shows a draft until the editor exits (${c.lang})`, async ({ page }) => {
      expect((await page.goto(c.draftPath))?.status()).toBe(404)

      // Hold the server call a moment so the loading message can be read, as on a slow link.
      await page.route('**/_serverFn/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await route.continue()
      })
      await page.goto(previewLink(c.draftId))
      await expect(page.getByRole('status').filter({ hasText: c.loading })).toBeVisible()
      await page.waitForURL(`**${c.draftPath}`)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.draftHeading)
      await expect(page).toHaveTitle(c.draftTitle)
      // Draft HTML is private to this browser and never cached (decision 0012).
      expect((await page.request.get(c.draftPath)).headers()['cache-control']).toBe(
        'private, no-store',
      )
      const banner = page.getByRole('region', {
        name: c.lang === 'en' ? 'Preview' : 'Vista previa',
      })
      await expect(banner).toContainText(c.banner)
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator(`link[hreflang=${c.twinHrefLang}]`)).toHaveAttribute(
        'href',
        new RegExp(`${c.draftTwin}$`),
      )
      await expectNoAxeViolations(page)

      await banner.getByRole('button', { name: c.exit }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.notFound)
      await expect(page).toHaveURL(new RegExp(`${c.draftPath}$`))
      expect((await page.reload())?.status()).toBe(404)
      await expectNoAxeViolations(page)
    })

    test(`preview shows a draft of a functional page's document around its feature (${c.lang})`, async ({
      page,
    }) => {
      const finder =
        c.lang === 'en'
          ? { path: '/find-a-plan/', uid: 'find-a-plan', code: 'en-us' }
          : { path: '/es/encontrar-un-plan/', uid: 'encontrar-un-plan', code: 'es-mx' }
      const published = read(`content/page/${finder.code}/${finder.uid}.json`)
      const draft = read(`content/_drafts/page/${finder.code}/${finder.uid}.json`)
      expect(draft.id).toBe(published.id)
      await page.goto(finder.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(heroTitle(published)))

      await page.goto(previewLink(draft.id))
      await page.waitForURL(`**${finder.path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(heroTitle(draft)))
      // The feature itself is still there, where the draft's Feature slice places it.
      await expect(
        page.locator(
          '[data-slice-type="feature"][data-feature="plan_finder"] input[autocomplete="postal-code"]',
        ),
      ).toBeVisible()
      const banner = page.getByRole('region', {
        name: c.lang === 'en' ? 'Preview' : 'Vista previa',
      })
      await expectNoAxeViolations(page)
      await banner.getByRole('button', { name: c.exit }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(heroTitle(published)))
    })

    test(`a preview link with a wrong token does not enter preview (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(`/preview/?token=not-a-token&documentId=${c.draftId}`)
      await expect(page.getByRole('alert')).toBeVisible()
      expect((await page.goto(c.draftPath))?.status()).toBe(404)
      await expectNoAxeViolations(page)
      // The old fixed token, a token signed with another secret and an expired one open nothing either.
      for (const link of [
        `/preview/?token=embedded-preview&documentId=${c.draftId}`,
        previewLink(c.draftId, { secret: 'x'.repeat(40) }),
        previewLink(c.draftId, { minutes: -1 }),
      ]) {
        await page.goto(link)
        await expect(page.getByRole('alert')).toBeVisible()
        expect((await page.goto(c.draftPath))?.status()).toBe(404)
      }
    })

    test(`a reference document with a null path is a 404 (${c.lang})`, async ({ page }) => {
      expect((await page.goto(c.reference))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.notFound)
      await expectNoAxeViolations(page)
    })

    test(`a footer page renders from its document (${c.lang})`, async ({ page }) => {
      const doc = pagesIn(c.lang === 'en' ? 'en-us' : 'es-mx').find(
        (candidate) => candidate.data.path === c.footerPath,
      )
      test.skip(!doc, `no page document with path ${c.footerPath} in content/ yet`)
      const response = await page.goto(`${c.lang === 'en' ? '' : '/es'}/${c.footerPath}/`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(String(doc!.data.meta_title))
      const heading = heroTitle(doc!)
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator(`link[hreflang=${c.twinHrefLang}]`)).toHaveCount(1)
      await expectNoAxeViolations(page)
    })

    test(`an article renders at its resources path with its twin (${c.lang})`, async ({ page }) => {
      const english = 'content/article/en-us/new-to-medicare.json'
      test.skip(!existsSync(english), 'no new-to-medicare article in content/ yet')
      const source = read(english)
      const twin = source.alternate_languages[0]?.uid
      const doc =
        c.lang === 'en' ? source : twin ? read(`content/article/es-mx/${twin}.json`) : null
      test.skip(!doc, 'the article has no Spanish twin yet')
      const path = c.lang === 'en' ? `/resources/${source.uid}/` : `/es/recursos/${doc!.uid}/`
      expect((await page.goto(path))?.status()).toBe(200)
      await expect(page).toHaveTitle(String(doc!.data.meta_title))
      const other = c.lang === 'en' ? `/es/recursos/${twin}/` : `/resources/${source.uid}/`
      await expect(
        page.getByRole('link', {
          name: c.lang === 'en' ? 'Change language to: Español' : 'Cambiar el idioma a: English',
        }),
      ).toHaveAttribute('href', other)
      await expectNoAxeViolations(page)
    })
  })
}
