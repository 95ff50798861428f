import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSliceLibrary } from '../tests/support/slice-fixtures'
import { components } from './index'

const library = readSliceLibrary()

describe('slice library registry', () => {
  it('has a component for every model and a model for every component', () => {
    const modelIds = library.map((slice) => slice.model.id).sort()
    expect(Object.keys(components).sort()).toEqual(modelIds)
  })

  it('keeps each slice in one PascalCase folder with model, mocks and component', () => {
    const folders = readdirSync('slices', { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )
    for (const folder of folders) {
      expect(folder.name, 'folder name').toMatch(/^[A-Z][A-Za-z0-9]*$/)
      for (const file of ['model.json', 'mocks.json', 'index.tsx']) {
        expect(existsSync(join('slices', folder.name, file)), `${folder.name}/${file}`).toBe(true)
      }
    }
  })

  it('uses snake_case slice ids and has a mock for every variation', () => {
    for (const { model, mocks } of library) {
      expect(model.id).toMatch(/^[a-z][a-z0-9_]*$/)
      expect(mocks.map((mock) => mock.variation).sort()).toEqual(
        model.variations.map((v) => v.id).sort(),
      )
    }
  })
})
