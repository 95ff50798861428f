import { useTranslation } from 'react-i18next'
import type { SiteChrome } from '~/content/site-chrome-types'
import { SiteLink } from './site-link'

/**
 * The footer of spec 2.5: the `footer` document's link groups (the accreditation notice already
 * chosen by SITE_ENV, see site-chrome-map.ts), the plan disclaimer of the `settings` document (the
 * only copy of it: pages do not repeat it) and the CMS material ID. The copyright year comes
 * from the server's date (`today`), so the browser never repaints it.
 */
export function Footer({
  footer,
  materialId,
  today,
}: {
  footer: SiteChrome['footer']
  materialId: string
  today: string
}) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__groups">
        {footer.groups.map((group) => (
          <section
            key={group.id}
            className="site-footer__group"
            aria-labelledby={`footer-${group.id}`}
          >
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
      {footer.disclaimer.length > 0 && (
        <div className="site-footer__disclaimer">
          {footer.disclaimer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      <p className="site-footer__material-id">{t('footer.materialId', { id: materialId })}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: today.slice(0, 4) })}</p>
    </footer>
  )
}
