/** One step of a page's trail: its name, its site path and its absolute URL (for BreadcrumbList). */
export type Crumb = { name: string; path: string; url: string }
export type Ancestors = { site: string; crumbs: Crumb[] }

/** A page's internal title without the Spanish twin's "- SPA" marker (spec 3.11). */
export const crumbName = (title: unknown): string =>
  typeof title === 'string' ? title.replace(/\s*-\s*SPA\s*$/, '').trim() : ''
