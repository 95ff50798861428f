// Bootstrap: writes slices/<Name>/model.json and mocks.json from slice-models.mjs and slice-mocks.mjs.
// After the first run Slice Machine owns these files; pass --force to overwrite them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SLICE_MOCKS } from './slice-mocks.mjs'
import { SLICE_MODELS } from './slice-models.mjs'
import { toInternalMock } from './to-internal.mjs'

const force = process.argv.includes('--force')

for (const model of SLICE_MODELS) {
  const dir = join('slices', model.name)
  mkdirSync(dir, { recursive: true })
  const mocks = model.variations.map((variation) => {
    const primary = SLICE_MOCKS[model.id]?.[variation.id]
    if (!primary) throw new Error(`No mock for ${model.id}/${variation.id}`)
    return toInternalMock(model, { slice_type: model.id, variation: variation.id, primary })
  })
  for (const [file, data] of [['model.json', model], ['mocks.json', mocks]]) {
    const path = join(dir, file)
    if (existsSync(path) && !force) continue
    writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`)
  }
}
console.log(`${SLICE_MODELS.length} slices`)
