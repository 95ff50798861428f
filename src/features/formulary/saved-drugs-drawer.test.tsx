// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import type { SavedDrug } from '~/plans/formulary-types'
import { LEGACY_SAVED_DRUGS_KEY } from '~/care/care-list'
import { publicConfigQuery } from '~/shared/public-config-query'
import type { PublicConfig } from '~/shared/public-config'
import { savedDrugs, STORAGE_KEY } from './saved-drugs'
import { SavedDrugsDrawer, SavedDrugsPrint } from './saved-drugs-drawer'

const lipitor: SavedDrug = {
  id: 'lipitor',
  name: 'Lipitor',
  year: 2026,
  planSlug: 'ceiba-core-hmo-miami-2026',
  planName: 'Ceiba Core HMO',
  tier: 4,
  covered: true,
}
const metformin: SavedDrug = {
  id: 'metformin',
  name: 'metformin',
  year: 2025,
  planSlug: 'ceiba-giveback-hmo-miami-2025',
  planName: 'Ceiba Giveback HMO',
  tier: 1,
  covered: true,
}

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  cleanup()
  delete document.body.dataset.print
})

function renderDrawer(lang: Lang = 'en') {
  const announce = vi.fn()
  const queryClient = new QueryClient()
  queryClient.setQueryData(publicConfigQuery().queryKey, {
    phone: '1-800-555-0123',
    tty: '711',
  } as PublicConfig)
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(lang)}>
        <SavedDrugsDrawer announce={announce} />
        <SavedDrugsPrint />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return announce
}

