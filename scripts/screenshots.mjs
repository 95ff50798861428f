// `npm run screenshots`: what a member sees, page by page. Saves Playwright screenshots of the key
// pages and states of the site, in English and Spanish, at 375 px (a phone) and 1280 px (a
// desktop), into screenshots/ (gitignored) with an index.html to browse them side by side.
//
// Builds the site into BUILD_DIR (or, with --no-build or when BUILD_DIR already holds a build and
// --build is not given, uses it), prepares DATA_DIR, serves the production build on its own port,
// walks the pages below and stops the server. Prints one line per picture; exits non-zero when a
// page could not be shot (the other pictures are still written).
//
// Options: --build (always build first), --no-build (never build), --only=<name,name> (some
// pages only), --out=<folder> (default screenshots), --viewport-only (the first screen instead of
// the full page).
// Environment: BUILD_DIR (default .build/screenshots), DATA_DIR (default .data/screenshots),
// SCREENSHOTS_PORT (default 3202). The server runs on the embedded database and content whatever
// DATABASE_URL or PRISMIC_REPOSITORY say, so the pictures are the same on every machine.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumPath } from '../tests/chromium-path.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const buildDir = process.env.BUILD_DIR ?? '.build/screenshots'
const dataDir = process.env.DATA_DIR ?? '.data/screenshots'
const port = Number(process.env.SCREENSHOTS_PORT ?? 3202)
const outDir = join(root, args.get('out') ?? 'screenshots')
const only = args.get('only')?.split(',').filter(Boolean)
const fullPage = !args.has('viewport-only')
const WIDTHS = [
  { name: 'phone', width: 375, height: 812, mobile: true },
  { name: 'desktop', width: 1280, height: 900, mobile: false },
]
/** Very long pages are cut here: enough to judge them, small enough to browse. */
const MAX_HEIGHT = 6000

const words = (lang, namespace) =>
  JSON.parse(
    readFileSync(
      join(root, 'locales', lang === 'en' ? 'en-us' : 'es-mx', `${namespace}.json`),
      'utf8',
    ),
  )
const pick = (tree, path) => path.split('.').reduce((node, key) => node[key], tree)
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const starts = (text) => new RegExp(`^${escape(text)}( \\(\\*[^)]*\\))?$`)

/** The wizard's Personal and Other Coverage steps, filled as the enrollment journey does. */
async function fillFirstSteps(page, lang) {
  const w = (path) => pick(words(lang, 'enrollment'), path)
  const field = (name) => page.getByLabel(starts(w(`fields.${name}`)))
  const group = (name) => page.getByRole('group', { name: starts(w(`fields.${name}`)) })
  const choose = (name, option) => group(name).getByLabel(option, { exact: true }).check()
  const yes = (name, value) => choose(name, w(`options.yesNo.${value}`))
  await field('title').selectOption({ index: 2 })
  await field('firstName').fill('Rosa')
  await field('lastName').fill('Delgado')
  const birth = group('dateOfBirth')
  await birth.getByLabel(w('dates.month')).selectOption('4')
  await birth.getByLabel(w('dates.day')).fill('27')
  await birth.getByLabel(w('dates.year')).fill('1958')
  await choose('gender', w('options.gender.female'))
  await field('primaryPhoneNumber').fill('305-555-0134')
  await field('email').fill('rosa@example.com')
  await yes('enablePaperless', 'yes')
  await field('permanentAddressLine1').fill('1450 NW 7th St')
  await field('city').fill('Miami')
  await field('zipcode').fill('33125')
  await field('state').selectOption('FL')
  const next = () => page.getByRole('button', { name: w('buttons.next'), exact: true }).click()
  await next()
  await field('medicareNumber').waitFor()
  await field('medicareNumber').fill('1EG4-TE5-MK73')
  for (const name of [
    'hasESRD',
    'enrolledStateMedicaid',
    'inLongTermCareFacility',
    'isVeteran',
    'otherInsurance',
    'doYouWork',
    'doesSpouseWork',
  ]) {
    await yes(name, 'no')
  }
  await next()
  await page.getByLabel(w('fields.aepPeriod')).waitFor()
}

