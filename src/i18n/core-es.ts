import { byNamespace, type Tree } from './namespaces'

/** Spanish's core namespaces (site chrome, content pages, slices): one chunk with the page's language. */
export default byNamespace(
  import.meta.glob<Tree>('../../locales/es-mx/{common,content,slices}.json', {
    eager: true,
    import: 'default',
  }),
)
