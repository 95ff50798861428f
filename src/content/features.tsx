import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { FormSlotView, isFormSlotId } from '~/ui/form-slots'
import type { FeatureSlice } from './types.generated'

/** The features editors can place with the Feature slice (its `feature` select, one per feature). */
export type FeatureId = NonNullable<FeatureSlice['primary']['feature']>

/** A route's own feature: the element it built from its URL state and loader data. */
export type PageFeature = { id: FeatureId; element: ReactNode }

/** What every slice component receives as `context`. */
export type SliceContext = { lang: Lang; feature?: PageFeature }

type SliceLike = { slice_type: string; variation?: string; primary?: unknown }

/** The feature a slice places: a Feature slice's choice; the ZIP hero places the plan finder. */
export function placedFeature(slice: SliceLike): string | null {
  if (slice.slice_type === 'hero' && slice.variation === 'zipEntry') return 'plan_finder'
  if (slice.slice_type !== 'feature') return null
  return (slice.primary as { feature?: string } | undefined)?.feature ?? null
}

/** Whether a slice list places the page's feature (so the page need not add it itself). */
export function placesFeature(slices: readonly SliceLike[], id: FeatureId): boolean {
  return slices.some((slice) => placedFeature(slice) === id)
}

/**
 * The feature a Feature slice names: the page's own when the route offers it, else one of the
 * forms any page may hold. Anything else renders nothing in production and a note in development.
 */
export function FeatureView({
  id,
  context,
}: {
  id: FeatureSlice['primary']['feature']
  context: SliceContext | undefined
}) {
  const { t } = useTranslation('content')
  const lang = context?.lang ?? 'en'
  if (id && context?.feature?.id === id) return <>{context.feature.element}</>
  if (isFormSlotId(id)) return <FormSlotView id={id} lang={lang} />
  if (!import.meta.env.DEV) return null
  return (
    <div className="slice-missing" role="note">
      {t('sliceZone.missingFeature', { feature: id ?? '' })}
    </div>
  )
}
