import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouterState } from '@tanstack/react-router'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import type { PublicConfig } from '~/server/public-config'
import { LanguageToggle } from './language-toggle'
import { SiteLink } from './site-link'
import { NAV_LINKS } from './nav-links'

/** The navigation bar of spec 2.5 with a disclosure menu on narrow screens. */
export function Header({ lang, config }: { lang: Lang; config: PublicConfig }) {
  const { t } = useTranslation()
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setOpen(false), [pathname])

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <SiteLink href={hrefFor('home', lang)} className="site-header__brand" aria-label={t('navigation.home')}>
          <span aria-hidden="true" className="site-header__logo">
            ❦
          </span>
          {t('brand')}
        </SiteLink>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('navigation.closeMenu') : t('navigation.menu')}
        </button>
      </div>
      <nav id={menuId} className="site-nav" data-open={open} aria-label={t('navigation.label')}>
        <ul className="site-nav__links">
          {NAV_LINKS.map((link) => (
            <li key={link.route}>
              <SiteLink href={hrefFor(link.route, lang)}>{t(`navigation.${link.label}`)}</SiteLink>
            </li>
          ))}
        </ul>
        <div className="site-nav__actions">
          <a className="button button--secondary" href={config.healthTipsFormUrl}>
            {t('navigation.getHealthTips')}
          </a>
          <a className="button button--primary" href={config.memberPortalUrl}>
            {t('navigation.memberLogin')}
          </a>
          <LanguageToggle lang={lang} />
        </div>
      </nav>
    </header>
  )
}
