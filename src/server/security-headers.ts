/** Headers every response carries; HTML pages may not be framed except by the slice simulator. */
export function withSecurityHeaders(response: Response, pathname: string): Response {
  const headers = response.headers
  try {
    headers.set('x-content-type-options', 'nosniff')
    headers.set('referrer-policy', 'strict-origin-when-cross-origin')
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (!pathname.startsWith('/slice-simulator')) headers.set('x-frame-options', 'SAMEORIGIN')
  } catch {
    // Immutable headers (a fetched or redirected response): leave them as they are.
  }
  return response
}
