import { lazy } from 'react'
import { withStrings } from './i18n/i18n'
import { registerFormSlot } from './ui/form-slots'

// App-level wiring: shared code never imports features, so the feature forms that editors can
// place with the FormSlot slice are registered here. Each loads only on a page that uses it, and
// renders once the namespaces its modules declare have loaded (withStrings).
registerFormSlot(
  'call_request',
  lazy(() =>
    import('./features/leads/request-call-page')
      .then(withStrings)
      .then((m) => ({ default: m.CallRequestSlot })),
  ),
)
registerFormSlot(
  'email_signup',
  lazy(() =>
    import('./features/email-signup/email-signup-form')
      .then(withStrings)
      .then((m) => ({ default: m.EmailSignupForm })),
  ),
)
registerFormSlot(
  'plan_finder',
  lazy(() =>
    import('./features/plan-finder/plan-finder-slot')
      .then(withStrings)
      .then((m) => ({ default: m.PlanFinderSlot })),
  ),
)