/**
 * The rest of the wizard, as the enrollment journey (tests/e2e/enrollment.spec.ts) does: Options,
 * Signature, Payment and Review, then Submit, ending on the confirmation page.
 */
async function submitEnrollment(page, lang) {
  await fillFirstSteps(page, lang)
  const w = (path) => pick(words(lang, 'enrollment'), path)
  const group = (name) => page.getByRole('group', { name: starts(w(`fields.${name}`)) })
  const choose = (name, option) => group(name).getByLabel(option, { exact: true }).check()
  const next = () => page.getByRole('button', { name: w('buttons.next'), exact: true }).click()
  await page.getByLabel(w('fields.aepPeriod')).check()
  await next()
  await choose('relationshipToPersonListed', w('options.relationship.self'))
  await page.getByLabel(starts(w('fields.signature'))).fill('Rosa Delgado')
  await next()
  await choose('paymentMethod', w('options.paymentMethod.socialSecurity'))
  await next()
  await page.getByRole('button', { name: w('buttons.submit'), exact: true }).click()
  await page.locator('.confirmation-number__value').waitFor({ timeout: 30_000 })
}

/**
 * The pages and states shot, each in both languages. `path` gives the page of a language;
 * `act` (optional) brings it to the state shown once it has hydrated.
 */
