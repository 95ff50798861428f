import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { DocumentLinks } from './document-links'
import { servedStatesQuery } from './plan-documents-queries'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['planDocuments'])

export type ListPageKind = 'priorAuthorization' | 'referrals' | 'dme'

const file = (year: number, name: string, lang: Lang) =>
  `/plan-documents/files/${year}-${name}-${lang}.pdf`

/** The prior authorization, referral and DME list pages of a plan year (spec 2.3). */
export function ListPage({ lang, kind, year }: { lang: Lang; kind: ListPageKind; year: number }) {
  const { t } = useTranslation('planDocuments')
  const documents =
    kind === 'priorAuthorization'
      ? [
          {
            title: t('lists.priorAuthorization.file', { year }),
            url: file(year, 'prior-authorization-list', lang),
          },
        ]
      : kind === 'referrals'
        ? [{ title: t('lists.referrals.file', { year }), url: file(year, 'referral-list', lang) }]
        : [
            { title: t('lists.dme.file', { year }), url: file(year, 'dme-list', lang) },
            {
              title: t('lists.dme.diabetes', { year }),
              url: file(year, 'diabetes-supplies-list', lang),
            },
          ]
  return (
    <div className="page page--narrow plan-docs">
      <DocumentLinks documents={documents} />
      {kind === 'priorAuthorization' && (
        <p>
          <Link to="/$lang/search-formulary/" params={{ lang }}>
            {t('lists.priorAuthorization.drugs')}
          </Link>
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
          <Link to="/$lang/find-plan-documents/" params={{ lang }}>
            {t('lists.finder')}
          </Link>
        </li>
        <li>
          <Link
            to="/$lang/plan-documents/{$year}-prior-authorization-list/"
            params={{ lang, year: String(year) }}
          >
            {t('benefitDetails.priorAuthorization', { year })}
          </Link>
        </li>
        <li>
          <Link
            to="/$lang/plan-documents/{$year}-referral-list/"
            params={{ lang, year: String(year) }}
          >
            {t('benefitDetails.referrals', { year })}
          </Link>
        </li>
        <li>
          <Link to="/$lang/plan-documents/{$year}-dme-lists/" params={{ lang, year: String(year) }}>
            {t('benefitDetails.dme', { year })}
          </Link>
        </li>
        <li>
          <Link to="/$lang/plan-documents/provider-and-pharmacy-directory/" params={{ lang }}>
            {t('benefitDetails.directory')}
          </Link>
        </li>
      </ul>
    </section>
  )
}

/** The provider and pharmacy directory document page: a printed directory per served state and year. */
export function DirectoryPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('planDocuments')
  const { phone, tty } = useContactFacts()
  const { data: years } = useSuspenseQuery(servedStatesQuery())
  return (
    <div className="page page--narrow plan-docs">
      <p>
        <Link to="/$lang/search-providers/" params={{ lang }}>
          {t('lists.directory.search')}
        </Link>
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
      <p>
        <CallText>{t('lists.directory.request', { phone, tty })}</CallText>
      </p>
    </div>
  )
}
