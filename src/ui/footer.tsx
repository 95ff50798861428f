import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import type { PublicConfig } from '~/server/public-config'
import { FOOTER_GROUPS, type FooterLink } from './nav-links'
import { SiteLink } from './site-link'

function linkHref(link: FooterLink, lang: Lang, config: PublicConfig): string {
  return link.kind === 'route' ? hrefFor(link.route, lang) : config[link.href]
}

/** The footer of spec 2.5: every link group in the visitor's language and the CMS material ID. */
export function Footer({ lang, config }: { lang: Lang; config: PublicConfig }) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__groups">
        {FOOTER_GROUPS.map((group) => (
          <section key={group.heading} className="site-footer__group" aria-labelledby={`footer-${group.heading}`}>
            <h2 id={`footer-${group.heading}`}>{t(`footer.${group.heading}`)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <SiteLink href={linkHref(link, lang, config)}>
                    {t(`footer.links.${link.label}` as 'footer.links.aboutUs')}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__disclaimer">{t('footer.disclaimer')}</p>
      <p className="site-footer__material-id">{t('footer.materialId', { id: config.materialId })}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
