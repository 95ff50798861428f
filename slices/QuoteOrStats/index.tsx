import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { QuoteOrStatsSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentRichText } from '~/ui/content-rich-text'

export default function QuoteOrStats({ slice }: SliceComponentProps<QuoteOrStatsSlice>) {
  const { t } = useTranslation('slices')
  if (slice.variation === 'quote') {
    const { primary } = slice
    return (
      // A div: the figure with its caption needs no heading (a section without one is flagged).
      <div
        className="slice quote"
        data-slice-type={slice.slice_type}
        data-slice-variation={slice.variation}
      >
        <figure>
          <blockquote className="quote__text">
            <ContentRichText field={primary.quote} />
          </blockquote>
          {(isFilled.keyText(primary.name) || isFilled.keyText(primary.role)) && (
            <figcaption className="quote__by">
              <ContentImage field={primary.image} className="quote__photo" />
              {isFilled.keyText(primary.name) && <strong>{primary.name}</strong>}
              {isFilled.keyText(primary.role) && <span>{primary.role}</span>}
            </figcaption>
          )}
        </figure>
      </div>
    )
  }
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice stats"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <dl className="stats__list" aria-label={hasTitle ? undefined : t('stats.label')}>
        {primary.stats.map((stat, index) => (
          <div key={index} className="stats__item">
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {isFilled.keyText(primary.source) && <p className="stats__source">{primary.source}</p>}
    </Wrapper>
  )
}
