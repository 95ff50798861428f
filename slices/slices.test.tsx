// @vitest-environment jsdom
import axe from 'axe-core'
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiSliceFromMock,
  readSliceLibrary,
  sliceQueryClient,
} from '../tests/support/slice-fixtures'
import { renderWithRouter } from '../tests/support/render-with-router'
import type { ContactBlockSlice } from '~/content/types.generated'
import { components } from './index'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const LOREM = /lorem|ipsum|dolor sit/i

const cases = readSliceLibrary().flatMap((slice) =>
  slice.model.variations.map((variation) => ({
    name: `${slice.folder} / ${variation.id}`,
    slice,
    variation: variation.id,
  })),
)

afterEach(cleanup)

describe('every slice variation renders from its mocks', () => {
  it.each(cases)('$name renders accessibly', async ({ slice, variation }) => {
    const data = apiSliceFromMock(slice, variation)
    expect(JSON.stringify(data)).not.toMatch(LOREM)
    const Component = components[data.slice_type]
    expect(Component, `component for ${data.slice_type}`).toBeDefined()
    if (!Component) return
    const { container } = await renderWithRouter(
      <Component slice={data} index={0} slices={[data]} context={{}} />,
      'en',
      sliceQueryClient('en'),
    )
    const root = await waitFor(() => {
      const found = container.querySelector(`[data-slice-type="${data.slice_type}"]`)
      if (!found) throw new Error('slice not rendered yet')
      return found
    })
    expect(root.getAttribute('data-slice-variation')).toBe(variation)
    expect(root.textContent?.trim().length).toBeGreaterThan(0)
    const results = await axe.run(container, { runOnly: { type: 'tag', values: WCAG } })
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })

  it('renders Spanish interface strings around editor copy', async () => {
    const contact = readSliceLibrary().find((slice) => slice.model.id === 'contact_block')
    if (!contact) throw new Error('no contact_block slice')
    const data = apiSliceFromMock(contact, 'default')
    const Component = components.contact_block
    if (!Component) throw new Error('no component')
    const { findByRole } = await renderWithRouter(
      <Component slice={data} index={0} slices={[data]} context={{}} />,
      'es',
    )
    expect(await findByRole('link', { name: 'Llame al 1-800-555-0123' })).toHaveProperty(
      'href',
      'tel:+18005550123',
    )
  })

  it("gives Member Services' number, TTY and today's hours from the settings document, whatever the block once held", async () => {
    const contact = readSliceLibrary().find((slice) => slice.model.id === 'contact_block')
    if (!contact) throw new Error('no contact_block slice')
    const data = apiSliceFromMock(contact, 'default') as ContactBlockSlice
    const stale = {
      ...data,
      primary: {
        ...data.primary,
        line: 'member_services',
        phone: '1-800-555-9999',
        tty: '0',
        hours: 'weekdays_saturday',
      },
    } as ContactBlockSlice
    const Component = components.contact_block
    if (!Component) throw new Error('no component')
    const { findByRole, container } = await renderWithRouter(
      <Component slice={stale} index={0} slices={[stale]} context={{}} />,
      'en',
    )
    expect(await findByRole('link', { name: 'Call 1-800-555-0123' })).toHaveProperty(
      'href',
      'tel:+18005550123',
    )
    expect(container.textContent).toContain('TTY 711')
    // November: the seven-day season, the statement the call bar shows (settings hours_every_day).
    expect(container.querySelector('.contact-block__hours')?.textContent).toBe(
      '8am–8pm local time, every day',
    )
  })

  it("a team's own number keeps its number, with the settings document's wording of its hours", async () => {
    const contact = readSliceLibrary().find((slice) => slice.model.id === 'contact_block')
    if (!contact) throw new Error('no contact_block slice')
    const data = apiSliceFromMock(contact, 'default') as ContactBlockSlice
    const own = {
      ...data,
      primary: {
        ...data.primary,
        line: 'own_number',
        phone: '1-800-555-0140',
        tty: '711',
        hours: 'weekdays_saturday',
      },
    } as ContactBlockSlice
    const Component = components.contact_block
    if (!Component) throw new Error('no component')
    const { findByRole, container } = await renderWithRouter(
      <Component slice={own} index={0} slices={[own]} context={{}} />,
      'es',
    )
    expect(await findByRole('link', { name: 'Llame al 1-800-555-0140' })).toHaveProperty(
      'href',
      'tel:+18005550140',
    )
    expect(container.querySelector('.contact-block__hours')?.textContent).toBe(
      'De 8 a. m. a 8 p. m., hora local, de lunes a viernes, y de 8 a. m. a 5 p. m. los sábados',
    )
  })
})
