import type { Slice } from '@prismicio/client'
import { SliceZone, type SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import { Part } from '~/ui/part'
import { preloadChunksOf, sliceModule } from './chunk-preloads'
import type { Lang } from '~/i18n/locales'
import { components } from '../../slices/index'
import type { PageFeature, SliceContext } from './features'

/**
 * A slice type with no component: nothing in production; in development a visible note, so a
 * developer sees the gap before an editor does.
 */
export function MissingSlice({ slice }: SliceComponentProps) {
  const { t } = useTranslation('content')
  if (!import.meta.env.DEV) return null
  const type = 'slice_type' in slice ? slice.slice_type : slice.type
  return (
    <div className="slice-missing" role="note" data-slice-type={type}>
      {t('sliceZone.missing', { type })}
    </div>
  )
}

/** Each slice is a part React hydrates on its own (ui/part.tsx). */
const componentsAsParts = Object.fromEntries(
  Object.entries(components).map(([type, Slice]) => [
    type,
    function SlicePart(props: SliceComponentProps) {
      preloadChunksOf([sliceModule(type)])
      return (
        <Part>
          <Slice {...props} />
        </Part>
      )
    },
  ]),
)

/** Renders a document's slice zone with the library's lazily loaded components. */
export function ContentSliceZone({
  slices,
  lang,
  feature,
}: {
  slices: readonly Slice[]
  lang: Lang
  feature?: PageFeature
}) {
  const context: SliceContext = { lang, feature }
  return (
    <Part>
      <SliceZone
        slices={slices}
        components={componentsAsParts}
        defaultComponent={MissingSlice}
        context={context}
      />
    </Part>
  )
}

/** Loads the components of a document's slices, so its page renders them without a Suspense gap. */
export async function preloadSlices(
  slices: ReadonlyArray<{ slice_type: string }> | undefined,
): Promise<void> {
  const types = new Set((slices ?? []).map((slice) => slice.slice_type))
  await Promise.all([...types].map((type) => components[type]?.preload()))
}

/**
 * On the browser's first load: the components of the slices the server rendered, so hydration
 * waits for them and a visitor never meets a slice that shows but does not yet respond.
 */
export function preloadRenderedSlices(): Promise<void> {
  const rendered = document.querySelectorAll<HTMLElement>('main [data-slice-type]')
  return preloadSlices(
    Array.from(rendered, (element) => ({ slice_type: element.dataset.sliceType ?? '' })),
  )
}
