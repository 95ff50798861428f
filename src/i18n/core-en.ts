import { byNamespace, type Tree } from './namespaces'

/** English's core namespaces (site chrome, content pages, slices): one chunk with the page's language. */
export default byNamespace(
  import.meta.glob<Tree>('../../locales/en-us/{common,content,slices}.json', {
    eager: true,
    import: 'default',
  }),
)
