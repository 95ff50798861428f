import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { zipSchema } from '~/features/plan-finder/zip'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { Field } from '~/ui/field'

/**
 * The home page's way into the plan finder. Without JavaScript it is a plain GET form to the
 * finder; with it, the ZIP is checked first and the finder opens client-side.
 */
export function ZipEntryForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const [error, setError] = useState<string | undefined>()
  const action = hrefFor('planFinder', lang)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('zip') as HTMLInputElement
    const parsed = zipSchema.safeParse(input.value)
    if (!parsed.success) {
      setError(t('hero.zipError'))
      input.focus()
      return
    }
    setError(undefined)
    void navigate({ href: `${action}?zip=${parsed.data}` })
  }

  return (
    <form className="zip-form" action={action} method="get" noValidate onSubmit={onSubmit}>
      <Field label={t('hero.zipLabel')} hint={t('hero.zipHint')} error={error}>
        <input name="zip" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} className="input input--zip" />
      </Field>
      <button type="submit" className="button button--primary">
        {t('hero.submit')}
      </button>
    </form>
  )
}
