// The Playwright journeys run in Debian's Chromium (browser downloads are impossible here).
// This finds it, or installs it with apt-get when running as root on a Debian-like machine.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { chromiumPath } from '../tests/chromium-path.mjs'

if (chromiumPath()) process.exit(0)
const root = process.getuid?.() === 0
if (root && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian chromium…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  if (chromiumPath()) process.exit(0)
}
console.error('Chromium not found. Install it (apt-get install chromium) or set CHROMIUM_PATH.')
process.exit(1)