const PAGES = [
  { name: 'home', title: 'Home', path: { en: '/', es: '/es/' } },
  {
    name: 'finder-zip',
    title: 'Find a plan: ZIP step',
    path: { en: '/find-a-plan/', es: '/es/encontrar-un-plan/' },
  },
  {
    name: 'finder-county',
    title: 'Find a plan: county step',
    path: { en: '/find-a-plan/?zip=33034', es: '/es/encontrar-un-plan/?zip=33034' },
  },
  {
    name: 'finder-results',
    title: 'Find a plan: results',
    path: {
      en: '/find-a-plan/?zip=70075&county=22071&view=all',
      es: '/es/encontrar-un-plan/?zip=70075&county=22071&view=all',
    },
  },
  {
    name: 'finder-results-cards',
    title: 'Find a plan: the first plan cards',
    path: {
      en: '/find-a-plan/?zip=70075&county=22071&view=all',
      es: '/es/encontrar-un-plan/?zip=70075&county=22071&view=all',
    },
    // The first screen once the list is scrolled to (with --viewport-only: the cards themselves).
    async act(page) {
      await page.locator('.plan-list').first().waitFor()
      await page.evaluate(() => {
        const list = document.querySelector('.plan-list')
        window.scrollTo(0, window.scrollY + (list?.getBoundingClientRect().top ?? 0) - 130)
      })
    },
  },
  {
    name: 'plan',
    title: 'Plan page',
    path: {
      en: '/enroll/ceiba-core-hmo-miami-2026/',
      es: '/es/inscribirse/ceiba-core-hmo-miami-2026/',
    },
  },
  {
    name: 'compare',
    title: 'Compare plans (county page)',
    path: {
      en: '/find-a-plan/orleans-parish-la/',
      es: '/es/encontrar-un-plan/orleans-parish-la-es/',
    },
  },
  {
    name: 'enroll-personal',
    title: 'Enrollment: first step',
    path: {
      en: '/enroll-2026/?plan=ceiba-core-hmo-miami-2026',
      es: '/es/inscribirse-2026/?plan=ceiba-core-hmo-miami-2026',
    },
  },
  {
    name: 'enroll-options',
    title: 'Enrollment: Options step',
    path: {
      en: '/enroll-2026/?plan=ceiba-core-hmo-miami-2026',
      es: '/es/inscribirse-2026/?plan=ceiba-core-hmo-miami-2026',
    },
    act: fillFirstSteps,
  },
  {
    name: 'confirmation',
    title: 'Enrollment: confirmation',
    path: {
      en: '/enroll-2026/?plan=ceiba-core-hmo-miami-2026',
      es: '/es/inscribirse-2026/?plan=ceiba-core-hmo-miami-2026',
    },
    act: submitEnrollment,
  },
  {
    name: 'formulary',
    title: 'Formulary search with a result',
    path: {
      en: '/search-formulary/?plan=ceiba-core-hmo-miami-2026',
      es: '/es/buscar-formulario/?plan=ceiba-core-hmo-miami-2026',
    },
    async act(page) {
      const box = page.locator('input[role="combobox"]').first()
      await box.fill('lipi')
      await page.getByRole('option').first().waitFor({ timeout: 10_000 })
      await box.press('ArrowDown')
      await box.press('Enter')
      await page
        .getByRole('heading', { level: 2, name: 'Lipitor', exact: true })
        .waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'providers',
    title: 'Provider search with results',
    path: {
      en: '/search-providers/#filterType=all&p=&q=&s=FL&y=2026&zip=33125',
      es: '/es/buscar-proveedores/#filterType=all&p=&q=&s=FL&y=2026&zip=33125',
    },
    async act(page) {
      // The first directory search of a fresh server builds its index.
      await page.locator('.directory-card').first().waitFor({ timeout: 90_000 })
    },
  },
  {
    name: 'stores',
    title: 'Store locator',
    path: {
      en: '/food-and-home/where-to-shop/?zip=77002&radius=10',
      es: '/es/alimentos-y-vivienda/donde-comprar/?zip=77002&radius=10',
    },
  },
  {
    name: 'request-call',
    title: 'Request a call',
    path: { en: '/request-call/', es: '/es/solicitud-de-llamada/' },
  },
  {
    name: 'content-page',
    title: 'Content page',
    path: { en: '/about-us/', es: '/es/sobre-nosotros/' },
  },
  {
    name: 'article',
    title: 'Article',
    path: { en: '/resources/your-medicare-options/', es: '/es/recursos/sus-opciones-de-medicare/' },
  },
  {
    name: 'not-found',
    title: 'Page not found (404)',
    path: { en: '/no-such-page/', es: '/es/no-existe/' },
    status: 404,
  },
]

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
  for (let tries = 0; tries < 480; tries++) {
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

const FALLBACK_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Chromium's launch arguments of the Playwright journeys (playwright.config.ts), kept in one place;
 * the same list as there when the config cannot be loaded outside the test runner.
 */
async function launchArgs() {
  try {
    const { default: config } = await import('../playwright.config.ts')
    return config.use?.launchOptions?.args ?? FALLBACK_ARGS
  } catch {
    return FALLBACK_ARGS
  }
}

/** Lazy images load, fonts settle, two frames pass. */
async function settle(page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager'
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  await page.waitForLoadState('networkidle').catch(() => {})
}

/** Heights a reviewer asks about first: the header, the call bar and where the first form field sits. */
function measure(page) {
  return page.evaluate(() => {
    const height = (selector) => {
      const node = document.querySelector(selector)
      return node ? Math.round(node.getBoundingClientRect().height) : null
    }
    return {
      header: height('.site-header'),
      callBar: height('.call-bar'),
      page: document.documentElement.scrollHeight,
    }
  })
}

async function shootAll(browser, baseUrl) {
  const shots = []
  const failures = []
  const pages = PAGES.filter((entry) => !only || only.includes(entry.name))
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      isMobile: size.mobile,
      hasTouch: size.mobile,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    // Only this server: a page that needs the outside world would show differently elsewhere.
    await context.route(
      (url) => url.origin !== baseUrl,
      (route) => route.abort(),
    )
    for (const entry of pages) {
      for (const lang of ['en', 'es']) {
        const file = `${entry.name}-${lang}-${size.width}.png`
        const page = await context.newPage()
        page.on('dialog', (dialog) => void dialog.accept())
        try {
          const response = await page.goto(`${baseUrl}${entry.path[lang]}`, {
            waitUntil: 'load',
            timeout: 90_000,
          })
          const status = response?.status() ?? 0
          if (status !== (entry.status ?? 200)) throw new Error(`answered ${status}`)
          if (await page.locator('script[type="module"]').count())
            await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 })
          if (entry.act) await entry.act(page, lang)
          await settle(page)
          const sizes = await measure(page)
          const png = await page.screenshot({
            type: 'png',
            fullPage,
            clip:
              fullPage && sizes.page > MAX_HEIGHT
                ? { x: 0, y: 0, width: size.width, height: MAX_HEIGHT }
                : undefined,
            animations: 'disabled',
            caret: 'hide',
          })
          writeFileSync(join(outDir, file), png)
          shots.push({ ...entry, lang, size, file, sizes })
          console.log(
            `wrote ${file}  header ${sizes.header} px, call bar ${sizes.callBar} px, page ${sizes.page} px`,
          )
        } catch (error) {
          failures.push(`${file} (${entry.path[lang]}): ${error.message?.split('\n')[0] ?? error}`)
        } finally {
          await page.close()
        }
      }
    }
    await context.close()
  }
  return { shots, failures }
}

