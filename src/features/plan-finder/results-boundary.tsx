import { Component, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** A failed plan lookup shows the spec 8 message in place, with a retry, instead of the error page. */
export function ResultsBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}
    </QueryErrorResetBoundary>
  )
}

class Boundary extends Component<
  { onReset: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Failed
        onRetry={() => {
          this.props.onReset()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('planFinder')
  return (
    <div role="alert">
      <h2>{t('failed.heading')}</h2>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('failed.retry')}
      </button>
    </div>
  )
}
