import type { Lang } from '~/i18n/locales'
import { LeadForm } from './lead-form'

/** The call request form of /request-call/ (spec 2.3); its page's document holds the heading. */
export function RequestCallPage({ lang }: { lang: Lang }) {
  return (
    <div className="page page--narrow">
      <LeadForm lang={lang} />
    </div>
  )
}

/** The call request form as editors place it on other pages with the Feature slice ('call_request'). */
export function CallRequestSlot({ lang }: { lang: Lang }) {
  return <LeadForm lang={lang} source="form-slot" idPrefix="slot-lead" />
}
