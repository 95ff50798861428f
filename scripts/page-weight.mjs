// `npm run measure:js -- /path/ [/other/]`: the JavaScript a page loads in production (the module
// scripts and modulepreloads in its HTML), raw and gzipped. Serves the existing build itself.
import { readFile } from 'node:fs/promises'
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'

const buildDir = process.env.BUILD_DIR ?? 'dist'
const port = 3900 + Math.floor(Math.random() * 90)
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()))

try {
  for (const path of paths) {
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text()
    const urls = new Set(
      [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]),
    )
    let raw = 0
    let gzip = 0
    const rows = []
    for (const url of urls) {
      const bytes = await readFile(`${buildDir}/client${url}`)
      const zipped = gzipSync(bytes, { level: 9 }).length
      raw += bytes.length
      gzip += zipped
      rows.push(`    ${url}  ${(bytes.length / 1024).toFixed(1)} kB (gzip ${(zipped / 1024).toFixed(1)} kB)`)
    }
    console.log(`${path}: ${urls.size} scripts, ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`)
    console.log(rows.join('\n'))
  }
} finally {
  server.kill()
}
