import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'
import { E2E_PREVIEW_SECRET, previewLink } from './preview-link'

/**
 * Editors own the home page: a change to the home document (here in a copy of content/, served
 * by a second server on the same build) is what `/` and `/es/` show. No code or locale file
 * holds the home page's copy.
 */

// One second server for the whole file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' })

const e2ePort = Number(process.env.E2E_PORT ?? 3100)
const port = e2ePort + 57
const buildDir = e2ePort === 3100 ? 'dist' : `.build/e2e-${e2ePort}`

type HomeDoc = {
  data: { meta_title: string; slices: Array<{ slice_type: string; primary: { title?: string } }> }
}

let server: ChildProcess | undefined
let root: string
let logged = ''
/** The server's log (its JSON lines on stdout). */
let output = ''

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ceiba-content-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  for (const [code, title] of [
    ['en-us', 'Medicare Advantage plans for Tampa Bay'],
    ['es-mx', 'Planes Medicare Advantage para la Bahía de Tampa'],
  ] as const) {
    const file = join(root, 'content', 'page', code, 'home.json')
    const doc = JSON.parse(readFileSync(file, 'utf8')) as HomeDoc
    const hero = doc.data.slices.find((slice) => slice.slice_type === 'hero')
    if (!hero) throw new Error(`no hero in ${code} home`)
    hero.primary.title = title
    doc.data.meta_title = `${title} | Ceiba Health`
    writeFileSync(file, JSON.stringify(doc, null, 2))
  }
  // Drafts of the About pages with the Hero (the page's h1) moved to the bottom.
  for (const [code, uid] of [
    ['en-us', 'about-us'],
    ['es-mx', 'sobre-nosotros'],
  ] as const) {
    const doc = JSON.parse(
      readFileSync(join(root, 'content', 'page', code, `${uid}.json`), 'utf8'),
    ) as HomeDoc & { id: string }
    const [hero, ...rest] = doc.data.slices
    doc.data.slices = [...rest, hero!]
    mkdirSync(join(root, 'content', '_drafts', 'page', code), { recursive: true })
    writeFileSync(
      join(root, 'content', '_drafts', 'page', code, `${uid}.json`),
      JSON.stringify(doc, null, 2),
    )
  }
  // The finder's English page document is unpublished (removed) in the copy.
  rmSync(join(root, 'content', 'page', 'en-us', 'find-a-plan.json'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BUILD_DIR: buildDir,
    CONTENT_DIR: join(root, 'content'),
    DATA_DIR: join(root, 'data'),
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
  }
  delete env.DATABASE_URL
  server = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: 'pipe' })
  server.stderr!.on('data', (chunk: Buffer) => (logged += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the second server did not start')), 30_000)
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (chunk.toString().includes('ready at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server!.once('exit', (code) => reject(new Error(`the second server exited with ${code}`)))
  })
})

test.afterAll(() => {
  server?.kill('SIGTERM')
  rmSync(root, { recursive: true, force: true })
})

for (const { path, title, lang } of [
  { path: '/', title: 'Medicare Advantage plans for Tampa Bay', lang: 'en' },
  { path: '/es/', title: 'Planes Medicare Advantage para la Bahía de Tampa', lang: 'es' },
]) {
  test(`an edit to the home document shows on ${path} (${lang})`, async ({ page }) => {
    // The site's own content still says what the committed document says...
    const committed = JSON.parse(
      readFileSync(`content/page/${lang === 'en' ? 'en-us' : 'es-mx'}/home.json`, 'utf8'),
    ) as HomeDoc
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      String(committed.data.slices[0]?.primary.title),
    )
    // ...and the server reading the edited copy shows the editor's change, in the page and its title.
    await page.goto(`http://127.0.0.1:${port}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Ceiba Health`)
    await expectNoAxeViolations(page)
  })
}

for (const { lang, path, id, warning, item } of [
  {
    lang: 'en',
    path: '/about-us/',
    id: 'en-us/about-us',
    warning: 'Fix this page before you publish it:',
    item: 'The first section must be a Hero',
  },
  {
    lang: 'es',
    path: '/es/sobre-nosotros/',
    id: 'es-mx/sobre-nosotros',
    warning: 'Corrija esta página antes de publicarla:',
    item: 'La primera sección debe ser un Hero',
  },
]) {
  test(`the preview warns an editor whose draft moved the Hero from the top (${lang})`, async ({
    page,
  }) => {
    const draftId = (JSON.parse(readFileSync(`content/page/${id}.json`, 'utf8')) as { id: string })
      .id
    // The published page has no warning...
    await page.goto(`http://127.0.0.1:${port}${path}`)
    await expect(page.getByRole('alert')).toHaveCount(0)
    // ...the draft's preview says what to fix, visibly, in the editor's language.
    await page.goto(`http://127.0.0.1:${port}${previewLink(draftId)}`)
    await page.waitForURL(`**${path}`)
    const alert = page.getByRole('alert').filter({ hasText: warning })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText(item)
    await expectNoAxeViolations(page)
  })
}

