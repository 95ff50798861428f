import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { SiteLink } from '~/ui/site-link'
import type { FinderView } from './finder-search'

const SWITCH = ['all', 'snp', 'ma-only'] as const

/** The view switch (spec 2.4): all plans, special needs plans, MA-only. The dual and chronic views belong to SNP. */
export function ViewSwitch({ view, viewHref }: { lang: Lang; view: FinderView; viewHref: (view: FinderView) => string }) {
  const { t } = useTranslation('planFinder')
  const active = view === 'dual' || view === 'chronic' ? 'snp' : view
  return (
    <nav aria-label={t('results.views.label')} className="view-switch">
      <ul>
        {SWITCH.map((option) => (
          <li key={option}>
            <SiteLink href={viewHref(option)} aria-current={option === active ? 'page' : undefined} className="view-switch__link">
              {t(`results.views.${option}`)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
