import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SharedSlice, SharedSliceModel } from '@prismicio/client'
import { renderSliceMock } from '@prismicio/mocks'
import { QueryClient } from '@tanstack/react-query'
import { FORMULARIES } from '../../db/seed/formulary-rules'
import { withMockLinks } from '../../src/content/mock-links'
import { buildPagePathMap } from '../../src/content/routes'
import type { Lang } from '../../src/i18n/locales'
import type { CriteriaDocument } from '../../src/plans/criteria-documents'
import { criteriaDocumentsQuery } from '../../src/plans/criteria-documents-query'
import { criteriaPdfPath } from '../../src/plans/criteria-keys'
import { readJsonTree } from './content-validator'

type Target = {
  id: string
  type: string
  uid: string | null
  lang: string
  data: { path?: unknown }
}
let repository: { byId: Map<string, Target>; map: ReturnType<typeof buildPagePathMap> } | undefined
/** The published documents a mock's Document links name, read once. */
function contentRepository() {
  if (!repository) {
    const docs = readJsonTree<Target>('content').filter((doc) => !doc.file.includes('_drafts'))
    repository = {
      byId: new Map(docs.map((doc) => [doc.id, doc])),
      map: buildPagePathMap(docs.filter((doc) => doc.type === 'page')),
    }
  }
  return repository
}

/** The slice library on disk: folder name, model.json and mocks.json of every slice. */
export type SliceOnDisk = {
  folder: string
  model: SharedSliceModel
  mocks: Array<{ variation: string }>
}

export function readSliceLibrary(root = 'slices'): SliceOnDisk[] {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && readdirSync(join(root, entry.name)).includes('model.json'),
    )
    .map((entry) => ({
      folder: entry.name,
      model: JSON.parse(
        readFileSync(join(root, entry.name, 'model.json'), 'utf8'),
      ) as SharedSliceModel,
      mocks: JSON.parse(readFileSync(join(root, entry.name, 'mocks.json'), 'utf8')) as Array<{
        variation: string
      }>,
    }))
}

/** A mock in the Content API shape, exactly as Slice Machine's simulator would receive it. */
export function apiSliceFromMock(slice: SliceOnDisk, variation: string): SharedSlice {
  const mock = slice.mocks.find((m) => m.variation === variation)
  if (!mock) throw new Error(`${slice.model.id} has no mock for ${variation}`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rendered = renderSliceMock(slice.model as any, mock as any) as SharedSlice
  const { byId, map } = contentRepository()
  const api = withMockLinks(rendered, (id) => byId.get(id), map)
  return { ...api, id: `${slice.model.id}$${variation}` }
}

/**
 * A query client holding what the data-fed slices read (criteria-documents-query.ts) for the
 * plan years of their mocks, so a slice renders from its mocks without a server: the formularies
 * of the seed data with made-up sizes and counts.
 */
export function sliceQueryClient(lang: Lang): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const year of new Set(FORMULARIES.map((formulary) => formulary.year))) {
    const documents: CriteriaDocument[] = FORMULARIES.filter(
      (formulary) => formulary.year === year,
    ).map((formulary, index) => ({
      key: formulary.key,
      code: formulary.code,
      lang,
      url: criteriaPdfPath(formulary.key, lang),
      bytes: 40_000 + 1024 * index,
      drugs: { prior_authorization: 100 + index, step_therapy: 20 + index },
    }))
    queryClient.setQueryData(criteriaDocumentsQuery(year, lang).queryKey, documents)
  }
  return queryClient
}
