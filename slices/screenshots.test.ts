import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSliceLibrary } from '../tests/support/slice-fixtures'

// Slice Machine shows `slices/<Folder>/screenshot-<variationId>.png` in its slice library (read
// through the adapter's slice:asset:read hook); `npm run slices:screenshots` makes them all.
const REMAKE = 'run `npm run slices:screenshots` and commit the PNGs'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const MIN_BYTES = 1024
const MAX_BYTES = 1024 * 1024

const library = readSliceLibrary()
const screenshotsOf = (folder: string) =>
  readdirSync(join('slices', folder)).filter((file) => /^screenshot-.+\.png$/.test(file))

describe('slice screenshots for Slice Machine', () => {
  it('has a screenshot for every variation of every slice', () => {
    const missing = library.flatMap(({ folder, model }) => {
      const present = screenshotsOf(folder)
      return model.variations
        .map((variation) => `screenshot-${variation.id}.png`)
        .filter((file) => !present.includes(file))
        .map((file) => `${folder}/${file}`)
    })
    expect(missing, `missing screenshots: ${REMAKE}`).toEqual([])
  })

  it('has no screenshot of a variation that no longer exists', () => {
    const stale = library.flatMap(({ folder, model }) => {
      const variations = new Set(model.variations.map((variation) => variation.id))
      return screenshotsOf(folder)
        .filter((file) => !variations.has(file.replace(/^screenshot-(.+)\.png$/, '$1')))
        .map((file) => `${folder}/${file}`)
    })
    expect(stale, 'screenshots naming no variation of their slice: delete them').toEqual([])
  })

  it('keeps every screenshot a real, committable PNG', () => {
    const problems = library.flatMap(({ folder }) =>
      screenshotsOf(folder).flatMap((file) => {
        const bytes = readFileSync(join('slices', folder, file))
        const where = `${folder}/${file}`
        if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return [`${where}: not a PNG (signature)`]
        if (bytes.toString('latin1', 12, 16) !== 'IHDR')
          return [`${where}: not a PNG (no IHDR header chunk)`]
        const width = bytes.readUInt32BE(16)
        const height = bytes.readUInt32BE(20)
        if (width < 16 || height < 16)
          return [`${where}: ${width}×${height} px is not a picture of a slice`]
        if (bytes.length < MIN_BYTES)
          return [`${where}: ${bytes.length} bytes is too small to show a slice`]
        if (bytes.length > MAX_BYTES)
          return [`${where}: ${Math.round(bytes.length / 1024)} KiB is too large to commit`]
        return []
      }),
    )
    expect(problems, REMAKE).toEqual([])
  })
})
