import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { i18nFor } from '~/i18n/i18n'
import { hrefFor } from '~/i18n/route-table'
import { SiteLink } from '~/ui/site-link'

/** Title and description of the thank-you page for a route's head(). */
export function thankYouHead(lang: Lang) {
  const t = i18nFor(lang).getFixedT(lang, 'emailSignup')
  return { meta: [{ title: t('thankYou.metaTitle') }, { name: 'description', content: t('thankYou.metaDescription') }] }
}

/** After an email signup: /thank-you/ and /es/gracias/ (route table `emailThankYou`). */
export function ThankYouPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('emailSignup')
  return (
    <div className="page page--narrow">
      <h1>{t('thankYou.heading')}</h1>
      <p>{t('thankYou.body')}</p>
      <p>{t('thankYou.next')}</p>
      <p>
        <SiteLink href={hrefFor('planFinder', lang)} className="button button--primary">
          {t('thankYou.findPlan')}
        </SiteLink>
      </p>
      <p>
        <SiteLink href={hrefFor('home', lang)}>{t('thankYou.home')}</SiteLink>
      </p>
    </div>
  )
}
