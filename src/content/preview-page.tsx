import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { i18nFor } from '~/i18n/i18n'
import { LOCALES, type Lang } from '~/i18n/locales'
import { startPreview } from './preview'

type State = 'loading' | 'invalidToken' | 'notFound'

/**
 * /preview/?token=…&documentId=… (spec 1, 4.5): says 'Loading preview…' while the server checks
 * the token and resolves the draft's path, then loads that page with the preview session on.
 */
export function PreviewPage({
  lang,
  token,
  documentId,
}: {
  lang: Lang
  token?: string
  documentId?: string
}) {
  const t = i18nFor(lang).getFixedT(lang, 'content')
  const start = useServerFn(startPreview)
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    if (!token || !documentId) {
      setState('invalidToken')
      return
    }
    let active = true
    start({ data: { token, documentId } }).then(
      (outcome) => {
        if (!active) return
        if ('url' in outcome) window.location.replace(outcome.url)
        else setState(outcome.error)
      },
      () => active && setState('notFound'),
    )
    return () => {
      active = false
    }
  }, [start, token, documentId])

  return (
    <div className="page page--narrow" lang={LOCALES[lang].lang} data-strings-lang={lang}>
      <h1>{t('preview.title')}</h1>
      {state === 'loading' ? (
        <p role="status">{t('preview.loading')}</p>
      ) : (
        <div role="alert">
          <p>{t(`preview.${state}`)}</p>
          <p>
            <Link to="/$lang/" params={{ lang }}>
              {t('preview.homeLink')}
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}
