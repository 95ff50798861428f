import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'
import type { DocumentYear } from '~/plans/plan-years'
import { contractOf, isLowPerforming } from '~/plans/star-ratings'

needNamespaces(['planFinder'])

type Rated = { starRating: number | null; contractId: string; year: DocumentYear }

/**
 * A plan's CMS Star Rating as text ("4.5 out of 5 stars"), which is its contract's overall rating
 * of the year; the stars drawn beside it are decoration. Every rating carries the sentence CMS
 * requires beside it (Medicare Communications and Marketing Guidelines, section 40.6), and a
 * contract below 3 stars three years running carries the low-performing icon (42 CFR 422.166(h)).
 */
export function StarRating({ plan }: { plan: Rated }) {
  const { t } = useTranslation('planFinder')
  const rating = plan.starRating
  const lowPerforming = isLowPerforming(contractOf(plan.contractId), plan.year)
  if (rating === null) return <span className="stars stars--none">{t('plan.notRated')}</span>
  // One decimal at most ("4", "4.5"), the same in en-US and es-MX; written out, not with
  // Intl.NumberFormat, whose first use costs a phone tens of milliseconds (decision 0017).
  const value = String(Math.round(rating * 10) / 10)
  const full = Math.floor(rating)
  const glyphs = '★'.repeat(full) + (rating > full ? '½' : '') + '☆'.repeat(5 - Math.ceil(rating))
  return (
    <span className="stars">
      <span aria-hidden="true" className="stars__glyphs">
        {glyphs}
      </span>{' '}
      {t('plan.stars', { rating: value })}
      {lowPerforming && (
        <span className="stars__low">
          {' '}
          <span aria-hidden="true">⚠</span> {t('plan.lowPerforming')}
        </span>
      )}{' '}
      <span className="stars__sentence">{t('plan.starSentence')}</span>
    </span>
  )
}
