import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { FeatureSlice } from '~/content/types.generated'
import { FeatureView, type SliceContext } from '~/content/features'

/**
 * Places a feature among the page's slices: the page's own feature (the route gives it through
 * the slice zone's context), or one of the forms any page may hold (src/ui/form-slots.tsx).
 */
export default function Feature({
  slice,
  context,
}: SliceComponentProps<FeatureSlice, SliceContext>) {
  const { primary } = slice
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = isFilled.keyText(primary.title) ? 'section' : 'div'
  return (
    <Wrapper
      className="slice feature"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      data-feature={primary.feature ?? undefined}
    >
      {isFilled.keyText(primary.title) && <h2>{primary.title}</h2>}
      {isFilled.keyText(primary.intro) && <p>{primary.intro}</p>}
      <FeatureView id={primary.feature} context={context} />
    </Wrapper>
  )
}
