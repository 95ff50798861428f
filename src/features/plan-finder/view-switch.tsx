import { useTranslation } from 'react-i18next'
import { Link } from '@tanstack/react-router'
import type { Lang } from '~/i18n/locales'
import type { FinderSearch, FinderView } from './finder-search'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** A typed link to a view of the same results: the finder page's or a county page's. */
export type ViewLink =
  | { to: '/$lang/find-a-plan/'; params: { lang: Lang }; search: FinderSearch }
  | { to: '/$lang/find-a-plan/$slug/'; params: { lang: Lang; slug: string }; search: FinderSearch }

const SWITCH = ['all', 'snp', 'ma-only'] as const

/** The view switch (spec 2.4): all plans, special needs plans, MA-only. The dual and chronic views belong to SNP. */
export function ViewSwitch({
  view,
  viewLink,
}: {
  view: FinderView
  viewLink: (view: FinderView) => ViewLink
}) {
  const { t } = useTranslation('planFinder')
  const active = view === 'dual' || view === 'chronic' ? 'snp' : view
  return (
    <nav aria-label={t('results.views.label')} className="view-switch">
      <ul>
        {SWITCH.map((option) => (
          <li key={option}>
            <Link
              {...viewLink(option)}
              aria-current={option === active ? 'page' : undefined}
              className="view-switch__link"
            >
              {t(`results.views.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
