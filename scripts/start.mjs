// `npm start`: builds once if there is no build, prepares the embedded data, then serves.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const buildDir = process.env.BUILD_DIR ?? 'dist'
if (!existsSync(new URL(`../${buildDir}/server/server.js`, import.meta.url))) {
  console.log('No build found: building the site first…')
  run('build')
}
// A setting that cannot work stops the start before the database is touched, naming the
// variable, exit code 1 (`exitOnConfigError`, src/server/serve.server.ts; the server checks again,
// for `npm run serve`).
process.env.NODE_ENV ??= 'production'
const { exitOnConfigError } = await import(`../${buildDir}/server/server.js`)
exitOnConfigError()
run('db:setup')
await import('./serve.mjs')
