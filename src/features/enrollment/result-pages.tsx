import { useQuery } from '@tanstack/react-query'
import { Link, useHydrated, useRouterState } from '@tanstack/react-router'
import { enrollmentOutcomeQuery } from './enrollment-queries'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { PlanYear } from '~/plans/plan-years'
import './history-state'
import { needNamespaces } from '~/i18n/i18n'
import { PhoneText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['enrollment'])

/**
 * The number and plan facts: handed over in history state by the wizard (read after hydration:
 * the server has no history), or, for an application submitted without JavaScript, read by the
 * server from this browser's draft (decision 0024).
 */
function useResult() {
  const hydrated = useHydrated()
  const result = useRouterState({ select: (state) => state.location.state.enrollment })
  const posted = useQuery({ ...enrollmentOutcomeQuery(), enabled: false }).data
  const fromServer = posted
    ? {
        confirmationNumber: posted.confirmationNumber ?? undefined,
        planSlug: posted.planSlug,
        planType: posted.planType ?? undefined,
      }
    : undefined
  return (hydrated ? result : undefined) ?? fromServer
}

/** 'Thanks for applying!', the confirmation number and the next steps of spec 4.1. No answers are shown. */
export function ConfirmationPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('enrollment')
  const contact = useContactFacts()
  const result = useResult()
  const phone = { phone: contact.phone, tty: contact.tty }
  const withLinks = (text: string) => (
    <PhoneText text={text} phones={[contact.phone]} tty={contact.tty} />
  )
  return (
    <div className="page page--narrow">
      {result?.confirmationNumber ? (
        <div className="confirmation-number">
          <p>{t('confirmation.number')}</p>
          <p className="confirmation-number__value">{result.confirmationNumber}</p>
          <p>{withLinks(t('confirmation.keepNumber', phone))}</p>
        </div>
      ) : (
        <p>{withLinks(t('confirmation.missingNumber', phone))}</p>
      )}
      <h2>{t('confirmation.nextHeading')}</h2>
      <ol className="next-steps">
        <li>
          {result?.planType === 'C-SNP'
            ? t('confirmation.stepCallCsnp')
            : t('confirmation.stepCall')}
        </li>
        <li>{t('confirmation.stepCms')}</li>
        <li>{t('confirmation.stepApproved')}</li>
        <li>{t('confirmation.stepCard')}</li>
      </ol>
      <p>{t('confirmation.outcome')}</p>
      <p>
        <Link to="/$lang/" params={{ lang }}>
          {t('confirmation.home')}
        </Link>
      </p>
    </div>
  )
}

/** The submission failure of spec 8, with a way back to the saved answers. */
export function FailurePage({ lang, year }: { lang: Lang; year: PlanYear | null }) {
  const { t } = useTranslation('enrollment')
  const contact = useContactFacts()
  const result = useResult()
  return (
    <div className="page page--narrow">
      {/* Spec 8's message, word for word; the TTY number stands in its own sentence. */}
      <p className="field__error" role="alert">
        <PhoneText text={t('failure.message', { phone: contact.phone })} phones={[contact.phone]} />
      </p>
      <p>
        <PhoneText text={t('failure.tty', { tty: contact.tty })} phones={[contact.tty]} />
      </p>
      {year && (
        <>
          <p>{t('failure.saved')}</p>
          <p>
            <Link
              to="/$lang/enroll-{$year}/"
              params={{ lang, year: String(year) }}
              search={result?.planSlug ? { plan: result.planSlug } : {}}
            >
              {t('failure.back')}
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
