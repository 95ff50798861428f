import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planDocuments'])

/** A failed lookup in the documents finder (spec 8): the message and a way to try again. */
export function FinderFailed() {
  const { t } = useTranslation('planDocuments')
  const router = useRouter()
  return (
    <div className="page page--narrow plan-docs">
      <h1>{t('finder.heading')}</h1>
      <div role="alert" className="formulary__message">
        <p>{t('finder.failed')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void router.invalidate()}
        >
          {t('finder.tryAgain')}
        </button>
      </div>
    </div>
  )
}
