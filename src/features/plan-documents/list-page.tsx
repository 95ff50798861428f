import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { SiteLink } from '~/ui/site-link'
import { DocumentLinks } from './document-links'
import { servedStatesQuery } from './plan-documents-queries'

export type ListPageKind = 'priorAuthorization' | 'referrals' | 'dme'

const file = (year: number, name: string, lang: Lang) => `/plan-documents/files/${year}-${name}-${lang}.pdf`

/** The prior authorization, referral and DME list pages of a plan year (spec 2.3). */
export function ListPage({ lang, kind, year }: { lang: Lang; kind: ListPageKind; year: number }) {
  const { t } = useTranslation('planDocuments')
  const documents =
    kind === 'priorAuthorization'
      ? [{ title: t('lists.priorAuthorization.file', { year }), url: file(year, 'prior-authorization-list', lang) }]
      : kind === 'referrals'
        ? [{ title: t('lists.referrals.file', { year }), url: file(year, 'referral-list', lang) }]
        : [
            { title: t('lists.dme.file', { year }), url: file(year, 'dme-list', lang) },
            { title: t('lists.dme.diabetes', { year }), url: file(year, 'diabetes-supplies-list', lang) },
          ]
  return (
    <div className="page page--narrow plan-docs">
      <DocumentLinks documents={documents} />
      {kind === 'priorAuthorization' && (
        <p>
          <SiteLink href={hrefFor('formularySearch', lang)}>{t('lists.priorAuthorization.drugs')}</SiteLink>
        </p>
      )}
      <OtherDocuments lang={lang} year={year} />
    </div>
  )
}

export function OtherDocuments({ lang, year }: { lang: Lang; year: number }) {
  const { t } = useTranslation('planDocuments')
  return (
    <section aria-labelledby="other-documents">
      <h2 id="other-documents">{t('lists.other')}</h2>
      <ul className="link-list">
        <li>
          <SiteLink href={hrefFor('planDocumentsFinder', lang)}>{t('lists.finder')}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('priorAuthorizationList', lang, { year })}>{t('benefitDetails.priorAuthorization', { year })}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('referralList', lang, { year })}>{t('benefitDetails.referrals', { year })}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('dmeLists', lang, { year })}>{t('benefitDetails.dme', { year })}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('directoryDocument', lang)}>{t('benefitDetails.directory')}</SiteLink>
        </li>
      </ul>
    </section>
  )
}

/** The provider and pharmacy directory document page: a printed directory per served state and year. */
export function DirectoryPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('planDocuments')
  const { phone, tty } = useLoaderData({ from: '__root__' })
  const { data: years } = useSuspenseQuery(servedStatesQuery())
  return (
    <div className="page page--narrow plan-docs">
      <p>
        <SiteLink href={hrefFor('providerSearch', lang)}>{t('lists.directory.search')}</SiteLink>
      </p>
      {years.map(({ year, states }) => (
        <section key={year} aria-labelledby={`directory-${year}`}>
          <h2 id={`directory-${year}`}>{t('lists.directory.yearHeading', { year })}</h2>
          <DocumentLinks
            documents={states.map((state) => ({
              title: t('lists.directory.file', { year, state }),
              url: `/plan-documents/files/${year}-provider-pharmacy-directory-${state.toLowerCase()}-${lang}.pdf`,
            }))}
          />
        </section>
      ))}
      <p>{t('lists.directory.request', { phone, tty })}</p>
    </div>
  )
}
