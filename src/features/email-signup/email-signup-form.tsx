import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { usePublicPath } from '~/i18n/use-lang'
import { FORM_TOKEN_FIELD, formToken } from '~/shared/form-token'
import { forgetFormPost, useFormPost } from '~/ui/form-post'
import { FormPostNotice } from '~/ui/form-post-notice'
import { ErrorSummary } from '~/ui/error-summary'
import { Field, Fieldset } from '~/ui/field'
import {
  EMAIL_SIGNUP_FIELDS,
  emailSignupErrors,
  emailSignupSchema,
  type EmailSignupField,
} from './email-signup-schema'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['emailSignup'])

/**
 * The health-tips email signup (spec 3.10, 5.3), as editors place it with the FormSlot slice
 * ('email_signup'). It posts to /api/email-signups, which forwards to the configured marketing
 * service or stores the signup, then opens the thank-you page of the language. Without
 * JavaScript it posts itself to its page (a content page), which answers the same way, or with
 * the page again showing the problems and the answers as typed (decision 0024).
 */
export function EmailSignupForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('emailSignup')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const page = usePublicPath()
  const posted = useFormPost('email_signup')
  const typed = posted?.values ?? {}
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [errors, setErrors] = useState<Partial<Record<EmailSignupField, string>>>(
    () => posted?.errors ?? {},
  )
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const id = (field: EmailSignupField) => `signup-${field}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = emailSignupSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    )
    if (!parsed.success) {
      setErrors(emailSignupErrors(parsed.error))
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    setSending(true)
    const response = await fetch('/api/email-signups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    }).catch(() => null)
    setSending(false)
    forgetFormPost(queryClient)
    // The thank-you page is a content page: its address is the route table's (`emailThankYou`).
    if (response?.ok) void navigate({ href: hrefFor('emailThankYou', lang) })
    else setFailed(true)
  }

  const message = (field: EmailSignupField) =>
    errors[field] ? t(`errors.${errors[field] as EmailSignupField}`) : undefined
  const summary = EMAIL_SIGNUP_FIELDS.filter((field) => errors[field]).map((field) => ({
    href: `#${field === 'language' ? `${id('language')}-${lang}` : id(field)}`,
    message: message(field) ?? '',
  }))

  return (
    <form
      className="signup-form"
      action={page}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="signup-title"
      aria-busy={sending}
    >
      <h2 id="signup-title">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {posted?.notice && <FormPostNotice notice={posted.notice} />}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken()} suppressHydrationWarning />
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      {failed && (
        <p className="field__error" role="alert">
          {t('failed')}
        </p>
      )}
      <Field
        label={t('firstName')}
        error={message('firstName')}
        required
        requiredMark={t('required')}
        id={id('firstName')}
      >
        <input
          name="firstName"
          type="text"
          className="input"
          autoComplete="given-name"
          maxLength={60}
          required
          defaultValue={typed.firstName}
        />
      </Field>
      <Field
        label={t('lastName')}
        error={message('lastName')}
        required
        requiredMark={t('required')}
        id={id('lastName')}
      >
        <input
          name="lastName"
          type="text"
          className="input"
          autoComplete="family-name"
          maxLength={60}
          required
          defaultValue={typed.lastName}
        />
      </Field>
      <Field
        label={t('email')}
        hint={t('emailHint')}
        error={message('email')}
        required
        requiredMark={t('required')}
        id={id('email')}
      >
        <input
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={typed.email}
        />
      </Field>
      <Fieldset id={id('language')} className="choice-group" legend={t('language')}>
        {(['en', 'es'] as const).map((code) => (
          <label key={code} className="choice">
            <input
              type="radio"
              name="language"
              value={code}
              id={`${id('language')}-${code}`}
              defaultChecked={
                code ===
                (typed.language === 'en' || typed.language === 'es' ? typed.language : lang)
              }
            />
            {t(code === 'en' ? 'english' : 'spanish')}
          </label>
        ))}
      </Fieldset>
      <p className="field__hint">{t('privacy')}</p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
