// The HTML validity journey runs the W3C Nu checker (vnu.jar from the vnu-jar package), which
// needs Java 17 or later. This finds it, or installs Debian's when running as root on a
// Debian-like machine.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java'
const hasJava = () => {
  try {
    execFileSync(java, ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (hasJava()) process.exit(0)
if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Java not found: installing Debian default-jre-headless…')
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
    { stdio: 'inherit' },
  )
  if (hasJava()) process.exit(0)
}
console.error(
  'Java not found. Install Java 17 or later (apt-get install default-jre-headless) or set JAVA_HOME.',
)
process.exit(1)
