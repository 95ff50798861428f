import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { CallToActionBannerSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'

export default function CallToActionBanner({
  slice,
}: SliceComponentProps<CallToActionBannerSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  const tone = primary.tone === 'gold' ? 'gold' : 'green'
  return (
    <Wrapper
      className={`slice cta-banner cta-banner--${tone}`}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      <div>
        {hasTitle && <h2>{primary.title}</h2>}
        {isFilled.keyText(primary.body) && <p>{primary.body}</p>}
      </div>
      {(isFilled.link(primary.primary_link) || isFilled.link(primary.secondary_link)) && (
        <p className="cta-banner__actions">
          <ContentLink field={primary.primary_link} className="button button--primary" />
          <ContentLink field={primary.secondary_link} className="button button--secondary" />
        </p>
      )}
    </Wrapper>
  )
}
