import type { SliceComponentProps } from '@prismicio/react'
import type { RichTextSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

/** Formatted editor text; headings start at h2 because the Hero holds the page's h1. */
export default function RichText({ slice }: SliceComponentProps<RichTextSlice>) {
  // A section only when the text has a heading of its own (a section without one is flagged).
  const Wrapper = slice.primary.content?.some((block) => block.type.startsWith('heading'))
    ? 'section'
    : 'div'
  return (
    <Wrapper
      className="slice rich-text"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      <ContentRichText field={slice.primary.content} />
    </Wrapper>
  )
}
