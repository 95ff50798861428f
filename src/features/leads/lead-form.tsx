import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { usePublicPath } from '~/i18n/use-lang'
import { hrefFor } from '~/i18n/route-table'
import { FORM_TOKEN_FIELD, formToken } from '~/server/form-token'
import { ErrorSummary } from '~/ui/error-summary'
import { Field, Fieldset } from '~/ui/field'
import { ZipField } from '~/ui/zip-field'
import { CALLBACK_WINDOWS, LEAD_FIELDS, leadErrors, leadSchema, type LeadField, type LeadInput } from './lead-schema'
import { submitLead } from './submit-lead'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['leads'])

type Props = { lang: Lang; source?: LeadInput['source']; idPrefix?: string }

/** A fresh idempotency key (getRandomValues also works outside secure contexts, unlike randomUUID). */
const newKey = () => `lead-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The call request form (spec 3.9, 5.2, 9.4). Success opens the call-scheduled page, failure the
 * call-scheduled-error page of the language. Without JavaScript it posts to /api/leads itself,
 * which answers with the same redirects.
 */
export function LeadForm({ lang, source = 'request-call', idPrefix = 'lead' }: Props) {
  const { t } = useTranslation('leads')
  const navigate = useNavigate()
  const page = usePublicPath()
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({})
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const [formKey] = useState(newKey)
  const sent = useRef<{ payload: string; key: string } | null>(null)
  useEffect(() => setHydrated(true), [])
  const id = (name: string) => `${idPrefix}-${name}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const lead: LeadInput = { ...data, source } as LeadInput
    const parsed = leadSchema.safeParse(lead)
    if (!parsed.success) {
      setErrors(leadErrors(parsed.error))
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    // The same request keeps its key across retries and double clicks; changed data gets a new one.
    const payload = JSON.stringify(parsed.data)
    if (sent.current?.payload !== payload) sent.current = { payload, key: newKey() }
    setSending(true)
    const stored = await submitLead(lead, sent.current.key)
    setSending(false)
    void navigate({ href: hrefFor(stored ? 'callScheduled' : 'callScheduledError', lang) })
  }

  const message = (field: LeadField) => (errors[field] ? t(`errors.${errors[field] as LeadField}`) : undefined)
  const summary = LEAD_FIELDS.filter((field) => errors[field]).map((field) => ({
    href: `#${field === 'language' ? `${id('language')}-${lang}` : field === 'callbackWindow' ? `${id('callbackWindow')}-anytime` : id(field)}`,
    message: message(field) ?? '',
  }))
  const text = (field: 'firstName' | 'lastName' | 'phone', props: Record<string, unknown>, hint?: string) => (
    <Field label={t(field)} hint={hint} error={message(field)} required requiredMark={t('required')} id={id(field)}>
      <input name={field} type="text" className="input" required {...props} />
    </Field>
  )

  return (
    <form className="lead-form" action="/api/leads" method="post" noValidate={hydrated} onSubmit={onSubmit} aria-busy={sending}>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <input type="hidden" name="idempotencyKey" value={formKey} suppressHydrationWarning />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken()} suppressHydrationWarning />
      {text('firstName', { autoComplete: 'given-name', maxLength: 60 })}
      {text('lastName', { autoComplete: 'family-name', maxLength: 60 })}
      {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 }, t('phoneHint'))}
      <ZipField
        id={id('zipCode')}
        name="zipCode"
        label={t('zipCode')}
        hint={t('zipCodeHint')}
        error={message('zipCode')}
        required
        requiredMark={t('required')}
      />
      <Fieldset id={id('language')} className="choice-group" legend={t('language')} error={message('language')} required requiredMark={t('required')}>
        {(['en', 'es'] as const).map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="language" value={code} id={`${id('language')}-${code}`} defaultChecked={code === lang} required />
            {t(code === 'en' ? 'english' : 'spanish')}
          </label>
        ))}
      </Fieldset>
      <Fieldset
        id={id('callbackWindow')}
        className="choice-group"
        legend={t('callbackWindow.legend')}
        hint={t('callbackWindow.hint')}
        error={message('callbackWindow')}
        required
        requiredMark={t('required')}
      >
        {CALLBACK_WINDOWS.map((window) => (
          <label key={window} className="choice">
            <input
              type="radio"
              name="callbackWindow"
              value={window}
              id={`${id('callbackWindow')}-${window}`}
              defaultChecked={window === 'anytime'}
              required
            />
            {t(`callbackWindow.options.${window}`)}
          </label>
        ))}
      </Fieldset>
      <section className="gift-terms" aria-labelledby={id('gift')}>
        <h2 id={id('gift')}>{t('gift.title')}</h2>
        <p>{t('gift.terms')}</p>
      </section>
      <p className="lead-form__consent">{t('consent')}</p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
