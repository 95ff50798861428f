import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { ErrorSummary } from '~/ui/error-summary'
import { Field, Fieldset } from '~/ui/field'
import { EMAIL_SIGNUP_FIELDS, emailSignupErrors, emailSignupSchema, type EmailSignupField } from './email-signup-schema'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['emailSignup'])

/**
 * The health-tips email signup (spec 3.10, 5.3), as editors place it with the FormSlot slice
 * ('email_signup'). It posts to /api/email-signups, which forwards to the configured marketing
 * service or stores the signup, then opens the thank-you page of the language.
 */
export function EmailSignupForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('emailSignup')
  const navigate = useNavigate()
  const [errors, setErrors] = useState<Partial<Record<EmailSignupField, string>>>({})
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const id = (field: EmailSignupField) => `signup-${field}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = emailSignupSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
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
    // The thank-you page is a content page: its address is the route table's (`emailThankYou`).
    if (response?.ok) void navigate({ href: hrefFor('emailThankYou', lang) })
    else setFailed(true)
  }

  const message = (field: EmailSignupField) => (errors[field] ? t(`errors.${errors[field] as EmailSignupField}`) : undefined)
  const summary = EMAIL_SIGNUP_FIELDS.filter((field) => errors[field]).map((field) => ({
    href: `#${field === 'language' ? `${id('language')}-${lang}` : id(field)}`,
    message: message(field) ?? '',
  }))

  return (
    <form className="signup-form" noValidate onSubmit={onSubmit} aria-labelledby="signup-title" aria-busy={sending}>
      <h2 id="signup-title">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      {failed && (
        <p className="field__error" role="alert">
          {t('failed')}
        </p>
      )}
      <Field label={t('firstName')} error={message('firstName')} required requiredMark={t('required')} id={id('firstName')}>
        <input name="firstName" type="text" className="input" autoComplete="given-name" maxLength={60} />
      </Field>
      <Field label={t('lastName')} error={message('lastName')} required requiredMark={t('required')} id={id('lastName')}>
        <input name="lastName" type="text" className="input" autoComplete="family-name" maxLength={60} />
      </Field>
      <Field label={t('email')} hint={t('emailHint')} error={message('email')} required requiredMark={t('required')} id={id('email')}>
        <input name="email" type="email" className="input" autoComplete="email" maxLength={254} />
      </Field>
      <Fieldset id={id('language')} className="choice-group" legend={t('language')}>
        {(['en', 'es'] as const).map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="language" value={code} id={`${id('language')}-${code}`} defaultChecked={code === lang} />
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
