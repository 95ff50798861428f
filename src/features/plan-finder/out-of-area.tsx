import { useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SiteLink } from '~/ui/site-link'
import { needNamespaces } from '~/i18n/i18n'
import { CallUs } from '~/ui/contact-facts'

needNamespaces(['planFinder'])

/**
 * The out-of-area message (spec 8) with its two offers: the ZIP form (rendered by the caller just
 * below) and the externally hosted health-tips signup.
 */
export function OutOfArea({ zip }: { zip: string }) {
  const { t } = useTranslation('planFinder')
  const { healthTipsFormUrl } = useLoaderData({ from: '__root__' })
  return (
    <div className="finder__message">
      <p>{t('outOfArea.body', { zip })}</p>
      <CallUs />
      <p>
        <SiteLink href={healthTipsFormUrl} className="button button--secondary">
          {t('outOfArea.healthTips')}
        </SiteLink>
      </p>
      <h3>{t('outOfArea.tryAnother')}</h3>
    </div>
  )
}

/**
 * Spec 8's county message for a served ZIP whose chosen county is not served (the caller renders
 * the heading): names the county, and offers the ZIP's other counties (rendered just below) or
 * the health-tips signup.
 */
export function CountyOutOfArea({ zip, county }: { zip: string; county: string }) {
  const { t } = useTranslation('planFinder')
  const { healthTipsFormUrl } = useLoaderData({ from: '__root__' })
  return (
    <div className="finder__message">
      <p>{t('countyOutOfArea.body', { county, zip })}</p>
      <CallUs />
      <p>
        <SiteLink href={healthTipsFormUrl} className="button button--secondary">
          {t('outOfArea.healthTips')}
        </SiteLink>
      </p>
    </div>
  )
}
