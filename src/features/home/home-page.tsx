import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { SiteLink } from '~/ui/site-link'

const BENEFITS = ['dental', 'foodAndHome', 'giveback', 'rides'] as const

/** The home page; `finder` is the plan finder's ZIP form, given by the route (features stay apart). */
export function HomePage({ lang, finder }: { lang: Lang; finder: ReactNode }) {
  const { t } = useTranslation('home')
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <div className="hero__inner">
          <h1 id="home-heading">{t('hero.heading')}</h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          {finder}
        </div>
      </section>
      <section className="section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t('benefits.heading')}</h2>
        <ul className="card-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="card">
              <h3>{t(`benefits.${benefit}.title`)}</h3>
              <p>{t(`benefits.${benefit}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tinted" aria-labelledby="help-heading">
        <h2 id="help-heading">{t('help.heading')}</h2>
        <p>{t('help.body')}</p>
        <ul className="link-list">
          <li>
            <SiteLink href={hrefFor('callRequest', lang)}>{t('help.requestCall')}</SiteLink>
          </li>
          <li>
            <SiteLink href={hrefFor('formularySearch', lang)}>{t('help.findDrugs')}</SiteLink>
          </li>
          <li>
            <SiteLink href={hrefFor('providerSearch', lang)}>{t('help.findProviders')}</SiteLink>
          </li>
        </ul>
      </section>
    </>
  )
}
