import type { ReactNode } from 'react'
import type { SiteChrome } from '~/content/site-chrome-types'
import type { Lang } from '~/i18n/locales'
import type { PublicConfig } from '~/shared/public-config'
import { CallBar } from './call-bar'
import { ExternalLinkNotice } from './external-link-notice'
import { Footer } from './footer'
import { Header } from './header'
import { Part } from './part'
import { RecoveryWatch } from './recovery-watch'
import { RouteAnnouncer } from './route-announcer'
import { MAIN_ID, SkipLink } from './skip-link'
import { ViewportPrefetch } from './viewport-prefetch'

type Props = { lang: Lang; config: PublicConfig; chrome: SiteChrome; children: ReactNode }

/**
 * Every page's frame. Editors own the links, numbers and addresses (the navigation, footer and
 * settings documents); server configuration supplies defaults for what a document leaves empty.
 */
export function Layout({ lang, config, chrome, children }: Props) {
  const settings = { ...config, ...definedOnly(chrome.settings) }
  return (
    <>
      <SkipLink />
      <Part>
        <Header
          lang={lang}
          links={chrome.nav}
          healthTipsFormUrl={settings.healthTipsFormUrl}
          memberPortalUrl={settings.memberPortalUrl}
        />
      </Part>
      <Part>
        <CallBar numbers={settings} today={chrome.today} />
      </Part>
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Part>
        <Footer footer={chrome.footer} materialId={settings.materialId} today={chrome.today} />
      </Part>
      {/* Ready with the page: a move to another page is announced, a link to another site asks first. */}
      <RouteAnnouncer />
      <ExternalLinkNotice />
      <ViewportPrefetch />
      <RecoveryWatch />
    </>
  )
}

function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never
}
