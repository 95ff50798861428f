import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { StoreQuery } from './store-query'
import { storesQueryOptions } from './store-queries'

/** The stores near a ZIP with distance and directions, "No results found.", or the out-of-area message. */
export function StoreResults({ query }: { query: StoreQuery }) {
  const { t } = useTranslation('stores')
  const { data } = useSuspenseQuery(storesQueryOptions(query))
  if (!data.served) {
    return (
      <section className="directory-message" aria-labelledby="stores-out-of-area">
        <h2 id="stores-out-of-area">{t('outOfArea')}</h2>
        <p>{t('outOfAreaBody', { zip: data.zip })}</p>
      </section>
    )
  }
  return (
    <section className="directory-results" aria-labelledby="store-results-title">
      <h2 id="store-results-title">{t('summary', { count: data.stores.length, radius: data.radius, zip: data.zip })}</h2>
      {data.stores.length === 0 ? (
        <div className="directory-message">
          <p className="directory-message__title">{t('none')}</p>
          <p>{t('noneHint')}</p>
        </div>
      ) : (
        <ol className="directory-list">
          {data.stores.map((store) => (
            <li key={store.id} className="directory-card">
              <h3 className="directory-card__name">{store.name}</h3>
              <p className="directory-card__distance">{t('distance', { miles: store.distanceMiles.toFixed(1) })}</p>
              <address className="directory-card__address">
                {store.address}
                <br />
                {store.city}, {store.state} {store.zip}
                <br />
                <a href={`tel:+1${store.phone.replace(/-/g, '')}`}>{t('call', { phone: store.phone })}</a>
              </address>
              <a className="directory-card__directions" href={store.directionsUrl}>
                {t('directions')}{' '}
                <span className="visually-hidden">{t('directionsTo', { name: store.name, address: store.address })}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
