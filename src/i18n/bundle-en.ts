import { byNamespace, type Tree } from './namespaces'

/** Every English namespace: one chunk the browser loads only for English pages. */
export default byNamespace(import.meta.glob<Tree>('../../locales/en-us/*.json', { eager: true, import: 'default' }))
