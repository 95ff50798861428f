import { createServerFn } from '@tanstack/react-start'
import { config } from '~/server/config.server'

/** The part of the configuration the browser may see: phone numbers, external addresses. */
export type PublicConfig = {
  siteUrl: string
  siteEnv: 'development' | 'staging' | 'production'
  phone: string
  directChannelPhone: string
  tty: string
  materialId: string
  healthTipsFormUrl: string
  memberPortalUrl: string
  careersUrl: string
  errorReportingUrl: string | null
}

export const getPublicConfig = createServerFn({ method: 'GET' }).handler((): PublicConfig => {
  const c = config()
  return {
    siteUrl: c.SITE_URL,
    siteEnv: c.SITE_ENV,
    phone: c.MEMBER_SERVICES_PHONE,
    directChannelPhone: c.DIRECT_CHANNEL_PHONE,
    tty: c.TTY,
    materialId: c.MATERIAL_ID,
    healthTipsFormUrl: c.HEALTH_TIPS_FORM_URL,
    memberPortalUrl: c.MEMBER_PORTAL_URL,
    careersUrl: c.CAREERS_URL,
    errorReportingUrl: c.ERROR_REPORTING_URL ?? null,
  }
})
