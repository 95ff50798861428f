// Shared by the provider page definitions (English only): the page frame and Provider Services.
import { contact, faq, hero } from '../slices.mjs'
import { cms } from '../common.mjs'
import { PROVIDER_FAQ } from './_provider-faq.mjs'

export const PROVIDER_PHONE = '1-800-555-0140'
export const MANUAL = '/documents/2026-provider-manual.pdf'
export const CPG = '/documents/clinical-practice-guidelines.pdf'
export const services = (body = ['Eligibility, claims status, authorizations and credentialing questions. Have your NPI and the member ID ready.']) =>
  contact({ title: 'Provider Services', body, phone: PROVIDER_PHONE, hours: 'weekdays_saturday', address: ['providers@ceibahealth.example'] })
/** A provider page: hero, its slices, Provider Services and the CMS disclaimer. */
export const pv = ({ uid, path = `providers/${uid}`, title, description, eyebrow = 'Providers', heading, lead, slices }) => ({
  en: { uid, path, title, metaDescription: description, slices: [hero({ eyebrow, title: heading ?? title, lead: [lead] }), ...slices, ...(PROVIDER_FAQ[uid] ? [faq('Questions from provider offices', PROVIDER_FAQ[uid])] : []), services(), cms('en')] },
  es: null,
})
