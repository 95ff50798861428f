import { useLinkProps } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { ErrorSummary } from '~/ui/error-summary'
import { ZipField } from '~/ui/zip-field'
import { needNamespaces } from '~/i18n/i18n'
import { FINDER_ANCHOR } from './step-heading'

needNamespaces(['planFinder'])

type Props = {
  lang: Lang
  zip: string
  invalid: boolean
  /** Extra query values the form carries without JavaScript (the plan year). */
  hidden?: Record<string, string>
  onSubmit: (zip: string) => void
  /** Called when the form first gets focus (a person is about to enter a ZIP). */
  onFocus?: () => void
  /**
   * What the form is doing once submitted ('Looking up ZIP code 33101…'), in a live region that is
   * on the page from the start so a screen reader announces it; '' while idle. The finder's own
   * flow shows its lookup as a step instead and passes nothing.
   */
  status?: string
}

/**
 * The ZIP form of the plan finder, on the finder and the home page. Without JavaScript it is a
 * plain GET form to the finder, which checks the ZIP on the server render.
 */
export function ZipStep({ lang, zip, invalid, hidden = {}, onSubmit, onFocus, status }: Props) {
  const { t } = useTranslation('planFinder')
  // Without JavaScript the form is a GET to the finder's own address.
  const { href: action } = useLinkProps({
    to: '/$lang/find-a-plan/',
    params: { lang },
    hash: FINDER_ANCHOR,
  })
  const [attempt, setAttempt] = useState(0)
  const error = invalid ? t('zip.error') : undefined

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('zip') as HTMLInputElement
    setAttempt((n) => n + 1)
    onSubmit(input.value)
  }

  return (
    <form
      className="zip-form"
      action={action}
      method="get"
      noValidate
      onSubmit={submit}
      onFocus={onFocus}
    >
      <ErrorSummary
        title={t('errorSummary')}
        errors={error ? [{ href: '#finder-zip', message: error }] : []}
        attempt={attempt}
      />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ZipField
        id="finder-zip"
        label={t('zip.label')}
        hint={t('zip.hint')}
        error={error}
        defaultValue={zip}
      />
      <button type="submit" className="button button--primary">
        {t('zip.submit')}
      </button>
      {status !== undefined && (
        <p role="status" className="zip-form__status">
          {status}
        </p>
      )}
    </form>
  )
}
