import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouterState } from '@tanstack/react-router'
import type { Lang } from '~/i18n/locales'
import type { PublicConfig } from '~/shared/public-config'
import { SiteLink } from './site-link'

/** The feature forms an editor can place on a page with the FormSlot slice. */
export const FORM_SLOT_IDS = ['call_request', 'email_signup', 'plan_finder'] as const
export type FormSlotId = (typeof FORM_SLOT_IDS)[number]
export type FormSlotProps = { lang: Lang }

const registered = new Map<FormSlotId, ComponentType<FormSlotProps>>()

/**
 * Features fill a slot with their form at start-up (from the app level, e.g. src/router.tsx, since
 * shared code never imports features). Until then a slot shows a link to the feature's page.
 */
export function registerFormSlot(id: FormSlotId, component: ComponentType<FormSlotProps>) {
  registered.set(id, component)
}

export const isFormSlotId = (value: unknown): value is FormSlotId =>
  typeof value === 'string' && (FORM_SLOT_IDS as readonly string[]).includes(value)

/** The root route's loader returns the public configuration (src/routes/__root.tsx). */
function useHealthTipsFormUrl(): string | undefined {
  return useRouterState({
    select: (state) =>
      (state.matches[0]?.loaderData as Partial<PublicConfig> | undefined)?.healthTipsFormUrl,
  })
}

function SlotLink({ id, lang }: { id: FormSlotId; lang: Lang }) {
  const { t } = useTranslation('slices')
  const healthTips = useHealthTipsFormUrl()
  const label = t(`formSlot.${id}`)
  const className = 'button button--primary'
  if (id === 'call_request' || id === 'plan_finder') {
    const to = id === 'call_request' ? '/$lang/request-call/' : '/$lang/find-a-plan/'
    return (
      <p>
        <Link to={to} params={{ lang }} className={className}>
          {label}
        </Link>
      </p>
    )
  }
  if (!healthTips) return null
  return (
    <p>
      <SiteLink href={healthTips} className={className}>
        {label}
      </SiteLink>
    </p>
  )
}

export function FormSlotView({ id, lang }: { id: FormSlotId; lang: Lang }) {
  const Form = registered.get(id)
  return Form ? <Form lang={lang} /> : <SlotLink id={id} lang={lang} />
}
