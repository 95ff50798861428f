// `npm run slices:screenshots`: the picture of every slice variation that Slice Machine shows in
// its slice library, `slices/<Folder>/screenshot-<variationId>.png` (the name Slice Machine reads
// through the adapter's slice:asset:read hook).
//
// Builds the site into its own BUILD_DIR, prepares its own DATA_DIR, serves the production build
// on its own port, opens the public style guide (/style-guide/, every variation rendered from its
// mocks) in Chromium at a desktop width and shoots each variation's slice element, the
// `[data-slice-type][data-slice-variation]` inside each `.style-guide__entry`, cropped to it (and
// clipped at MAX_HEIGHT), then stops the server. Prints one line per file written; exits non-zero
// when any variation of the library could not be shot.
//
// Options: --no-build (use the existing build in BUILD_DIR), --only=<slice_id,slice_id> (shoot
// some slices only, while working on them).
// Environment: BUILD_DIR (default .build/screenshots), DATA_DIR (default .data/screenshots),
// SCREENSHOTS_PORT (default 3201). The server runs on the embedded database and content whatever
// DATABASE_URL or PRISMIC_REPOSITORY say: the style guide needs neither, and the pictures stay the
// same on every machine.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumPath } from '../tests/chromium-path.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const buildDir = process.env.BUILD_DIR ?? '.build/screenshots'
const dataDir = process.env.DATA_DIR ?? '.data/screenshots'
const port = Number(process.env.SCREENSHOTS_PORT ?? 3201)
const only = args.get('only')?.split(',').filter(Boolean)
const slicesDir = join(root, 'slices')

const VIEWPORT = { width: 1280, height: 900 }
/** Taller slices are clipped here: enough to recognise them, small enough to commit. */
const MAX_HEIGHT = 1600

/** Every slice of the library: its folder, id and variation ids, from slices/<Folder>/model.json. */
function readLibrary() {
  return readdirSync(slicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(slicesDir, entry.name, 'model.json')))
    .map((entry) => {
      const model = JSON.parse(readFileSync(join(slicesDir, entry.name, 'model.json'), 'utf8'))
      return {
        folder: entry.name,
        id: model.id,
        variations: model.variations.map((variation) => variation.id),
      }
    })
    .sort((a, b) => a.folder.localeCompare(b.folder))
}

// Production build and embedded data only: see the header.
const serverEnv = {
  ...process.env,
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  PORT: String(port),
  NODE_ENV: 'production',
}
for (const name of [
  'DATABASE_URL',
  'ADMIN_DATABASE_URL',
  'PRISMIC_REPOSITORY',
  'PRISMIC_ACCESS_TOKEN',
])
  delete serverEnv[name]

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: serverEnv,
  })
  if (result.status !== 0)
    throw new Error(
      `${command} ${commandArgs.join(' ')} failed (exit ${result.status ?? result.signal})`,
    )
}

function checkPortFree() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`Port ${port} is in use: stop what runs there or set SCREENSHOTS_PORT.`)),
      )
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

async function waitForServer(url, child, log) {
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${log()}`)
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${url}:\n${log()}`)
}

/**
 * Slices draw some icons with emoji (BenefitHighlights): without a colour emoji font Chromium shows
 * empty boxes, and the pictures would lie. Installs Debian's font as root, as ensure-chromium does.
 */
function ensureEmojiFont() {
  const hasEmoji = () => spawnSync('fc-list', [':charset=1f9b7', 'family'], { encoding: 'utf8' })
  const found = hasEmoji()
  if (found.error) return // no fontconfig tools: cannot tell
  if (found.stdout.trim()) return
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No colour emoji font: installing Debian fonts-noto-color-emoji…')
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji',
      ],
      { stdio: 'inherit' },
    )
    if (hasEmoji().stdout?.trim()) return
  }
  throw new Error(
    'No colour emoji font, so emoji icons would show as empty boxes: install one (apt-get install fonts-noto-color-emoji).',
  )
}

/** Chromium's launch arguments of the Playwright journeys (playwright.config.ts), kept in one place. */
async function launchArgs() {
  const { default: config } = await import('../playwright.config.ts')
  return config.use?.launchOptions?.args ?? []
}

