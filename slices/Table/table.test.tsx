// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { cleanup, render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import Table from './index'

afterEach(cleanup)

/** The multi-language insert's table as the nondiscrimination notice holds it, in each language. */
function insertSlice(file: string) {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    data: { slices: Array<{ slice_type: string }> }
  }
  return doc.data.slices.find((slice) => slice.slice_type === 'table')!
}

function rows(file: string, lang: Lang) {
  const slice = insertSlice(file)
  const { container } = render(
    <I18nextProvider i18n={i18nFor(lang)}>
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
      <Table slice={slice as any} index={0} slices={[slice as any]} context={{}} />
    </I18nextProvider>,
  )
  return [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => [cell.getAttribute('lang'), cell.dir]),
  )
}

describe('Table slice: the language of each passage (WCAG 2.2 SC 3.1.2)', () => {
  it.each([
    ['content/page/en-us/nondiscrimination-notice.json', 'en'],
    ['content/page/es-mx/aviso-no-discriminacion.json', 'es'],
  ] as const)('marks each passage of the multi-language insert in %s', (file, lang) => {
    const cells = rows(file, lang)
    expect(cells).toHaveLength(17)
    // The language's name is in the page's language; the passage in its own, Arabic right to left.
    expect(cells.map(([name]) => name![0])).toEqual(Array(17).fill(null))
    expect(cells.map(([, passage]) => passage![0])).toEqual([
      'en',
      'es',
      'zh-Hans',
      'zh-Hant',
      'tl',
      'fr',
      'vi',
      'de',
      'ko',
      'ru',
      'ar',
      'hi',
      'it',
      'pt',
      'ht',
      'pl',
      'ja',
    ])
    expect(cells.filter(([, passage]) => passage![1] === 'rtl')).toHaveLength(1)
  })
})
