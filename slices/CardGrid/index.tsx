import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { CardGridSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

export default function CardGrid({ slice }: SliceComponentProps<CardGridSlice>) {
  const { primary } = slice
  return (
    <section className="slice card-grid-slice" data-slice-type={slice.slice_type} data-slice-variation={slice.variation}>
      {isFilled.keyText(primary.title) && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="card-grid">
        {primary.cards.map((card, index) => (
          <li key={index} className="card">
            <ContentImage field={card.image} className="card__image" />
            {isFilled.keyText(card.title) && <h3>{card.title}</h3>}
            <ContentRichText field={card.body} />
            {isFilled.link(card.link) && (
              <p className="card__link">
                <ContentLink field={card.link} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
