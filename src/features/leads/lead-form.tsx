import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { FORM_TOKEN_FIELD, formToken } from '~/shared/form-token'
import { ErrorSummary } from '~/ui/error-summary'
import { forgetFormPost, useFormPost } from '~/ui/form-post'
import { FormPostNotice } from '~/ui/form-post-notice'
import { Field, Fieldset } from '~/ui/field'
import { ZipField } from '~/ui/zip-field'
import {
  CALLBACK_WINDOWS,
  LEAD_FIELDS,
  leadErrors,
  leadSchema,
  type LeadField,
  type LeadInput,
} from './lead-schema'
import { submitLead } from './submit-lead'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['leads'])

type Props = { lang: Lang; source?: LeadInput['source']; idPrefix?: string }

/** A fresh idempotency key (getRandomValues also works outside secure contexts, unlike randomUUID). */
const newKey = () =>
  `lead-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The call request form (spec 3.9, 5.2, 9.4). Success opens the call-scheduled page, failure the
 * call-scheduled-error page of the language. Without JavaScript it posts itself to the
 * request-call page, which answers with the same redirects, or with the page again showing the
 * problems and the answers as typed (decision 0024).
 */
export function LeadForm({ lang, source = 'request-call', idPrefix = 'lead' }: Props) {
  const { t } = useTranslation('leads')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const posted = useFormPost('call_request')
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>(
    () => posted?.errors ?? {},
  )
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
    forgetFormPost(queryClient)
    void navigate({ href: hrefFor(stored ? 'callScheduled' : 'callScheduledError', lang) })
  }

  const message = (field: LeadField) =>
    errors[field] ? t(`errors.${errors[field] as LeadField}`) : undefined
  const summary = LEAD_FIELDS.filter((field) => errors[field]).map((field) => ({
    href: `#${field === 'language' ? `${id('language')}-${lang}` : field === 'callbackWindow' ? `${id('callbackWindow')}-anytime` : id(field)}`,
    message: message(field) ?? '',
  }))
  const typed = posted?.values ?? {}
  const text = (
    field: 'firstName' | 'lastName' | 'phone',
    props: Record<string, unknown>,
    hint?: string,
  ) => (
    <Field
      label={t(field)}
      hint={hint}
      error={message(field)}
      required
      requiredMark={t('required')}
      id={id(field)}
    >
      <input
        name={field}
        type="text"
        className="input"
        required
        defaultValue={typed[field]}
        {...props}
      />
    </Field>
  )
  const chosen = (field: 'language' | 'callbackWindow', fallback: string) =>
    typed[field] &&
    (field === 'language' ? ['en', 'es'] : (CALLBACK_WINDOWS as readonly string[])).includes(
      typed[field],
    )
      ? typed[field]
      : fallback

  // Without JavaScript the form posts to the request-call page, wherever an editor placed it (decision 0024).
  return (
    <form
      className="lead-form"
      action={hrefFor('callRequest', lang)}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={sending}
    >
      {posted?.notice && <FormPostNotice notice={posted.notice} />}
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <input
        type="hidden"
        name="idempotencyKey"
        value={typed.idempotencyKey || formKey}
        suppressHydrationWarning
      />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken()} suppressHydrationWarning />
      {text('firstName', { autoComplete: 'given-name', maxLength: 60 })}
      {text('lastName', { autoComplete: 'family-name', maxLength: 60 })}
      {text(
        'phone',
        { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
        t('phoneHint'),
      )}
      <ZipField
        id={id('zipCode')}
        name="zipCode"
        label={t('zipCode')}
        hint={t('zipCodeHint')}
        error={message('zipCode')}
        defaultValue={typed.zipCode}
        required
        requiredMark={t('required')}
      />
      <Fieldset
        id={id('language')}
        className="choice-group"
        legend={t('language')}
        error={message('language')}
        required
        requiredMark={t('required')}
      >
        {(['en', 'es'] as const).map((code) => (
          <label key={code} className="choice">
            <input
              type="radio"
              name="language"
              value={code}
              id={`${id('language')}-${code}`}
              defaultChecked={code === chosen('language', lang)}
              required
            />
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
              defaultChecked={window === chosen('callbackWindow', 'anytime')}
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
