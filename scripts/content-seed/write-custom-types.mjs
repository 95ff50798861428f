// Bootstrap: writes customtypes/<id>/index.json. Slice Machine owns them after; --force overwrites.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CUSTOM_TYPES } from './custom-types.mjs'

for (const type of CUSTOM_TYPES) {
  const path = join('customtypes', type.id, 'index.json')
  if (existsSync(path) && !process.argv.includes('--force')) continue
  mkdirSync(join('customtypes', type.id), { recursive: true })
  writeFileSync(path, `${JSON.stringify(type, null, 2)}\n`)
}
console.log(`${CUSTOM_TYPES.length} custom types`)
