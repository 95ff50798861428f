import { Fragment, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SiteChrome } from '~/content/site-chrome-types'
import type { PublicConfig } from '~/shared/public-config'
import { telHref, useChannel } from './call-bar'
import { hoursVariant, type CallChannel, type HoursVariant } from './call-hours'

/** The numbers and hours every page shows: the settings document, server configuration beneath. */
export type ContactFacts = {
  phone: string
  directChannelPhone: string
  tty: string
  hours: Partial<Record<HoursVariant, string>>
  today: string
}

type RootData = (PublicConfig & { chrome?: SiteChrome }) | undefined

/**
 * ONE reading of the contact facts: what the settings document holds wins over
 * the server's configured defaults, exactly as the call bar reads them. Works inside the router's
 * error boundaries too (the root's loader data may be missing there).
 */
export function contactFacts(root: RootData): ContactFacts {
  const settings = root?.chrome?.settings ?? {}
  return {
    phone: settings.phone ?? root?.phone ?? '',
    directChannelPhone: settings.directChannelPhone ?? root?.directChannelPhone ?? '',
    tty: settings.tty ?? root?.tty ?? '',
    hours: settings.hours ?? {},
    today: root?.chrome?.today ?? '',
  }
}

export function useContactFacts(): ContactFacts {
  const root = useRouterState({ select: (state) => state.matches[0]?.loaderData as RootData })
  return contactFacts(root)
}

/** The hours statement of spec 9.2 that applies today on a line, as the call bar shows it. */
export function hoursToday(facts: ContactFacts, channel: CallChannel): string | undefined {
  if (!facts.today) return undefined
  return facts.hours[hoursVariant(facts.today, channel)]
}

/** A phone number: tap-to-call, and never broken across lines. */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <a className="phone-number" href={telHref(phone)}>
      {children ?? phone}
    </a>
  )
}

/** "fax 1-800-…", "fax al 1-800-…", "Fax: 1-800-…": a fax number is kept whole but is not tap-to-call. */
const FAX_BEFORE = /\bfax(?:\s+(?:it\s+)?(?:al|at|to))?[\s:]*$/i

/**
 * Text with its phone numbers tap-to-call and never broken across lines, and each "TTY n" kept on
 * one line (its number tap-to-call too when it is a whole number; "TTY 711" is a relay, read as is).
 * `phones` names the numbers: the ones a translated sentence was given (the sentence is translated
 * whole, its words stay in the locale files), or a pattern with one group for text editors wrote.
 * A fax number stays whole but is no link, and so is every number when `linked` is false (inside
 * an editor's own link, where a number must not become a second, nested link).
 */
export function PhoneText({
  text,
  phones,
  tty,
  linked = true,
}: {
  text: string
  phones: readonly string[] | RegExp
  tty?: string
  linked?: boolean
}) {
  const pattern = phones instanceof RegExp ? phones : listed(phones, tty)
  if (!pattern) return <>{text}</>
  return text.split(pattern).map((part, i, parts) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>
    const link = linked && !FAX_BEFORE.test(parts[i - 1]!)
    const number = part.startsWith('TTY ') ? part.slice('TTY '.length) : part
    if (link && number === part) return <PhoneLink key={i} phone={part} />
    return (
      <span key={i} className="nowrap">
        {link && number.length > 3 ? (
          <>
            TTY <PhoneLink phone={number} />
          </>
        ) : (
          part
        )}
      </span>
    )
  })
}

/** One group matching any of the given numbers and "TTY <tty>", or null when there are none. */
function listed(phones: readonly string[], tty: string | undefined): RegExp | null {
  const tokens = [...new Set(phones.filter(Boolean))]
  if (tty) tokens.push(`TTY ${tty}`)
  return tokens.length ? new RegExp(`(${tokens.map(escapeRegExp).join('|')})`) : null
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * "Call us at 1-800-555-0123 (TTY 711)." and today's hours, as the call bar gives them (the same
 * line for the same visitor: the direct channel's number after a mailer link).
 */
export function CallUs({ className }: { className?: string }) {
  const { t } = useTranslation()
  const facts = useContactFacts()
  const channel = useChannel()
  const phone = channel === 'direct' ? facts.directChannelPhone : facts.phone
  if (!phone) return null
  const hours = hoursToday(facts, channel)
  return (
    <p className={className ?? 'call-us'}>
      <PhoneText
        text={t('contact.callUs', { phone, tty: facts.tty })}
        phones={[phone]}
        tty={facts.tty}
      />
      {hours && <> {t('contact.hours', { hours })}</>}
    </p>
  )
}

/** A translated sentence that names the settings document's numbers, with each made tap-to-call. */
export function CallText({ children }: { children: string }) {
  const facts = useContactFacts()
  return (
    <PhoneText text={children} phones={[facts.phone, facts.directChannelPhone]} tty={facts.tty} />
  )
}