describe('SavedDrugsDrawer', () => {
  it('lists saved drugs with their plan year and plan, removes them and keeps the list on the device', async () => {
    savedDrugs.add(lipitor)
    savedDrugs.add(metformin)
    savedDrugs.add(lipitor)
    const announce = renderDrawer()
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: 'My saved drugs (2)' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'My saved drugs' })
    // React Aria's modal: the page behind is hidden from assistive technology and focus is inside.
    expect(opener.closest('[aria-hidden="true"], [inert]')).not.toBeNull()
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(within(dialog).getByRole('heading', { name: 'My saved drugs' })).toBeTruthy()
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('LipitorCeiba Core HMO, plan year 2026Tier 4: Non-preferred drug'),
      expect.stringContaining(
        'metforminCeiba Giveback HMO, plan year 2025Tier 1: Preferred generic',
      ),
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Remove Lipitor' }))
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1)
    expect(announce).toHaveBeenCalledWith('Lipitor was removed from your list.')
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')
    expect(stored.drugs.map((drug: { id: string }) => drug.id)).toEqual(['metformin'])
    expect(stored.drugs[0].savedFrom).toEqual({
      year: 2025,
      planSlug: metformin.planSlug,
      planName: 'Ceiba Giveback HMO',
      tier: 1,
      covered: true,
    })
    expect(opener.textContent).toBe('My saved drugs (1)')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it("sets each drug's dose, quantity and 30- or 90-day fill in the care list", async () => {
    savedDrugs.add(lipitor, ['tablet 10 mg', 'tablet 20 mg'])
    renderDrawer()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'My saved drugs (1)' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('combobox', { name: 'Dose of Lipitor' })).toHaveProperty(
      'value',
      'tablet 10 mg',
    )
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Dose of Lipitor' }),
      'tablet 20 mg',
    )
    await user.click(within(dialog).getByRole('radio', { name: '90-day supply' }))
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of Lipitor per fill' })
    await user.clear(quantity)
    await user.type(quantity, '90')
    await user.tab()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}').drugs[0]).toMatchObject({
      id: 'lipitor',
      dose: 'tablet 20 mg',
      quantity: 90,
      days: 90,
    })
  })

  it('saves an insulin as one package per fill, and a quantity follows the dose until changed by hand', async () => {
    savedDrugs.add({ ...lipitor, id: 'lantus', name: 'Lantus' }, [
      'vial 100 units/mL',
      'pen injector 100 units/mL',
    ])
    renderDrawer()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'My saved drugs (1)' }))
    const dialog = screen.getByRole('dialog')
    const quantity = () =>
      within(dialog).getByRole('textbox', { name: 'Quantity of Lantus per fill' })
    expect(quantity()).toHaveProperty('value', '1')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Dose of Lantus' }),
      'pen injector 100 units/mL',
    )
    expect(quantity()).toHaveProperty('value', '1')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}').drugs[0]).toMatchObject({
      id: 'lantus',
      dose: 'pen injector 100 units/mL',
      quantity: 1,
    })
  })

  it('shows doses in Spanish on a Spanish page and keeps the stored dose as it was', async () => {
    savedDrugs.add(lipitor, ['vial 100 units/mL', 'tablet 10 mg'])
    renderDrawer('es')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mis medicamentos guardados (1)' }))
    const dialog = screen.getByRole('dialog')
    const dose = within(dialog).getByRole('combobox', { name: 'Dosis de Lipitor' })
    expect(
      within(dose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin elegir', 'vial de 100 unidades/mL', 'tableta de 10 mg'])
    await user.selectOptions(dose, 'tableta de 10 mg')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}').drugs[0].dose).toBe(
      'tablet 10 mg',
    )
    expect(document.querySelector('.saved-print')!.textContent).toContain(
      'Lipitor tableta de 10 mg — Suministro de 30 días',
    )
  })

  it('moves a list saved before the care list into it, once', async () => {
    window.localStorage.setItem(
      LEGACY_SAVED_DRUGS_KEY,
      JSON.stringify([lipitor, { ...lipitor, year: 2025 }, metformin, { junk: true }]),
    )
    renderDrawer()
    expect(screen.getByRole('button', { name: 'My saved drugs (2)' })).toBeTruthy()
    expect(window.localStorage.getItem(LEGACY_SAVED_DRUGS_KEY)).toBeNull()
    expect(savedDrugs.list().map((drug) => [drug.id, drug.days, drug.savedFrom?.year])).toEqual([
      ['lipitor', 30, 2026],
      ['metformin', 30, 2025],
    ])
  })

  it('keeps Tab inside the drawer', async () => {
    savedDrugs.add(lipitor)
    renderDrawer()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'My saved drugs (1)' }))
    const dialog = screen.getByRole('dialog')
    const buttons = within(dialog).getAllByRole('button')
    buttons[buttons.length - 1]!.focus()
    await user.tab()
    // Back to the first control of the drawer: the first drug's quantity.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('textbox', { name: 'Quantity of Lipitor per fill' }),
    )
  })

  it('prints a clean list', async () => {
    savedDrugs.add(metformin)
    const print = vi.fn()
    window.print = print
    renderDrawer('es')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mis medicamentos guardados (1)' }))
    await user.click(screen.getByRole('button', { name: 'Imprimir mi lista' }))
    expect(print).toHaveBeenCalledOnce()
    expect(document.body.dataset.print).toBe('saved-drugs')
    const printed = document.querySelector('.saved-print')!
    expect(printed.textContent).toContain('Mis medicamentos guardados de Ceiba Health')
    expect(printed.textContent).toContain(
      'metformin — Suministro de 30 días — Ceiba Giveback HMO, año del plan 2025',
    )
    expect(printed.textContent).toMatch(/Impreso el \d{1,2} de [a-z]+ de \d{4}/)
    expect(printed.textContent).toContain('Llame al 1-800-555-0123 (TTY 711)')
    act(() => void window.dispatchEvent(new Event('afterprint')))
    expect(document.body.dataset.print).toBeUndefined()
  })

  it('shows an empty list with a hint', async () => {
    renderDrawer()
    await userEvent.setup().click(screen.getByRole('button', { name: 'My saved drugs (0)' }))
    expect(screen.getByRole('dialog').textContent).toContain('You have not saved any drugs yet.')
  })
})
