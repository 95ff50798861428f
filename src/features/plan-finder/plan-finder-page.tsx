import { useTranslation } from 'react-i18next'
import { ZipEntryForm } from '~/features/home/zip-entry-form'
import type { Lang } from '~/i18n/locales'

export function PlanFinderPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('planFinder')
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <ZipEntryForm lang={lang} />
    </div>
  )
}
