import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouterState } from '@tanstack/react-router'

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
export type CallBarNumbers = { phone: string; directChannelPhone: string; tty: string; hours?: string[] }

export function CallBar({ numbers }: { numbers: CallBarNumbers }) {
  const { t } = useTranslation()
  const direct = useDirectChannel()
  const phone = direct ? numbers.directChannelPhone : numbers.phone
  const hours = numbers.hours?.length ? numbers.hours : [t('callBar.hoursAep'), t('callBar.hoursWeekdays')]
  return (
    <aside className="call-bar" aria-label={t('callBar.label')} data-channel={direct ? 'direct' : 'default'}>
      <p className="call-bar__lead">{t('callBar.licensedAgent')}</p>
      <p className="call-bar__phone">
        <a href={telHref(phone)}>
          {t('callBar.call')} <strong>{phone}</strong>
        </a>{' '}
        <span>({t('callBar.tty', { tty: numbers.tty })})</span>
      </p>
      {/* The phone's fixed call button repeats the number above; it is hidden from assistive
          technology and the tab order, which reach the full bar. */}
      <a className="call-bar__float" href={telHref(phone)} aria-hidden="true" tabIndex={-1}>
        {t('callBar.call')} {phone} ({t('callBar.tty', { tty: numbers.tty })})
      </a>
      <p className="call-bar__hours">
        {hours.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    </aside>
  )
}
