import { useTranslation } from 'react-i18next'
import type { SiteChrome } from '~/content/site-chrome'
import { SiteLink } from './site-link'

/** The footer of spec 2.5: the `footer` document's link groups and the CMS material ID. */
export function Footer({ footer, materialId }: { footer: SiteChrome['footer']; materialId: string }) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__groups">
        {footer.groups.map((group) => (
          <section key={group.id} className="site-footer__group" aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {footer.disclaimer && <p className="site-footer__disclaimer">{footer.disclaimer}</p>}
      <p className="site-footer__material-id">{t('footer.materialId', { id: materialId })}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
