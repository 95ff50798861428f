import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouterState } from '@tanstack/react-router'
import type { PublicConfig } from '~/shared/public-config'
import { useLang } from '~/i18n/use-lang'
import { isChunkLoadError, reloadForMissingResources } from './recovery'

/** Spec 2.4 Not found and spec 8 Unknown route. The server answers it with HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <div className="page page--narrow">
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.body')}{' '}
        <Link to="/$lang/" params={{ lang }}>
          {t('notFound.homeLink')}
        </Link>
      </p>
    </div>
  )
}

/** Shown when rendering fails: no stack trace, a way home and a phone number. */
export function ServerErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const lang = useLang()
  const config = useRouterState({
    select: (state) => state.matches[0]?.loaderData as PublicConfig | undefined,
  })
  useEffect(() => {
    if (!isChunkLoadError(error)) return
    reloadForMissingResources()
  }, [error])
  return (
    <div className="page page--narrow">
      <h1>{t('serverError.title')}</h1>
      <p>
        {t('serverError.body', {
          phone: config?.phone ?? '1-800-555-0123',
          tty: config?.tty ?? '711',
        })}
      </p>
      <p>
        <Link to="/$lang/" params={{ lang }}>
          {t('serverError.homeLink')}
        </Link>
      </p>
    </div>
  )
}
