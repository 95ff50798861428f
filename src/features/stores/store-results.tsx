import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { STORE_PAGE_SIZE, type StoreQuery } from './store-query'
import { storesQueryOptions } from './store-queries'
import { needNamespaces } from '~/i18n/i18n'
import { CallUs } from '~/ui/contact-facts'

needNamespaces(['stores'])

/**
 * The stores near a ZIP with distance and directions, "No results found.", or the out-of-area
 * message. The heading counts every store within the radius; the line under it says which of them
 * this page shows and how far the farthest of those is; pages move 25 at a time.
 */
export function StoreResults({ lang, query }: { lang: Lang; query: StoreQuery }) {
  const { t } = useTranslation('stores')
  const { data } = useSuspenseQuery(storesQueryOptions(query))
  if (!data.served) {
    return (
      <section className="directory-message" aria-labelledby="stores-out-of-area">
        <h2 id="stores-out-of-area">{t('outOfArea')}</h2>
        <p>{t('outOfAreaBody', { zip: data.zip })}</p>
        <CallUs />
      </section>
    )
  }
  const from = (data.page - 1) * STORE_PAGE_SIZE + 1
  const farthest = data.stores.at(-1)?.distanceMiles
  const pageLink = (page: number) => ({
    to: '/$lang/food-and-home/where-to-shop/' as const,
    params: { lang },
    search: { zip: data.zip, radius: data.radius, ...(page > 1 ? { page } : {}) },
  })
  return (
    <section className="directory-results" aria-labelledby="store-results-title">
      <h2 id="store-results-title">
        {t('summary', { count: data.total, radius: data.radius, zip: data.zip })}
      </h2>
      {data.stores.length > 0 && farthest !== undefined && (
        <p className="directory-results__shown">
          {t('shown', {
            from,
            to: from + data.stores.length - 1,
            count: data.total,
            miles: farthest.toFixed(1),
          })}
        </p>
      )}
      {data.total === 0 ? (
        <div className="directory-message">
          <p className="directory-message__title">{t('none')}</p>
          <p>{t('noneHint')}</p>
        </div>
      ) : data.stores.length === 0 ? (
        <p className="directory-message">
          <Link {...pageLink(1)}>{t('pages.first')}</Link>
        </p>
      ) : (
        <ol className="directory-list" start={from}>
          {data.stores.map((store) => (
            <li key={store.id} className="directory-card">
              <h3 className="directory-card__name">{store.name}</h3>
              <p className="directory-card__distance">
                {t('distance', { miles: store.distanceMiles.toFixed(1) })}
              </p>
              <address className="directory-card__address">
                {store.address}
                <br />
                {store.city}, {store.state} {store.zip}
                <br />
                <a href={`tel:+1${store.phone.replace(/-/g, '')}`}>
                  {t('call', { phone: store.phone })}
                </a>
              </address>
              <a className="directory-card__directions" href={store.directionsUrl}>
                {t('directions')}{' '}
                <span className="visually-hidden">
                  {t('directionsTo', { name: store.name, address: store.address })}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
      {data.pageCount > 1 && data.stores.length > 0 && (
        <nav className="pagination" aria-label={t('pages.label')}>
          {data.page > 1 && (
            <Link {...pageLink(data.page - 1)} className="button button--secondary" rel="prev">
              {t('pages.previous')}
            </Link>
          )}
          <p className="pagination__status">
            {t('pages.status', { page: data.page, count: data.pageCount })}
          </p>
          {data.page < data.pageCount && (
            <Link {...pageLink(data.page + 1)} className="button button--primary" rel="next">
              {t('pages.next', {
                count: Math.min(STORE_PAGE_SIZE, data.total - data.page * STORE_PAGE_SIZE),
              })}
            </Link>
          )}
        </nav>
      )}
    </section>
  )
}
