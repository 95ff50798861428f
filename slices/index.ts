import { preloadable, type PreloadableSlice } from '../src/content/preloadable-slice'

/**
 * Every slice id of the library mapped to its lazily loaded component, so a page downloads only
 * the slices it uses (a route loader preloads the ones its document has). A test keeps this map
 * and the models in slices/<Name>/model.json in step; Slice Machine's local adapter
 * (slicemachine/adapter.cjs) rewrites this file when slices change.
 */
export const components: Record<string, PreloadableSlice> = {
  alert_or_disclaimer: preloadable(() => import('./AlertOrDisclaimer')),
  benefit_highlights: preloadable(() => import('./BenefitHighlights')),
  call_to_action_banner: preloadable(() => import('./CallToActionBanner')),
  card_grid: preloadable(() => import('./CardGrid')),
  child_pages: preloadable(() => import('./ChildPages')),
  comparison_table: preloadable(() => import('./ComparisonTable')),
  contact_block: preloadable(() => import('./ContactBlock')),
  criteria_documents: preloadable(() => import('./CriteriaDocuments')),
  document_list: preloadable(() => import('./DocumentList')),
  downloadable_forms: preloadable(() => import('./DownloadableForms')),
  events_list: preloadable(() => import('./EventsList')),
  faq_accordion: preloadable(() => import('./FaqAccordion')),
  feature: preloadable(() => import('./Feature')),
  hero: preloadable(() => import('./Hero')),
  location_list: preloadable(() => import('./LocationList')),
  press_list: preloadable(() => import('./PressList')),
  quote_or_stats: preloadable(() => import('./QuoteOrStats')),
  rich_text: preloadable(() => import('./RichText')),
  step_list: preloadable(() => import('./StepList')),
  table: preloadable(() => import('./Table')),
  team_grid: preloadable(() => import('./TeamGrid')),
  text_with_image: preloadable(() => import('./TextWithImage')),
  vendor_list: preloadable(() => import('./VendorList')),
  video: preloadable(() => import('./Video')),
}
