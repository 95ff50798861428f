import type { HoursVariant } from '~/ui/call-hours'

export type ChromeLink = { label: string; href: string }
export type FooterGroup = { id: string; heading: string; links: ChromeLink[] }

/**
 * The editor-owned parts of every page: navigation, footer and the settings singleton, and the
 * server's date in the site time zone (YYYY-MM-DD), from which the call bar picks its hours so the
 * browser shows exactly what the server rendered.
 */
export type SiteChrome = {
  today: string
  nav: ChromeLink[]
  /** The plan disclaimer of the settings document, one string per paragraph, shown once by the footer. */
  footer: { groups: FooterGroup[]; disclaimer: string[] }
  settings: Partial<{
    phone: string
    directChannelPhone: string
    tty: string
    hours: Partial<Record<HoursVariant, string>>
    materialId: string
    healthTipsFormUrl: string
    memberPortalUrl: string
  }>
}