/** Waits until every image inside the element has loaded (or failed) and the fonts are ready. */
async function settle(element) {
  await element.scrollIntoViewIfNeeded()
  await element.evaluate(async (node) => {
    const images = [...node.querySelectorAll('img')]
    for (const image of images) image.loading = 'eager'
    await Promise.race([
      Promise.all(
        images.map((image) =>
          image.complete
            ? image.decode().catch(() => {})
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true })
                image.addEventListener('error', resolve, { once: true })
              }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ])
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  return element.evaluate((node) =>
    [...node.querySelectorAll('img')]
      .filter((image) => !image.naturalWidth)
      .map((image) => image.currentSrc || image.src),
  )
}

async function shoot(page, library) {
  const failures = []
  const shot = new Set()
  const wanted = library.filter((slice) => !only || only.includes(slice.id))
  const entries = page.locator('section.style-guide__entry')
  const count = await entries.count()
  if (count === 0)
    throw new Error(
      'The style guide shows no `section.style-guide__entry`: has its markup changed?',
    )

  for (let index = 0; index < count; index++) {
    const entry = entries.nth(index)
    const anchor = (await entry.getAttribute('id')) ?? `entry ${index + 1}`
    const element = entry.locator('[data-slice-type][data-slice-variation]').first()
    try {
      await element.waitFor({ state: 'visible', timeout: 15_000 })
    } catch {
      failures.push(
        `#${anchor}: no visible [data-slice-type][data-slice-variation] element in the style guide entry`,
      )
      continue
    }
    const sliceType = await element.getAttribute('data-slice-type')
    const variation = await element.getAttribute('data-slice-variation')
    const slice = library.find((candidate) => candidate.id === sliceType)
    if (!slice || !slice.variations.includes(variation)) {
      failures.push(
        `#${anchor}: the slice element says ${sliceType}/${variation}, which no slices/*/model.json declares`,
      )
      continue
    }
    if (only && !only.includes(slice.id)) continue
    const key = `${slice.id}/${variation}`
    if (shot.has(key)) continue

    const brokenImages = await settle(element)
    if (brokenImages.length) {
      failures.push(`${key}: images did not load: ${brokenImages.join(', ')}`)
      continue
    }
    // Fixed and sticky page chrome (the call bar) must not cover the slice.
    await page.evaluate(() => {
      for (const node of document.querySelectorAll('body *')) {
        const { position } = getComputedStyle(node)
        if ((position === 'fixed' || position === 'sticky') && !node.closest('[data-slice-type]'))
          node.setAttribute('data-screenshot-hidden', '')
      }
    })
    const box = await element.evaluate((node) => {
      const rect = node.getBoundingClientRect()
      return {
        x: rect.left + scrollX,
        y: rect.top + scrollY,
        width: rect.width,
        height: rect.height,
      }
    })
    // Whole pixels inside the element's box (a fractional edge would show a line of its neighbour).
    const left = Math.max(0, Math.round(box.x))
    const top = Math.max(0, Math.round(box.y))
    const clip = {
      x: left,
      y: top,
      width: Math.min(VIEWPORT.width, Math.round(box.x + box.width)) - left,
      height: Math.min(MAX_HEIGHT, Math.round(box.y + box.height) - top),
    }
    if (clip.width < 10 || clip.height < 10) {
      failures.push(
        `${key}: the slice element is ${clip.width}×${clip.height} px, too small to show`,
      )
      continue
    }
    const png = await page.screenshot({
      type: 'png',
      fullPage: true,
      clip,
      animations: 'disabled',
      caret: 'hide',
      style: '[data-screenshot-hidden] { visibility: hidden !important; }',
    })
    const file = join(slicesDir, slice.folder, `screenshot-${variation}.png`)
    writeFileSync(file, png)
    shot.add(key)
    const clipped = box.height > MAX_HEIGHT ? ` (clipped from ${Math.ceil(box.height)} px)` : ''
    console.log(
      `wrote slices/${slice.folder}/screenshot-${variation}.png  ${clip.width}×${clip.height}, ${Math.round(png.length / 1024)} KiB${clipped}`,
    )
  }

  for (const slice of wanted) {
    for (const variation of slice.variations) {
      if (!shot.has(`${slice.id}/${variation}`)) {
        failures.push(
          `${slice.id}/${variation} (slices/${slice.folder}): not shown on /style-guide/ (does mocks.json have this variation?)`,
        )
      }
    }
  }
  return failures
}

async function main() {
  const library = readLibrary()
  if (only) {
    const unknown = only.filter((id) => !library.some((slice) => slice.id === id))
    if (unknown.length)
      throw new Error(`--only names no slice of the library: ${unknown.join(', ')}`)
  }
  await checkPortFree()
  run(process.execPath, ['scripts/ensure-chromium.mjs'])
  ensureEmojiFont()
  if (!args.has('no-build')) run('npm', ['run', '--silent', 'build'])
  else if (!existsSync(join(root, buildDir, 'server/server.js')))
    throw new Error(`--no-build: there is no build in ${buildDir}`)
  run('npm', ['run', '--silent', 'db:setup'])

  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let serverLog = ''
  const keep = (chunk) => (serverLog = (serverLog + chunk).slice(-8000))
  server.stdout.on('data', keep)
  server.stderr.on('data', keep)
  let browser
  try {
    await waitForServer(`${baseUrl}/app-data.json`, server, () => serverLog)
    browser = await chromium.launch({ executablePath: chromiumPath(), args: await launchArgs() })
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-US',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    // Only this server: a slice that needs the outside world would show differently elsewhere.
    await context.route(
      (url) => url.origin !== baseUrl,
      (route) => route.abort(),
    )
    const page = await context.newPage()
    const response = await page.goto(`${baseUrl}/style-guide/`, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`/style-guide/ answered ${response?.status()}`)
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForLoadState('networkidle')

    const failures = await shoot(page, library)
    if (failures.length) {
      console.error(`\n${failures.length} variation(s) could not be shot:`)
      for (const failure of failures) console.error(`  ${failure}`)
      process.exitCode = 1
    }
  } finally {
    await browser?.close()
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error.message ?? error)
  process.exit(1)
})