test('a functional page without its document still shows its feature, and the gap is logged', async ({
  page,
}) => {
  const response = await page.goto(`http://127.0.0.1:${port}/find-a-plan/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Medicare Advantage plan')
  await expect(page.getByRole('textbox', { name: /ZIP code/ })).toBeVisible()
  // The production server writes console lines to its JSON log, without their values (decision 0012).
  const gap = output
    .split('\n')
    .find((line) => line.includes('Functional page has no published document'))
  expect(gap).toBeDefined()
  expect(gap).not.toContain('find-a-plan')
  // Its Spanish twin still has its document.
  await page.goto(`http://127.0.0.1:${port}/es/encontrar-un-plan/`)
  await expect(page.locator('[data-slice-type="hero"] h1')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('pages are served from the cache, and a published edit reaches the running server within seconds', async ({
  request,
}) => {
  const url = `http://127.0.0.1:${port}/about-us/`
  await request.get(url)
  const cached = await request.get(url)
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-cache']).toBe('hit')
  expect(cached.headers()['cache-control']).toContain('s-maxage=')
  expect(cached.headers()['cache-control']).toContain('stale-while-revalidate=')
  const etag = cached.headers()['etag']
  expect(etag).toBeTruthy()
  expect((await request.get(url, { headers: { 'if-none-match': etag! } })).status()).toBe(304)

  // An editor publishes a new hero title (a changed file in the embedded repository).
  const file = join(root, 'content', 'page', 'en-us', 'about-us.json')
  const doc = JSON.parse(readFileSync(file, 'utf8')) as HomeDoc
  const hero = doc.data.slices.find((slice) => slice.slice_type === 'hero')
  hero!.primary.title = 'Doctors first, since 2014'
  writeFileSync(file, JSON.stringify(doc, null, 2))
  await expect
    .poll(async () => (await request.get(url)).text(), { timeout: 10_000 })
    .toContain('Doctors first, since 2014')
  const fresh = await request.get(url, { headers: { 'if-none-match': etag! } })
  expect(fresh.status()).toBe(200)
})

test('a broken content file leaves the site up with the last good page, named in the log; every save after a rename-over shows', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const url = `http://127.0.0.1:${port}/meet-our-team/`
  const file = join(root, 'content', 'page', 'en-us', 'meet-our-team.json')
  const good = readFileSync(file, 'utf8')
  const title = (JSON.parse(good) as HomeDoc).data.slices[0]!.primary.title!
  const h1 = async () => /<h1[^>]*>([^<]*)/.exec(await (await request.get(url)).text())?.[1]
  expect(await h1()).toBe(title)
  // An editor's hand edit drops a comma: the page keeps its last good version, the rest serves.
  writeFileSync(file, good.replace('"uid": "meet-our-team",', '"uid": "meet-our-team"'))
  await expect
    .poll(
      async () => {
        expect((await request.get(url)).status()).toBe(200)
        return output.includes('"file":"content/page/en-us/meet-our-team.json","line":4')
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  expect((await request.get(url)).status()).toBe(200)
  expect(await h1()).toBe(title)
  expect((await request.get(`http://127.0.0.1:${port}/`)).status()).toBe(200)
  // The fix is saved through a temporary file renamed over the document (as git checkout, mv,
  // sed -i and many editors do), then the next save writes the same file in place: both show.
  const titled = (text: string) => good.replace(`"title": "${title}"`, `"title": "${text}"`)
  writeFileSync(`${file}.tmp`, titled('Who runs your plan'))
  renameSync(`${file}.tmp`, file)
  await expect.poll(h1, { timeout: 20_000 }).toBe('Who runs your plan')
  writeFileSync(file, titled('The people who answer your call'))
  await expect.poll(h1, { timeout: 20_000 }).toBe('The people who answer your call')
})

test('a visitor who leaves in the middle of sending a form is not logged as a server error', async () => {
  for (const path of ['/api/leads', '/api/enrollments']) {
    // Half a request body, then the connection closes (a closed tab, a lost signal).
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nIdempotency-Key: left-${path.length}-${Date.now()}\r\nContent-Length: 400\r\n\r\n{"firstName":`,
        )
        setTimeout(() => (socket.destroy(), resolve()), 300)
      })
      socket.once('error', reject)
    })
    const lines = () => output.split('\n').filter((line) => line.includes(`"path":"${path}"`))
    await expect
      .poll(() => lines().some((line) => line.includes('"code":"client_closed"')))
      .toBe(true)
    // The rest of the request's handling has had its time to finish.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(lines().filter((line) => /"level":50|"code":"server_error"/.test(line))).toEqual([])
  }
  expect(logged).not.toContain('Error: aborted')
  expect(logged).not.toContain('ECONNRESET')
})
