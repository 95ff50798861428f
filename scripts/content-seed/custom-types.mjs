// The document models of spec 2.2 and 3.11 (written once into customtypes/<id>/index.json).
import { f } from './fields.mjs'
import { SLICE_MODELS } from './slice-models.mjs'

const sliceZone = () => ({
  type: 'Slices',
  fieldset: 'Slice Zone',
  config: { choices: Object.fromEntries(SLICE_MODELS.map((slice) => [slice.id, { type: 'SharedSlice' }])) },
})

const seo = () => ({
  meta_title: f.text('Meta title', 'Shown in search results and the browser tab; about 60 characters'),
  meta_description: f.text('Meta description', 'Shown in search results; about 155 characters'),
  social_image: f.image('Social image'),
})

const pageType = (id, label, main) => ({
  id,
  label,
  format: 'page',
  repeatable: true,
  status: true,
  json: { Main: { uid: f.uid(), ...main, slices: sliceZone() }, 'SEO & Metadata': seo() },
})

const linkGroup = (label) => f.group(label, { label: f.text('Label'), link: f.link('Link') })

const singleton = (id, label, json) => ({ id, label, format: 'custom', repeatable: false, status: true, json })

export const CUSTOM_TYPES = [
  pageType('page', 'Page', {
    title: f.text('Internal title', 'The page name editors see; Spanish twins may end in "- SPA"'),
    path: f.text('Path', 'Full path without the language prefix or slashes, e.g. food-and-home/where-to-shop; / for the home page'),
  }),
  pageType('article', 'Article', {
    title: f.text('Title', 'The article title used in lists and links'),
    summary: f.text('Summary', 'One or two sentences for article lists'),
    category: f.select('Category', ['Medicare basics', 'Enrollment', 'Plan types', 'Staying safe']),
    publication_date: f.date('Publication date'),
    author: f.text('Author'),
  }),
  pageType('plan_location', 'Plan location', {
    title: f.text('Title', 'e.g. Miami-Dade County, Florida'),
    county: f.text('County'),
    state: f.text('State (two letters)'),
  }),
  pageType('plan', 'Plan', {
    title: f.text('Plan name', 'e.g. Ceiba Core HMO'),
    plan_id: f.text('Contract and plan ID', 'e.g. H1234-001-000'),
    plan_year: f.select('Plan year', ['2026', '2025']),
    plan_type: f.select('Plan type', ['HMO', 'PPO', 'D-SNP', 'C-SNP']),
  }),
  pageType('marketing_landing_page', 'Marketing landing page', {
    title: f.text('Internal title'),
    campaign: f.text('Campaign code', 'e.g. AEP2026-MAILER'),
  }),
  singleton('navigation', 'Navigation', { Main: { links: linkGroup('Navigation links') } }),
  singleton('footer', 'Footer', {
    Main: {
      plans_and_help_heading: f.text('Plans and help: heading'),
      plans_and_help_links: linkGroup('Plans and help: links'),
      audiences_heading: f.text('Audiences: heading'),
      audiences_links: linkGroup('Audiences: links'),
      company_heading: f.text('Company: heading'),
      company_links: linkGroup('Company: links (including the external careers site)'),
      legal_heading: f.text('Legal: heading'),
      legal_links: linkGroup('Legal: links (including the code-of-conduct and accreditation PDFs)'),
      disclaimer: f.rich('Disclaimer', 'paragraph,strong,em,hyperlink'),
    },
  }),
  singleton('settings', 'Settings', {
    Main: {
      brand_name: f.text('Brand name'),
      member_services_phone: f.text('Member Services phone', '1-800-555-0123'),
      direct_channel_phone: f.text('Direct-channel call bar phone', '1-800-555-0145'),
      tty: f.text('TTY', '711'),
      hours_aep: f.text('Hours: weekdays, and 7 days a week October 1 – March 31'),
      hours_weekdays_saturday: f.text('Hours: weekdays plus Saturday'),
      hours_every_day: f.text('Hours: every day'),
    },
    'Materials and addresses': {
      material_id: f.text('CMS material ID (footer)', 'H1234_2026WEB_M'),
      form_material_id: f.text('CMS material ID (forms)'),
      health_tips_form_url: f.link('Get Health Tips form'),
      member_portal_url: f.link('Member portal'),
      careers_url: f.link('Careers site'),
      code_of_conduct_url: f.link('Code of conduct (PDF)'),
      accreditation_url_production: f.link('Accreditation notice (PDF), production'),
      accreditation_url_staging: f.link('Accreditation notice (PDF), staging'),
    },
  }),
]
