import { useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { FormPostNotice as Notice } from './form-post'

/** Why a form posted without JavaScript came back unread, at the top of the form, with the phone number. */
export function FormPostNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation('common')
  const { phone, tty } = useLoaderData({ from: '__root__' })
  return (
    <p className="field__error" role="alert">
      {t(`formPost.${notice}`, { phone, tty })}
    </p>
  )
}
