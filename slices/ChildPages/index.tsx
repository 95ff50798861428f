import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { ChildPagesSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** A hub's pages: a link per child page (its text is the page's name) and what the reader finds there. */
export default function ChildPages({ slice }: SliceComponentProps<ChildPagesSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice child-pages"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="child-pages__items">
        {primary.pages.map((item, index) =>
          isFilled.link(item.page) ? (
            <li key={index} className="child-pages__item">
              <ContentLink field={item.page} className="child-pages__link" />
              {isFilled.keyText(item.description) && (
                <p className="child-pages__description">{item.description}</p>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </Wrapper>
  )
}
