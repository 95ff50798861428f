/** The preview endpoints (English-only tools for editors; `/preview/` is in the route table). */
export const PREVIEW_EXIT_PATH = '/preview/exit/'

/** A same-site path to return to, or the home page: never another origin (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/'
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/'
}
