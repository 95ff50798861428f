import { execSync } from 'node:child_process'

/** A build id: the commit hash when available, else the build time. */
export function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
    return `${sha.toString().trim()}-${Date.now().toString(36)}`
  } catch {
    return Date.now().toString(36)
  }
}