const html = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )

/** One row per page, one column per language and width, each picture linking to itself full size. */
function writeIndex(shots, failures) {
  const rows = PAGES.filter((entry) => shots.some((shot) => shot.name === entry.name)).map(
    (entry) => {
      const cells = WIDTHS.flatMap((size) =>
        ['en', 'es'].map((lang) => {
          const shot = shots.find(
            (s) => s.name === entry.name && s.lang === lang && s.size.name === size.name,
          )
          if (!shot) return '<td>not shot</td>'
          return `<td><a href="${html(shot.file)}"><img src="${html(shot.file)}" alt="${html(`${entry.title}, ${lang === 'en' ? 'English' : 'Spanish'}, ${size.width} px`)}" loading="lazy" width="${size.mobile ? 188 : 320}"></a>
          <br><small>header ${shot.sizes.header} px · call bar ${shot.sizes.callBar} px</small></td>`
        }),
      )
      return `<tr><th scope="row">${html(entry.title)}<br><code>${html(entry.path.en)}</code></th>${cells.join('')}</tr>`
    },
  )
  const heads = WIDTHS.flatMap((size) =>
    ['English', 'Spanish'].map((lang) => `<th scope="col">${lang}, ${size.width} px</th>`),
  )
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ceiba Health screenshots</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}
img{display:block;border:1px solid #999;max-height:600px;object-fit:cover;object-position:top}th[scope=row]{max-width:14rem}</style></head>
<body><h1>Ceiba Health: what a member sees</h1>
<p>Taken ${html(new Date().toISOString())} from the production build in <code>${html(buildDir)}</code> by <code>npm run screenshots</code>. Select a picture to see it full size.</p>
${failures.length ? `<h2>Not shot</h2><ul>${failures.map((f) => `<li>${html(f)}</li>`).join('')}</ul>` : ''}
<table><thead><tr><th scope="col">Page</th>${heads.join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`,
  )
}

async function main() {
  await checkPortFree()
  run(process.execPath, ['scripts/ensure-chromium.mjs'])
  const hasBuild = existsSync(join(root, buildDir, 'server/server.js'))
  if (args.has('build') || (!hasBuild && !args.has('no-build')))
    run('npm', ['run', '--silent', 'build'])
  else if (!hasBuild) throw new Error(`--no-build: there is no build in ${buildDir}`)
  run('npm', ['run', '--silent', 'db:setup'])
  if (!only) rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })

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
    const { shots, failures } = await shootAll(browser, baseUrl)
    writeIndex(shots, failures)
    console.log(`\n${shots.length} screenshots in ${outDir}; open ${join(outDir, 'index.html')}`)
    if (failures.length) {
      console.error(`\n${failures.length} could not be shot:`)
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
