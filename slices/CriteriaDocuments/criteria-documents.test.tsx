// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FORMULARIES } from '../../db/seed/formulary-rules'
import { preloadSliceData } from '../../src/content/slice-data'
import { renderWithRouter } from '../../tests/support/render-with-router'
import {
  apiSliceFromMock,
  readSliceLibrary,
  sliceQueryClient,
} from '../../tests/support/slice-fixtures'
import type { Lang } from '~/i18n/locales'
import { CRITERIA_KINDS } from '~/plans/criteria-documents'
import CriteriaDocuments from './index'

afterEach(cleanup)

const entry = readSliceLibrary().find((slice) => slice.folder === 'CriteriaDocuments')!
const mock = apiSliceFromMock(entry, 'default')
const withFields = (fields: Record<string, unknown>) =>
  ({ ...mock, primary: { ...mock.primary, ...fields } }) as typeof mock

async function render(fields: Record<string, unknown>, lang: Lang) {
  const slice = withFields(fields)
  await renderWithRouter(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <CriteriaDocuments slice={slice as any} index={0} slices={[slice as any]} context={{ lang }} />,
    lang,
    sliceQueryClient(lang),
  )
}

describe('CriteriaDocuments slice', () => {
  it('lists the chosen year’s criteria PDF of each formulary, with its size and the drugs that need approval', async () => {
    await render({ year: '2026', kind: 'prior_authorization' }, 'en')
    const links = await screen.findAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2026 criteria, formulary GSC (PDF, 39 KB)', '/documents/criteria/gsc_2026-en.pdf'],
      ['2026 criteria, formulary GSB (PDF, 40 KB)', '/documents/criteria/gsb_2026-en.pdf'],
    ])
    expect(
      screen.getByText(
        'For plans that use formulary GSC in 2026. It gives the prior authorization criteria of 100 drugs.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Criteria documents' })).toBeTruthy()
  })

  it('speaks Spanish, counts the kind of rule the page is about and names the one list of a year', async () => {
    await render({ year: '2022', kind: 'step_therapy' }, 'es')
    const links = await screen.findAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Criterios 2022, todos los planes (PDF, 39 KB)', '/documents/criteria/2022-es.pdf'],
      ['Criterios 2022, formulario HOU (PDF, 40 KB)', '/documents/criteria/houston_2022-es.pdf'],
    ])
    expect(
      screen.getByText(
        'Para todos los planes con cobertura de medicamentos en 2022. Incluye las reglas de terapia escalonada de 20 medicamentos.',
      ),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'Para los planes que usan el formulario HOU en 2022. Incluye las reglas de terapia escalonada de 21 medicamentos.',
      ),
    ).toBeTruthy()
  })

  it('lists nothing without a year', async () => {
    await render({ year: null }, 'en')
    expect(await screen.findByRole('heading', { name: 'Criteria documents' })).toBeTruthy()
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('offers exactly the plan years that have formularies, and the kinds of rule the data counts', () => {
    const primary = entry.model.variations[0]!.primary as unknown as Record<
      string,
      { config: { options: string[] } }
    >
    const years = [...new Set(FORMULARIES.map((formulary) => String(formulary.year)))]
      .sort()
      .reverse()
    expect(primary.year!.config.options).toEqual(years)
    expect(primary.kind!.config.options).toEqual([...CRITERIA_KINDS])
  })

  it('has its data fetched by the page’s loader, for the year and language of the page', async () => {
    const asked: unknown[] = []
    const queryClient = new QueryClient()
    queryClient.ensureQueryData = ((options: { queryKey: unknown }) => (
      asked.push(options.queryKey),
      Promise.resolve([])
    )) as typeof queryClient.ensureQueryData
    await preloadSliceData(
      queryClient,
      [
        withFields({ year: '2025' }),
        { slice_type: 'rich_text', primary: {} },
        withFields({ year: null }),
      ],
      'es',
    )
    expect(asked).toEqual([['criteriaDocuments', 2025, 'es']])
  })
})
