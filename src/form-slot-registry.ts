import { lazy } from 'react'
import { registerFormSlot } from './ui/form-slots'

// App-level wiring: shared code never imports features, so the feature forms that editors can
// place with the FormSlot slice are registered here. Each loads only on a page that uses it.
registerFormSlot(
  'call_request',
  lazy(() => import('./features/leads/request-call-page').then((m) => ({ default: m.CallRequestSlot }))),
)
registerFormSlot(
  'email_signup',
  lazy(() => import('./features/email-signup/email-signup-form').then((m) => ({ default: m.EmailSignupForm }))),
)
registerFormSlot(
  'plan_finder',
  lazy(() => import('./features/plan-finder/plan-finder-slot').then((m) => ({ default: m.PlanFinderSlot }))),
)
