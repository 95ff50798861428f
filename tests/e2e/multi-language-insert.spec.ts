import { expect } from '@playwright/test'
import { pdfPageStrings } from '../support/pdf-text'
import { test } from './test'

// The plan's required materials, served by the production server, end with the multi-language
// insert (42 CFR 422.2267(e)(31)): read from the published nondiscrimination notice and settings
// documents through the content client, as a member downloading the PDF gets it.
const cases = [
  {
    lang: 'en',
    heading: 'Multi-language insert',
    names: ['English', 'Spanish', 'Arabic', 'Hindi', 'Japanese'],
    files: [
      '/documents/plans/2026/ceiba-core-ppo-birmingham-2026/summary-of-benefits-en.pdf',
      '/plan-documents/files/2026-provider-pharmacy-directory-al-en.pdf',
    ],
  },
  {
    lang: 'es',
    heading: 'Aviso en varios idiomas',
    names: ['Inglés', 'Español', 'Árabe', 'Hindi', 'Japonés'],
    files: [
      '/documents/plans/2026/ceiba-core-ppo-birmingham-2026/summary-of-benefits-es.pdf',
      '/plan-documents/files/2026-provider-pharmacy-directory-al-es.pdf',
    ],
  },
] as const

for (const c of cases) {
  test(`a Summary of Benefits and a printed directory end with the multi-language insert (${c.lang})`, async ({
    request,
  }) => {
    // A process's first insert reads the content repository and shapes seven fonts (seconds; a
    // minute on a loaded machine): each later document only copies the finished page.
    test.setTimeout(240_000)
    for (const file of c.files) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      const last = (await pdfPageStrings(await response.body())).at(-1)!
      expect(last[0], file).toBe(c.heading)
      for (const name of c.names) expect(last, `${file} ${name}`).toContain(name)
      expect(last.join(' ').split('1-800-555-0123').length - 1, file).toBe(17)
    }
  })
}
