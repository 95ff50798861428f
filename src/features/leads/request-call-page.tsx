import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { LeadForm } from './lead-form'

/** The call request page (spec 2.3): /request-call/ and /es/solicitud-de-llamada/. */
export function RequestCallPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('leads')
  return (
    <div className="page page--narrow">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <LeadForm lang={lang} />
    </div>
  )
}

/** The call request form as editors place it with the FormSlot slice ('call_request'). */
export function CallRequestSlot({ lang }: { lang: Lang }) {
  return <LeadForm lang={lang} source="form-slot" idPrefix="slot-lead" />
}
