import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { ContactBlockSlice } from '~/content/types.generated'
import { telHref } from '~/ui/call-bar'
import { ContentRichText } from '~/ui/content-rich-text'

const HOURS = ['aep_weekdays', 'weekdays_saturday', 'every_day'] as const
type Hours = (typeof HOURS)[number]
const isHours = (value: unknown): value is Hours => HOURS.includes(value as Hours)

/** A phone number with TTY and one of the three support-hours variants of spec 9.2. */
export default function ContactBlock({ slice }: SliceComponentProps<ContactBlockSlice>) {
  const { t } = useTranslation('slices')
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice contact-block"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.body} />
      {isFilled.keyText(primary.phone) && (
        <p className="contact-block__phone">
          <a href={telHref(primary.phone)}>{t('contact.call', { phone: primary.phone })}</a>
          {isFilled.keyText(primary.tty) && (
            <span> ({t('contact.tty', { tty: primary.tty })})</span>
          )}
        </p>
      )}
      {isHours(primary.hours) && (
        <p className="contact-block__hours">{t(`contact.hours.${primary.hours}`)}</p>
      )}
      {isFilled.richText(primary.address) && (
        <div className="contact-block__address">
          <ItemHeading>{t('contact.address')}</ItemHeading>
          <ContentRichText field={primary.address} />
        </div>
      )}
    </Wrapper>
  )
}
