import type { SharedSliceModel } from '@prismicio/client'
import { renderSliceMock } from '@prismicio/mocks'
import { documentLinkTargets } from '~/content/link-targets.server'
import { unresolvedLinkIds, withLinkTargets } from '~/content/mock-links'

/** One slice variation rendered from its mocks, in the Content API shape a page receives. */
export type SliceExample = {
  sliceName: string
  variationName: string
  anchor: string
  json: string
}

const models = import.meta.glob<SharedSliceModel>('/slices/*/model.json', {
  eager: true,
  import: 'default',
})
const mocks = import.meta.glob<Array<{ variation: string }>>('/slices/*/mocks.json', {
  eager: true,
  import: 'default',
})

/** Every variation of every slice in the library, converted from Slice Machine's mock format. */
export function sliceExamples(): SliceExample[] {
  return Object.entries(models)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, model]) => {
      const sliceMocks = mocks[file.replace(/model\.json$/, 'mocks.json')] ?? []
      return model.variations.flatMap((variation) => {
        const mock = sliceMocks.find((m) => m.variation === variation.id)
        if (!mock) return []
        const slice = {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          ...(renderSliceMock(model as any, mock as any) as object),
          id: `${model.id}$${variation.id}`,
        }
        return [
          {
            sliceName: model.name,
            variationName: variation.name,
            anchor: `${model.id}-${variation.id}`,
            json: JSON.stringify(slice),
          },
        ]
      })
    })
}

/** The examples with their mocks' Document links pointing at the pages they name (mock-links.ts). */
export async function sliceExamplesWithLinks(): Promise<SliceExample[]> {
  const examples = sliceExamples()
  const targets = await documentLinkTargets(
    unresolvedLinkIds(examples.map((example) => JSON.parse(example.json) as unknown)),
  )
  return examples.map((example) => ({
    ...example,
    json: JSON.stringify(withLinkTargets(JSON.parse(example.json) as unknown, targets)),
  }))
}
