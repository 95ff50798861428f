import { existsSync } from 'node:fs'

/** Debian's Chromium (or CHROMIUM_PATH); undefined lets Playwright use its own browser. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
  ].filter(Boolean)
  return candidates.find((path) => existsSync(path))
}
