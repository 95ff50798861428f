import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { ContactBlockSlice } from '~/content/types.generated'
import { hoursToday, PhoneLink, useContactFacts, type ContactFacts } from '~/ui/contact-facts'
import type { HoursVariant } from '~/ui/call-hours'
import { ContentRichText } from '~/ui/content-rich-text'

/** The slice's hours options, named as the settings document's three statements (spec 9.2). */
const HOURS: Record<string, HoursVariant> = {
  aep_weekdays: 'weekdaysAndSeason',
  weekdays_saturday: 'weekdaysSaturday',
  every_day: 'everyDay',
}

type Line = { phone: string; tty: string; hours: string | undefined }

/**
 * Member Services and the licensed agents' direct line are the settings document's: number, TTY
 * and the hours statement the call bar shows today. A team with its own number (providers,
 * brokers) gives it here; its hours wording is still the settings document's.
 */
function lineOf(primary: ContactBlockSlice['primary'], facts: ContactFacts): Line | undefined {
  // A document written before the field existed: a number of its own, or Member Services.
  const line =
    (primary.line as string | null) ??
    (isFilled.keyText(primary.phone) ? 'own_number' : 'member_services')
  if (line === 'member_services' || line === 'direct_channel') {
    const channel = line === 'direct_channel' ? 'direct' : 'default'
    const phone = channel === 'direct' ? facts.directChannelPhone : facts.phone
    return phone ? { phone, tty: facts.tty, hours: hoursToday(facts, channel) } : undefined
  }
  if (!isFilled.keyText(primary.phone)) return undefined
  const variant = primary.hours ? HOURS[primary.hours] : undefined
  return {
    phone: primary.phone,
    tty: primary.tty ?? '',
    hours: variant ? facts.hours[variant] : undefined,
  }
}

/** How to reach a team: a tap-to-call number with TTY, its hours, a mailing address. */
export default function ContactBlock({ slice }: SliceComponentProps<ContactBlockSlice>) {
  const { t } = useTranslation('slices')
  const facts = useContactFacts()
  const { primary } = slice
  const line = lineOf(primary, facts)
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
      {line && (
        <p className="contact-block__phone">
          <PhoneLink phone={line.phone}>{t('contact.call', { phone: line.phone })}</PhoneLink>
          {line.tty && (
            <span>
              {' '}
              (<span className="nowrap">{t('contact.tty', { tty: line.tty })}</span>)
            </span>
          )}
        </p>
      )}
      {line?.hours && <p className="contact-block__hours">{line.hours}</p>}
      {isFilled.richText(primary.address) && (
        <div className="contact-block__address">
          <ItemHeading>{t('contact.address')}</ItemHeading>
          <ContentRichText field={primary.address} />
        </div>
      )}
    </Wrapper>
  )
}
