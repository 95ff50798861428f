import type { ChromeLink, FooterGroup, SiteChrome } from './site-chrome-types'

type Loose = Record<string, unknown> | undefined
type LinkField = { url?: string | null } | undefined

const FOOTER_GROUPS = ['plans_and_help', 'audiences', 'company', 'legal'] as const

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined
const url = (value: unknown): string | undefined => text((value as LinkField)?.url)

function links(value: unknown, rewrite: (href: string) => string): ChromeLink[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: Loose) => {
    const label = text(item?.label)
    const href = url(item?.link)
    return label && href ? [{ label, href: rewrite(href) }] : []
  })
}

function paragraphs(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((block: Loose) => text(block?.text) ?? [])
}

/**
 * Maps the navigation, footer and settings documents to what the layout shows. The footer's
 * accreditation notice link points at the staging or production address, chosen by environment.
 */
export function chromeFromDocuments(
  docs: { navigation?: Loose; footer?: Loose; settings?: Loose },
  siteEnv: 'development' | 'staging' | 'production',
  today: string,
): SiteChrome {
  const settings = docs.settings ?? {}
  const production = url(settings.accreditation_url_production)
  const staging = url(settings.accreditation_url_staging)
  const accreditation = siteEnv === 'production' ? production : (staging ?? production)
  const rewrite = (href: string) =>
    accreditation && (href === production || href === staging) ? accreditation : href

  const footer = docs.footer ?? {}
  const groups: FooterGroup[] = FOOTER_GROUPS.flatMap((id) => {
    const heading = text(footer[`${id}_heading`])
    const items = links(footer[`${id}_links`], rewrite)
    return heading && items.length ? [{ id, heading, links: items }] : []
  })

  // The three statements of spec 9.2; the call bar shows the one that applies (src/ui/call-hours.ts).
  const hours = Object.fromEntries(
    Object.entries({
      weekdaysAndSeason: text(settings.hours_aep),
      weekdaysSaturday: text(settings.hours_weekdays_saturday),
      everyDay: text(settings.hours_every_day),
    }).filter(([, value]) => value),
  )
  return {
    today,
    nav: links(docs.navigation?.links, rewrite),
    footer: { groups, disclaimer: paragraphs(settings.plan_disclaimer) },
    settings: {
      phone: text(settings.member_services_phone),
      directChannelPhone: text(settings.direct_channel_phone),
      tty: text(settings.tty),
      hours: Object.keys(hours).length ? hours : undefined,
      materialId: text(settings.material_id),
      healthTipsFormUrl: url(settings.health_tips_form_url),
      memberPortalUrl: url(settings.member_portal_url),
    },
  }
}
