import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { LocationListSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1/, '')}`

/** Places with their address, phone, hours and services; phones are tap-to-call links. */
export default function LocationList({ slice }: SliceComponentProps<LocationListSlice>) {
  const { t } = useTranslation('slices')
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  const Heading = hasTitle ? 'h3' : 'h2'
  return (
    <Wrapper
      className="slice location-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="location-list__items">
        {primary.locations.map((place, index) =>
          isFilled.keyText(place.name) ? (
            <li key={index} className="location-list__item">
              <Heading className="location-list__name">{place.name}</Heading>
              <address>
                {place.address}
                {isFilled.keyText(place.city) && (
                  <>
                    <br />
                    {place.city}
                  </>
                )}
              </address>
              <dl className="location-list__details">
                {isFilled.keyText(place.phone) && (
                  <div>
                    <dt>{t('locationList.phone')}</dt>
                    <dd>
                      <a href={telHref(place.phone)}>{place.phone}</a>
                    </dd>
                  </div>
                )}
                {isFilled.keyText(place.hours) && (
                  <div>
                    <dt>{t('locationList.hours')}</dt>
                    <dd>{place.hours}</dd>
                  </div>
                )}
                {isFilled.keyText(place.services) && (
                  <div>
                    <dt>{t('locationList.services')}</dt>
                    <dd>{place.services}</dd>
                  </div>
                )}
              </dl>
              <ContentLink field={place.link} />
            </li>
          ) : null,
        )}
      </ul>
    </Wrapper>
  )
}
