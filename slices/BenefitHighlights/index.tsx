import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { BenefitHighlightsSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'
import { Icon } from '~/ui/icons'

export default function BenefitHighlights({ slice }: SliceComponentProps<BenefitHighlightsSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice benefit-highlights"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="benefit-highlights__list">
        {primary.benefits.map((benefit, index) => (
          <li key={index} className="benefit-highlights__item">
            {isFilled.select(benefit.icon) && (
              // Decorative: the benefit name next to the icon carries the meaning.
              <span className="benefit-highlights__icon" aria-hidden="true">
                <Icon name={benefit.icon} />
              </span>
            )}
            <div>
              {isFilled.keyText(benefit.name) && <ItemHeading>{benefit.name}</ItemHeading>}
              {isFilled.keyText(benefit.description) && <p>{benefit.description}</p>}
              {isFilled.link(benefit.link) && (
                <p>
                  <ContentLink field={benefit.link} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
