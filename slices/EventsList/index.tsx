import { isFilled, type DateField } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { EventsListSlice } from '~/content/types.generated'
import { LOCALES, type Lang } from '~/i18n/locales'
import { useLang } from '~/i18n/use-lang'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

const LANGUAGES = ['english', 'spanish', 'bilingual'] as const
type EventLanguage = (typeof LANGUAGES)[number]

/** A calendar date in the reader's language; read as UTC so server and browser print the same day. */
export function formatDate(date: DateField, lang: Lang): string | null {
  if (!isFilled.date(date)) return null
  return new Intl.DateTimeFormat(LOCALES[lang].code, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/**
 * Today's calendar date (YYYY-MM-DD) in the westernmost time zone of the service area (Hawaii), so
 * an event stays listed until its day has ended everywhere we hold events.
 */
export function todayInServiceArea(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Honolulu',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The events on or after `today` (YYYY-MM-DD), in the editor's order; an event with no date stays listed. */
export function upcomingEvents<T extends { date: DateField }>(
  events: readonly T[],
  today: string,
): T[] {
  return events.filter((event) => !isFilled.date(event.date) || event.date >= today)
}

export default function EventsList({ slice }: SliceComponentProps<EventsListSlice>) {
  const { t } = useTranslation('slices')
  const lang = useLang()
  const { primary } = slice
  // Past events drop off by date when the page is rendered (pages are re-rendered per content version
  // and on a cache miss, so a day's granularity holds).
  const events = upcomingEvents(primary.events, todayInServiceArea())
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice events-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      {events.length === 0 && <p className="events-list__none">{t('events.none')}</p>}
      <ul className="events-list__items">
        {events.map((event, index) => {
          const date = formatDate(event.date, lang)
          const language = LANGUAGES.includes(event.language as EventLanguage)
            ? (event.language as EventLanguage)
            : null
          return (
            <li key={index} className="events-list__item">
              {isFilled.keyText(event.name) && <ItemHeading>{event.name}</ItemHeading>}
              <dl className="events-list__details">
                {date && (
                  <div>
                    <dt>{t('events.date')}</dt>
                    <dd>
                      <time dateTime={event.date ?? undefined}>{date}</time>
                    </dd>
                  </div>
                )}
                {isFilled.keyText(event.time) && (
                  <div>
                    <dt>{t('events.time')}</dt>
                    <dd>{event.time}</dd>
                  </div>
                )}
                {isFilled.keyText(event.location) && (
                  <div>
                    <dt>{t('events.location')}</dt>
                    <dd>
                      {event.location}
                      {isFilled.keyText(event.address) && (
                        <>
                          <br />
                          {event.address}
                        </>
                      )}
                    </dd>
                  </div>
                )}
                {language && (
                  <div>
                    <dt>{t('events.language')}</dt>
                    <dd>{t(`events.languages.${language}`)}</dd>
                  </div>
                )}
              </dl>
              {isFilled.link(event.registration_link) && (
                <p>
                  <ContentLink field={event.registration_link} className="button button--secondary">
                    {t('events.register', { event: event.name ?? '' })}
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
