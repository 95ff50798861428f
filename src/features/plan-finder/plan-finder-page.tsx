import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { FinderFlow } from './finder-flow'
import { finderState, type FinderSearch } from './finder-search'

export function PlanFinderPage({ lang, search }: { lang: Lang; search: FinderSearch }) {
  const { t } = useTranslation('planFinder')
  return (
    <div className="page finder">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <FinderFlow lang={lang} state={finderState(search)} place="finder" />
    </div>
  )
}
