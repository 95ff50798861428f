import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** A CMS star rating as text ("4.5 out of 5 stars"); the stars drawn beside it are decoration. */
export function StarRating({ rating }: { rating: number | null }) {
  const { t } = useTranslation('planFinder')
  if (rating === null) return <span className="stars stars--none">{t('plan.notRated')}</span>
  // One decimal at most ("4", "4.5"), the same in en-US and es-MX; written out, not with
  // Intl.NumberFormat, whose first use costs a phone tens of milliseconds (issue 17).
  const value = String(Math.round(rating * 10) / 10)
  const full = Math.floor(rating)
  const glyphs = '★'.repeat(full) + (rating > full ? '½' : '') + '☆'.repeat(5 - Math.ceil(rating))
  return (
    <span className="stars">
      <span aria-hidden="true" className="stars__glyphs">
        {glyphs}
      </span>{' '}
      {t('plan.stars', { rating: value })}
    </span>
  )
}
