// @vitest-environment node
import '../../../tests/support/dom-in-node'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type OpenDatabase } from '../../../db/client.ts'
import { formularySeeder } from '../../../db/seed/formulary.ts'
import { runSeeds } from '../../../db/seed/index.ts'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { DrugCombobox } from './drug-combobox'
import type { DrugSuggestion } from '~/plans/formulary-types'
import { searchDrugs } from './search.server'

// Suggestions come from the real search over a real (in-memory) formulary database.
let open: OpenDatabase
beforeAll(async () => {
  open = await openDatabase({ kind: 'pglite' })
  await runSeeds(open.db, [formularySeeder])
})
afterAll(() => open?.close())
afterEach(cleanup)

function renderBox(lang: Lang, onChoose: (drug: DrugSuggestion) => void = () => {}) {
  return render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <DrugCombobox
        suggest={(query) => searchDrugs(open.db, 'gsc_2026', query)}
        onChoose={onChoose}
      />
    </I18nextProvider>,
  )
}

describe('DrugCombobox', () => {
  it('suggests drugs as you type, announces how many, and is driven by the keyboard', async () => {
    const onChoose = vi.fn()
    renderBox('en', onChoose)
    const user = userEvent.setup()
    const box = screen.getByRole('combobox', { name: 'Drug name' })
    expect(box.getAttribute('aria-expanded')).toBe('false')
    await user.type(box, 'lipi')
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions Drug name' })
    expect(box.getAttribute('aria-controls')).toBe(listbox.id)
    expect(box.getAttribute('aria-expanded')).toBe('true')
    const options = screen.getAllByRole('option')
    expect(options[0]?.textContent).toMatch(/^Lipitor/)
    // While the list is open the rest of the page is hidden from screen readers (a modal list).
    expect(
      screen.getByRole('status', { hidden: true }).closest('[aria-hidden="true"]'),
    ).not.toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('data-focused')).toBe('true')
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lipitor', name: 'Lipitor' }),
    )
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect((box as HTMLInputElement).value).toBe('Lipitor')
    // Putting the chosen name in the box must not open the suggestions again.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape and finds misspelled names', async () => {
    renderBox('en')
    const user = userEvent.setup()
    const box = screen.getByRole('combobox', { name: 'Drug name' })
    await user.type(box, 'metfromin')
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^metformin/))
    await user.keyboard('{Escape}')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('says so when nothing matches, in Spanish too', async () => {
    renderBox('es')
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Nombre del medicamento' }), 'qqqzzxx')
    await user.click(screen.getByRole('button', { name: 'Buscar' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos encontrar ningún medicamento que coincida con su búsqueda — asegúrese de revisar la ortografía',
    )
  })

  it("searches on Enter while the suggestions are open and none is picked (a phone's Go key)", async () => {
    const onChoose = vi.fn()
    renderBox('es', onChoose)
    const user = userEvent.setup()
    const box = screen.getByRole('combobox', { name: 'Nombre del medicamento' })
    await user.type(box, 'lipi')
    await screen.findByRole('listbox')
    expect(box.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { level: 2 })
    expect(heading.textContent).toContain('lipi')
    expect(screen.getByRole('button', { name: /Lipitor/ })).toBeTruthy()
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('lists every match after a search, each a way to its coverage', async () => {
    const onChoose = vi.fn()
    renderBox('en', onChoose)
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Drug name' }), 'insulin glar')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await user.click(
      await screen.findByRole('button', { name: 'View coverage of insulin glargine' }),
    )
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'insulin-glargine' }))
  })
})
