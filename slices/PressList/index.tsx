import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { PressListSlice } from '~/content/types.generated'
import { useLang } from '~/i18n/use-lang'
import { ContentLink } from '~/ui/content-link'
import { formatDate } from '../EventsList'

export default function PressList({ slice }: SliceComponentProps<PressListSlice>) {
  const { t } = useTranslation('slices')
  const lang = useLang()
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice press-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ul className="press-list__items">
        {primary.releases.map((item, index) => {
          const date = formatDate(item.date, lang)
          return (
            <li key={index} className="press-list__item">
              {isFilled.keyText(item.headline) && <ItemHeading>{item.headline}</ItemHeading>}
              <p className="press-list__meta">
                {date && (
                  <>
                    {t('press.published')} <time dateTime={item.date ?? undefined}>{date}</time>
                  </>
                )}
                {date && isFilled.keyText(item.source) && ' · '}
                {isFilled.keyText(item.source) && item.source}
              </p>
              {isFilled.keyText(item.summary) && <p>{item.summary}</p>}
              {isFilled.link(item.link) && (
                <p>
                  <ContentLink field={item.link}>
                    {t('press.readMore', { headline: item.headline ?? '' })}
                  </ContentLink>
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </Wrapper>
  )
}
