import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ChromeLink } from '~/content/site-chrome-types'
import type { Lang } from '~/i18n/locales'
import { Icon } from './icons'
import { LanguageToggle } from './language-toggle'
import { SiteLink } from './site-link'

type Props = { lang: Lang; links: ChromeLink[]; healthTipsFormUrl: string; memberPortalUrl: string }

/**
 * The navigation bar of spec 2.5 (links from the `navigation` document): one line from 1024 px,
 * below that a disclosure menu that closes on Escape (focus back on its button) and on navigation.
 */
export function Header({ lang, links, healthTipsFormUrl, memberPortalUrl }: Props) {
  const { t } = useTranslation()
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to="/$lang/"
          params={{ lang }}
          activeOptions={{ exact: true }}
          className="site-header__brand"
          aria-label={t('navigation.home')}
        >
          <Icon name="leaf" className="site-header__logo" />
          {t('brand')}
        </Link>
        {/* On a phone the switch sits in the bar, on the first screen; from 1024 px it stays with
            the actions above the links (and the menu's own copy is hidden below 1024 px). */}
        <LanguageToggle lang={lang} compact />
        <button
          ref={button}
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
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
        <div className="site-nav__actions">
          <a className="button button--secondary button--small" href={healthTipsFormUrl}>
            {t('navigation.getHealthTips')}
          </a>
          <a className="button button--primary button--small" href={memberPortalUrl}>
            {t('navigation.memberLogin')}
          </a>
          <LanguageToggle lang={lang} />
        </div>
      </nav>
    </header>
  )
}
