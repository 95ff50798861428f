/**
 * The one place a missing translation is reported (spec 7.4). In development it logs; when an
 * error-reporting endpoint is configured it also posts the message there.
 */
export type MissingKeyReport = (message: string) => void

let endpoint: string | null = null
const reported = new Set<string>()

export function configureMissingKeyReporting(options: { endpoint: string | null }): void {
  endpoint = options.endpoint
}

export function missingKeyMessage(localeCode: string, namespace: string, key: string): string {
  return `Missing ${localeCode} translation for ${namespace}:${key}`
}

export function reportMissingKey(localeCode: string, namespace: string, key: string): void {
  const message = missingKeyMessage(localeCode, namespace, key)
  if (reported.has(message)) return
  reported.add(message)
  if (import.meta.env.DEV) console.warn(message)
  if (!endpoint) return
  const body = JSON.stringify({ level: 'warning', message })
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(endpoint, body)
  } else {
    fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {})
  }
}
