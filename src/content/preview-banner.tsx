import { usePublicPath } from '~/i18n/use-lang'
import { useTranslation } from 'react-i18next'
import { PREVIEW_EXIT_PATH } from './preview-paths'

/**
 * Shown on every content page while a preview session is active. Exiting is a form post (it
 * changes state, works without JavaScript and is never prefetched); it returns to this page.
 */
export function PreviewBanner() {
  const { t } = useTranslation('content')
  const pathname = usePublicPath()
  return (
    <section className="preview-banner" aria-label={t('preview.bannerLabel')}>
      <p>
        <strong>{t('preview.banner')}</strong> <span>{t('preview.bannerHint')}</span>
      </p>
      <form method="post" action={PREVIEW_EXIT_PATH}>
        <input type="hidden" name="to" value={pathname} />
        <button type="submit" className="preview-banner__exit">
          {t('preview.exit')}
        </button>
      </form>
    </section>
  )
}
