// The production server: the built server bundle's `startServer` (src/server/serve.server.ts)
// serves the built client files and the application. React and the server bundle pick their
// production builds from NODE_ENV, read at import time.
process.env.NODE_ENV ??= 'production'

import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const { startServer } = await import(`${root}${buildDir}/server/server.js`)
await startServer({ clientDir: `${root}${buildDir}/client` })
