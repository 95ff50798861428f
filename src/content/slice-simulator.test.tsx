// @vitest-environment jsdom
import type { SliceZone } from '@prismicio/client'
import { renderSliceMock } from '@prismicio/mocks'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../tests/support/render-with-router'
import { readSliceLibrary } from '../../tests/support/slice-fixtures'
import { documentLinkTargets } from './link-targets.server'
import { SliceSimulator, withLinkAddresses } from './slice-simulator'

/** What Slice Machine sends for the Hero's mock: its Document links carry an id only. */
const hero = readSliceLibrary().find((slice) => slice.folder === 'Hero')!
/* eslint-disable @typescript-eslint/no-explicit-any -- Slice Machine's mock renderer types its input loosely */
const sent = [
  {
    ...(renderSliceMock(
      hero.model as any,
      hero.mocks.find((mock) => mock.variation === 'default') as any,
    ) as object),
    id: 'hero$default',
  },
] as unknown as SliceZone
/* eslint-enable @typescript-eslint/no-explicit-any */

// Slice Machine's side of the frame: the simulator receives `sent` as soon as it starts.
vi.mock('@prismicio/simulator/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@prismicio/simulator/kit')>()
  class SimulatorManager {
    handlers = new Map<string, (value: unknown) => void>()
    state = {
      on: (event: string, handler: (value: unknown) => void) => this.handlers.set(event, handler),
      off: () => undefined,
    }
    init = async () => this.handlers.get(kit.StateEventType.Slices)?.(sent)
  }
  return { ...kit, SimulatorManager }
})

// The server function, answered by the server code it calls (the real client over the embedded repository).
const asked: string[][] = []
vi.mock('./link-targets.functions', () => ({
  getDocumentLinkTargets: ({ data }: { data: { ids: string[] } }) => (
    asked.push(data.ids),
    documentLinkTargets(data.ids)
  ),
}))

afterEach(cleanup)

describe('the slice simulator', () => {
  it('shows the real address of a Document link Slice Machine sends by id only', async () => {
    expect(JSON.stringify(sent)).not.toContain('/find-a-plan/')
    await renderWithRouter(<SliceSimulator />, 'en')
    // The slice loads lazily and the first read of the repository builds its path map: allow for both.
    await waitFor(
      () => {
        expect(screen.getByRole('link', { name: 'Find a plan' }).getAttribute('href')).toBe(
          '/find-a-plan/',
        )
        expect(screen.getByRole('link', { name: 'Request a call' }).getAttribute('href')).toBe(
          '/request-call/',
        )
      },
      { timeout: 10_000 },
    )
  })

  it('asks only for links without an address, and leaves slices without them alone', async () => {
    asked.length = 0
    const slice = sent[0]!
    const withAddress = [
      {
        ...slice,
        primary: {
          ...slice.primary,
          secondary_link: { link_type: 'Document', id: 'Wg5j73NyJd1r4ccG', url: '/kept/' },
        },
      },
    ] as SliceZone
    const linked = (await withLinkAddresses(withAddress))[0]!.primary as Record<
      string,
      { url?: string }
    >
    expect(asked).toEqual([['dpCt850BHHHPWDMN']])
    expect(linked.primary_link!.url).toBe('/find-a-plan/')
    expect(linked.secondary_link!.url).toBe('/kept/')
    const none = [
      { slice_type: 'rich_text', id: 'x', primary: {}, items: [] },
    ] as unknown as SliceZone
    expect(await withLinkAddresses(none)).toBe(none)
  })
})
