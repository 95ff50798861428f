import { useTranslation } from 'react-i18next'
import { LOCALES, type Lang } from '~/i18n/locales'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** A CMS star rating as text ("4.5 out of 5 stars"); the stars drawn beside it are decoration. */
export function StarRating({ rating, lang }: { rating: number | null; lang: Lang }) {
  const { t } = useTranslation('planFinder')
  if (rating === null) return <span className="stars stars--none">{t('plan.notRated')}</span>
  const value = new Intl.NumberFormat(LOCALES[lang].code, { maximumFractionDigits: 1 }).format(rating)
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
