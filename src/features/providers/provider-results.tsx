import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicConfig } from '~/shared/public-config'
import { ProviderCard } from './provider-card'
import type { ProviderQuery, ProviderSearchResponse } from './provider-query'
import { needNamespaces } from '~/i18n/i18n'
import { CallUs } from '~/ui/contact-facts'

needNamespaces(['providers'])

type Props = {
  query: ProviderQuery
  answer: ProviderSearchResponse | undefined
  failed: boolean
  onPage: (page: number) => void
  /** The address of another page of this search (a link without JavaScript). */
  pageHref: (page: number) => string
}

/** The root loader holds the public configuration (src/routes/__root.tsx). */
const useHealthTipsUrl = () =>
  useRouterState({
    select: (s) =>
      (s.matches[0]?.loaderData as Partial<PublicConfig> | undefined)?.healthTipsFormUrl,
  })

/** Results, the no-results message, or the out-of-area message of spec 8. */
export function ProviderResults({ query, answer, failed, onPage, pageHref }: Props) {
  const { t } = useTranslation('providers')
  const healthTips = useHealthTipsUrl()
  if (failed) return <p className="directory-message">{t('results.failed')}</p>
  if (!answer) return <p className="directory-message">{t('results.loading')}</p>
  if (!answer.served) {
    return (
      <section className="directory-message" aria-labelledby="out-of-area-title">
        <h2 id="out-of-area-title">{t('outOfArea.title')}</h2>
        <p>{t('outOfArea.body', { zip: answer.zip })}</p>
        <CallUs />
        <ul>
          <li>
            <a href="#provider-zip">{t('outOfArea.tryAnother')}</a>
          </li>
          {healthTips && (
            <li>
              <a href={healthTips}>{t('outOfArea.healthTips')}</a>
            </li>
          )}
        </ul>
      </section>
    )
  }
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize))
  const context = [
    query.planType && t('results.network', { network: query.planType }),
    query.year && t('results.planYear', { year: query.year }),
    query.state && t('results.state', { state: query.state }),
  ].filter(Boolean)
  return (
    <section className="directory-results" aria-labelledby="provider-results-title">
      <h2 id="provider-results-title" tabIndex={-1}>
        {answer.zip === null
          ? t('results.summaryState', { count: answer.total, state: query.state })
          : t('results.summary', { count: answer.total, radius: answer.radius, zip: answer.zip })}
      </h2>
      {context.length > 0 && <p className="directory-results__context">{context.join(' · ')}</p>}
      {answer.total === 0 ? (
        <div className="directory-message">
          <p className="directory-message__title">{t('results.none')}</p>
          <p>{t('results.noneHint')}</p>
          <CallUs />
        </div>
      ) : (
        <ol className="directory-list">
          {answer.results.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label={t('results.pagination')}>
          <PageLink
            to={answer.page - 1}
            disabled={answer.page <= 1}
            onPage={onPage}
            href={pageHref}
          >
            {t('results.previous')}
          </PageLink>
          <span>{t('results.page', { page: answer.page, pages })}</span>
          <PageLink
            to={answer.page + 1}
            disabled={answer.page >= pages}
            onPage={onPage}
            href={pageHref}
          >
            {t('results.next')}
          </PageLink>
        </nav>
      )}
    </section>
  )
}

type PageLinkProps = {
  to: number
  disabled: boolean
  onPage: (page: number) => void
  href: (page: number) => string
  children: ReactNode
}

/** Previous or Next: a link to that page of the search (it works without JavaScript, decision 0024), a disabled button at either end. */
function PageLink({ to, disabled, onPage, href, children }: PageLinkProps) {
  if (disabled)
    return (
      <button type="button" className="button button--secondary" disabled>
        {children}
      </button>
    )
  return (
    <a
      href={href(to)}
      className="button button--secondary"
      onClick={(event) => {
        event.preventDefault()
        onPage(to)
      }}
    >
      {children}
    </a>
  )
}
