'use strict'
// Builds slices/index.ts (slice id -> lazily loaded component) from the slice folders on disk.
const fs = require('node:fs')
const path = require('node:path')

const HEADER = `import { preloadable, type PreloadableSlice } from '../src/content/preloadable-slice'

/**
 * Every slice id of the library mapped to its lazily loaded component, so a page downloads only
 * the slices it uses (a route loader preloads the ones its document has). A test keeps this map
 * and the models in slices/<Name>/model.json in step; Slice Machine's local adapter
 * (slicemachine/adapter.cjs) rewrites this file when slices change.
 */
export const components: Record<string, PreloadableSlice> = {
`

/** The slice folders of a library with their model ids, sorted by id. */
function readLibrary(libraryDir) {
  return fs
    .readdirSync(libraryDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(libraryDir, entry.name, 'model.json')),
    )
    .map((entry) => ({
      folder: entry.name,
      id: JSON.parse(fs.readFileSync(path.join(libraryDir, entry.name, 'model.json'), 'utf8')).id,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

function buildSliceIndex(libraryDir) {
  const lines = readLibrary(libraryDir).map(
    ({ folder, id }) => `  ${id}: preloadable(() => import('./${folder}')),\n`,
  )
  return `${HEADER}${lines.join('')}}\n`
}

function writeSliceIndex(libraryDir) {
  fs.writeFileSync(path.join(libraryDir, 'index.ts'), buildSliceIndex(libraryDir))
}

module.exports = { buildSliceIndex, writeSliceIndex }
