import { byNamespace, type Tree } from './namespaces'

/** Every Spanish namespace: one chunk the browser loads only for Spanish pages. */
export default byNamespace(import.meta.glob<Tree>('../../locales/es-mx/*.json', { eager: true, import: 'default' }))
