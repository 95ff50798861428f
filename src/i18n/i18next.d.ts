import 'i18next'
import type common from '../../locales/en-us/common.json'
import type content from '../../locales/en-us/content.json'
import type enrollment from '../../locales/en-us/enrollment.json'
import type planFinder from '../../locales/en-us/planFinder.json'
import type slices from '../../locales/en-us/slices.json'
import type providers from '../../locales/en-us/providers.json'
import type stores from '../../locales/en-us/stores.json'
import type leads from '../../locales/en-us/leads.json'
import type emailSignup from '../../locales/en-us/emailSignup.json'
import type formulary from '../../locales/en-us/formulary.json'
import type planDocuments from '../../locales/en-us/planDocuments.json'
import type care from '../../locales/en-us/care.json'
import type planDocumentLists from '../../locales/en-us/planDocumentLists.json'
import type pdfText from '../../locales/en-us/pdfText.json'
import type doses from '../../locales/en-us/doses.json'

// Keys are typed from the English tree; the locale-parity test keeps Spanish identical.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      content: typeof content
      enrollment: typeof enrollment
      planFinder: typeof planFinder
      slices: typeof slices
      providers: typeof providers
      stores: typeof stores
      leads: typeof leads
      emailSignup: typeof emailSignup
      formulary: typeof formulary
      planDocuments: typeof planDocuments
      care: typeof care
      planDocumentLists: typeof planDocumentLists
      pdfText: typeof pdfText
      doses: typeof doses
    }
  }
}
