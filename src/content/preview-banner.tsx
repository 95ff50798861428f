import { usePublicPath } from '~/i18n/use-lang'
import { useTranslation } from 'react-i18next'
import { pageStructureProblems } from './page-structure'
import { PREVIEW_EXIT_PATH } from './preview-paths'

/**
 * Shown on every content page while a preview session is active. Exiting is a form post (it
 * changes state, works without JavaScript and is never prefetched); it returns to this page.
 * When the previewed page's structure is not sound (its first slice is not a Hero, or it has no h1
 * or two), the banner says so, so the editor fixes it before publishing (a content test would fail).
 * Data pages (a county, a plan) render their own h1 and pass no slices to check.
 */
export function PreviewBanner({
  slices,
}: {
  slices?: ReadonlyArray<{ slice_type?: unknown; primary?: unknown }>
}) {
  const { t } = useTranslation('content')
  const pathname = usePublicPath()
  const problems = slices ? pageStructureProblems(slices) : []
  return (
    <section className="preview-banner" aria-label={t('preview.bannerLabel')}>
      <p>
        <strong>{t('preview.banner')}</strong> <span>{t('preview.bannerHint')}</span>
      </p>
      {problems.length > 0 && (
        <div className="preview-banner__structure" role="alert">
          <p>
            <strong>{t('preview.structure.title')}</strong>
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{t(`preview.structure.${problem}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <form method="post" action={PREVIEW_EXIT_PATH}>
        <input type="hidden" name="to" value={pathname} />
        <button type="submit" className="preview-banner__exit">
          {t('preview.exit')}
        </button>
      </form>
    </section>
  )
}
