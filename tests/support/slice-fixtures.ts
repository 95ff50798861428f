import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SharedSlice, SharedSliceModel } from '@prismicio/client'
import { renderSliceMock } from '@prismicio/mocks'

/** The slice library on disk: folder name, model.json and mocks.json of every slice. */
export type SliceOnDisk = { folder: string; model: SharedSliceModel; mocks: Array<{ variation: string }> }

export function readSliceLibrary(root = 'slices'): SliceOnDisk[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(root, entry.name)).includes('model.json'))
    .map((entry) => ({
      folder: entry.name,
      model: JSON.parse(readFileSync(join(root, entry.name, 'model.json'), 'utf8')) as SharedSliceModel,
      mocks: JSON.parse(readFileSync(join(root, entry.name, 'mocks.json'), 'utf8')) as Array<{ variation: string }>,
    }))
}

/** A mock in the Content API shape, exactly as Slice Machine's simulator would receive it. */
export function apiSliceFromMock(slice: SliceOnDisk, variation: string): SharedSlice {
  const mock = slice.mocks.find((m) => m.variation === variation)
  if (!mock) throw new Error(`${slice.model.id} has no mock for ${variation}`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const api = renderSliceMock(slice.model as any, mock as any) as SharedSlice
  return { ...api, id: `${slice.model.id}$${variation}` }
}
