import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { TextWithImageSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** Text beside an image; the image side is the variation. On narrow screens the text comes first. */
export default function TextWithImage({ slice }: SliceComponentProps<TextWithImageSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className={`slice text-with-image text-with-image--${slice.variation}`}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      <div className="text-with-image__text">
        {hasTitle && <h2>{primary.title}</h2>}
        <ContentRichText field={primary.body} />
        {isFilled.link(primary.link) && (
          <p>
            <ContentLink field={primary.link} />
          </p>
        )}
      </div>
      <ContentImage field={primary.image} className="text-with-image__image" />
    </Wrapper>
  )
}
