// The cluster test (npm run test:cluster) puts the instances behind HAProxy from Debian's
// packages. This finds it, or installs it when running as root on a Debian-like machine (a fresh
// CI machine), as scripts/ensure-java.mjs does for Java.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const HAPROXY =
  process.env.HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy')

const hasHaproxy = () => {
  try {
    execFileSync(HAPROXY, ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export function ensureHaproxy() {
  if (hasHaproxy()) return HAPROXY
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('HAProxy not found: installing Debian haproxy…')
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy',
      { stdio: 'inherit' },
    )
    if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy'
  }
  console.error(
    'HAProxy not found. Install it (apt-get install haproxy) or set HAPROXY to its path.',
  )
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureHaproxy()
