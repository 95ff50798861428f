import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LeadForm } from './lead-form'
import type { LeadInput } from './lead-schema'
import { postLead, type SubmitAnswer } from './submit-lead'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['leads'])

/** /test-lead-form/: the real form, storing its requests as test leads (never called). */
export function TestLeadFormPage() {
  const { t } = useTranslation('leads')
  return (
    <div className="page page--narrow">
      <h1>{t('test.heading')}</h1>
      <p>{t('test.intro')}</p>
      <LeadForm lang="en" source="test-lead-form" />
    </div>
  )
}

const TEST_LEAD: LeadInput = {
  firstName: 'Test',
  lastName: 'Lead',
  phone: '305-555-0100',
  zipCode: '33125',
  language: 'en',
  source: 'test-lead-form',
}

/**
 * /test-lead-form/submit-lead/: sends one fixed test lead through POST /api/leads, exactly as the
 * form does, and shows the service's answer, so a tester or a monitor can check the pipeline end
 * to end without filling in the form. Each press is a new request (a new idempotency key).
 */
export function SubmitTestLeadPage() {
  const { t } = useTranslation('leads')
  const [answer, setAnswer] = useState<SubmitAnswer | null>(null)
  const [sending, setSending] = useState(false)
  async function send() {
    setSending(true)
    setAnswer(
      await postLead(TEST_LEAD, `test-${Date.now()}-${Math.random().toString(36).slice(2)}`),
    )
    setSending(false)
  }
  return (
    <div className="page page--narrow">
      <h1>{t('test.submitHeading')}</h1>
      <p>{t('test.submitIntro')}</p>
      <pre className="code-block">{JSON.stringify(TEST_LEAD, null, 2)}</pre>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void send()}
        disabled={sending}
      >
        {t('test.submitButton')}
      </button>
      <section aria-live="polite" aria-labelledby="test-lead-outcome">
        {answer && (
          <>
            <h2 id="test-lead-outcome">{t('test.outcome')}</h2>
            <p>{t('test.status', { status: answer.status })}</p>
            <pre className="code-block">{JSON.stringify(answer.body, null, 2)}</pre>
          </>
        )}
      </section>
    </div>
  )
}
