import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { Field } from './field'

export type ZipEntryCopy = { label: string; hint: string; error: string; submit: string }

const ZIP = /^\d{5}$/

/**
 * A ZIP-code entry into the plan finder (home page, Hero slice). Without JavaScript it is a plain
 * GET form to the finder; with it, the ZIP is checked first and the finder opens client-side.
 * The caller passes the copy, so each page keeps its own wording.
 */
export function ZipEntryForm({ lang, copy }: { lang: Lang; copy: ZipEntryCopy }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | undefined>()
  const action = hrefFor('planFinder', lang)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('zip') as HTMLInputElement
    const zip = input.value.trim()
    if (!ZIP.test(zip)) {
      setError(copy.error)
      input.focus()
      return
    }
    setError(undefined)
    void navigate({ href: `${action}?zip=${zip}` })
  }

  return (
    <form className="zip-form" action={action} method="get" noValidate onSubmit={onSubmit}>
      <Field label={copy.label} hint={copy.hint} error={error}>
        <input name="zip" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} className="input input--zip" />
      </Field>
      <button type="submit" className="button button--primary">
        {copy.submit}
      </button>
    </form>
  )
}
