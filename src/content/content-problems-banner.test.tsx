// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { ContentProblemsBanner } from './content-problems-banner'

const problems = [
  {
    file: 'content/page/en-us/about-us.json',
    line: 4,
    column: 3,
    message:
      "is not valid JSON (Expected ',' or '}' after property value): look for a missing comma, quote or bracket at or just before line 4",
    kept: true,
  },
  {
    file: 'content/_drafts/page/es-mx/nuevo.json',
    line: 16,
    column: 3,
    message: 'field lang: Invalid string',
    kept: false,
  },
]

describe('the development banner of content problems', () => {
  afterEach(cleanup)

  it.each([
    [
      'en',
      'Development: 2 content files could not be served.',
      'The site shows its last good version until then.',
      'It is left out of the site until then.',
    ],
    [
      'es',
      'Desarrollo: no se pudieron publicar 2 archivos de contenido.',
      'Mientras tanto, el sitio muestra su última versión correcta.',
      'Mientras tanto, queda fuera del sitio.',
    ],
  ] as const)(
    'names each file, its line and what happens to it (%s)',
    (lang, title, kept, leftOut) => {
      render(
        <I18nextProvider i18n={i18nFor(lang)}>
          <ContentProblemsBanner problems={problems} />
        </I18nextProvider>,
      )
      const alert = screen.getByRole('alert')
      expect(alert).toHaveProperty('textContent', expect.stringContaining(title))
      const items = screen.getAllByRole('listitem').map((item) => item.textContent)
      expect(items[0]).toContain('content/page/en-us/about-us.json:4:3')
      expect(items[0]).toContain(kept)
      expect(items[1]).toContain('content/_drafts/page/es-mx/nuevo.json:16:3 field lang')
      expect(items[1]).toContain(leftOut)
    },
  )
})
