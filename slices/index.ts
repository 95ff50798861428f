import { lazy, type ComponentType } from 'react'

/**
 * Every slice id of the library mapped to its lazily loaded component, so a page downloads only
 * the slices it uses. A test keeps this map and the models in slices/<Name>/model.json in step;
 * Slice Machine's local adapter (slicemachine/adapter.cjs) rewrites this file when slices change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const components: Record<string, ComponentType<any>> = {
  alert_or_disclaimer: lazy(() => import('./AlertOrDisclaimer')),
  benefit_highlights: lazy(() => import('./BenefitHighlights')),
  call_to_action_banner: lazy(() => import('./CallToActionBanner')),
  card_grid: lazy(() => import('./CardGrid')),
  contact_block: lazy(() => import('./ContactBlock')),
  document_list: lazy(() => import('./DocumentList')),
  events_list: lazy(() => import('./EventsList')),
  faq_accordion: lazy(() => import('./FaqAccordion')),
  feature: lazy(() => import('./Feature')),
  hero: lazy(() => import('./Hero')),
  press_list: lazy(() => import('./PressList')),
  quote_or_stats: lazy(() => import('./QuoteOrStats')),
  rich_text: lazy(() => import('./RichText')),
  table: lazy(() => import('./Table')),
  team_grid: lazy(() => import('./TeamGrid')),
  text_with_image: lazy(() => import('./TextWithImage')),
  vendor_list: lazy(() => import('./VendorList')),
  video: lazy(() => import('./Video')),
}
