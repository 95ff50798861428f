import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouterState } from '@tanstack/react-router'
import { hoursVariant, type CallChannel, type HoursVariant } from './call-hours'

const CHANNEL_KEY = 'call-bar-channel'

/**
 * `tel:` form of a printed number: 1-800-555-0123 and 800-555-0123 become tel:+18005550123, a
 * short code such as the TTY relay 711 stays as dialled (tel:711).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `tel:+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return `tel:${digits}`
}

/**
 * Visitors who arrive through the direct channel (`?channel=direct`, e.g. from a mailer) see the
 * direct-channel number for the rest of their visit. The server knows only the URL (the HTML is
 * the same for everyone, no cookie): a visit remembered in this tab switches after hydration.
 */
export function useChannel(): CallChannel {
  const fromUrl = useRouterState({
    select: (state) => /(^|[?&])channel=direct(&|$)/.test(state.location.searchStr),
  })
  const [remembered, setRemembered] = useState(false)
  useEffect(() => {
    try {
      if (fromUrl) sessionStorage.setItem(CHANNEL_KEY, 'direct')
      setRemembered(sessionStorage.getItem(CHANNEL_KEY) === 'direct')
    } catch {
      // No storage: the URL alone decides.
    }
  }, [fromUrl])
  return fromUrl || remembered ? 'direct' : 'default'
}

/** The sticky call bar of spec 2.5 with the number, TTY and hours of spec 9.2. */
export type CallBarNumbers = {
  phone: string
  directChannelPhone: string
  tty: string
  hours?: Partial<Record<HoursVariant, string>>
}

/**
 * ONE compact bar: the number and TTY, and the one hours statement that applies today (see
 * call-hours.ts). `today` is the server's date from the page data. On a phone the hours sit behind
 * a small "Hours" button, so the bar stays one line and covers nothing.
 */
export function CallBar({ numbers, today }: { numbers: CallBarNumbers; today: string }) {
  const { t } = useTranslation()
  const hoursId = useId()
  const [hoursOpen, setHoursOpen] = useState(false)
  const channel = useChannel()
  const phone = channel === 'direct' ? numbers.directChannelPhone : numbers.phone
  const variant = hoursVariant(today, channel)
  // The settings document's statement only: no second copy of the hours in the interface strings.
  const hours = numbers.hours?.[variant]
  return (
    <aside
      className="call-bar"
      aria-label={t('callBar.label')}
      data-channel={channel}
      data-hours={variant}
    >
      <p className="call-bar__phone">
        <span className="call-bar__lead">{t('callBar.licensedAgent')} </span>
        <a href={telHref(phone)} className="phone-number">
          <span className="call-bar__call-word">{t('callBar.call')} </span>
          <strong>{phone}</strong>
        </a>{' '}
        <span className="call-bar__tty">({t('callBar.tty', { tty: numbers.tty })})</span>
      </p>
      {hours && (
        <>
          <button
            type="button"
            className="call-bar__hours-button"
            aria-expanded={hoursOpen}
            aria-controls={hoursId}
            onClick={() => setHoursOpen((open) => !open)}
          >
            {t('callBar.hoursButton')}
          </button>
          <p className="call-bar__hours" id={hoursId} data-open={hoursOpen}>
            {hours}
          </p>
        </>
      )}
    </aside>
  )
}
