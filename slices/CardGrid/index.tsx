import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { CardGridSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

export default function CardGrid({ slice }: SliceComponentProps<CardGridSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice card-grid-slice"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="card-grid">
        {primary.cards.map((card, index) => (
          <li key={index} className="card">
            <ContentImage field={card.image} className="card__image" />
            {isFilled.keyText(card.title) && <ItemHeading>{card.title}</ItemHeading>}
            <ContentRichText field={card.body} />
            {isFilled.link(card.link) && (
              <p className="card__link">
                <ContentLink field={card.link} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
