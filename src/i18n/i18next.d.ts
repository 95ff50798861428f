import 'i18next'
import type common from '../../locales/en-us/common.json'
import type home from '../../locales/en-us/home.json'
import type planFinder from '../../locales/en-us/planFinder.json'

// Keys are typed from the English tree; the locale-parity test keeps Spanish identical.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: typeof common; home: typeof home; planFinder: typeof planFinder }
  }
}
