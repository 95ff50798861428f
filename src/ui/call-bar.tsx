import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouterState } from '@tanstack/react-router'
import type { PublicConfig } from '~/server/public-config'

const CHANNEL_KEY = 'call-bar-channel'

/** `tel:` form of a printed number such as 1-800-555-0123. */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}

/**
 * Visitors who arrive through the direct channel (`?channel=direct`, e.g. from a mailer) see the
 * direct-channel number for the rest of their visit.
 */
function useDirectChannel(): boolean {
  const fromUrl = useRouterState({ select: (state) => /(^|[?&])channel=direct(&|$)/.test(state.location.searchStr) })
  const [remembered, setRemembered] = useState(false)
  useEffect(() => {
    try {
      if (fromUrl) sessionStorage.setItem(CHANNEL_KEY, 'direct')
      setRemembered(sessionStorage.getItem(CHANNEL_KEY) === 'direct')
    } catch {
      // No storage: the URL alone decides.
    }
  }, [fromUrl])
  return fromUrl || remembered
}

/** The sticky call bar of spec 2.5 with the number, TTY and hours of spec 9.2. */
export function CallBar({ config }: { config: PublicConfig }) {
  const { t } = useTranslation()
  const direct = useDirectChannel()
  const phone = direct ? config.directChannelPhone : config.phone
  return (
    <aside className="call-bar" aria-label={t('callBar.label')} data-channel={direct ? 'direct' : 'default'}>
      <p className="call-bar__lead">{t('callBar.licensedAgent')}</p>
      <p className="call-bar__phone">
        <a href={telHref(phone)}>
          {t('callBar.call')} <strong>{phone}</strong>
        </a>{' '}
        <span>({t('callBar.tty', { tty: config.tty })})</span>
      </p>
      <p className="call-bar__hours">
        {t('callBar.hoursAep')}
        <br />
        {t('callBar.hoursWeekdays')}
      </p>
    </aside>
  )
}
