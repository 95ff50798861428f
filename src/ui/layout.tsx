import type { ReactNode } from 'react'
import type { Lang } from '~/i18n/locales'
import type { PublicConfig } from '~/server/public-config'
import { CallBar } from './call-bar'
import { ExternalLinkNotice } from './external-link-notice'
import { Footer } from './footer'
import { Header } from './header'
import { RecoveryWatch } from './recovery-watch'
import { RouteAnnouncer } from './route-announcer'
import { MAIN_ID, SkipLink } from './skip-link'
import { ViewportPrefetch } from './viewport-prefetch'

export function Layout({ lang, config, children }: { lang: Lang; config: PublicConfig; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header lang={lang} config={config} />
      <CallBar config={config} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} config={config} />
      <RouteAnnouncer />
      <ExternalLinkNotice />
      <ViewportPrefetch />
      <RecoveryWatch />
    </>
  )
}
