import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { ENGLISH, Wizard } from '../e2e/enrollment-helpers'

const env = { ...process.env, PORT: '3213', DATA_DIR: '.data/e2e-3213', BUILD_DIR: '.build/e2e-3203' }
async function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/serve.mjs'], { env, stdio: 'ignore' })
  for (let i = 0; i < 100; i += 1) {
    try { if ((await fetch('http://127.0.0.1:3213/app-data.json')).ok) return child } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('no server')
}
const stop = (child: ChildProcess) => new Promise((r) => { child.on('exit', r); child.kill('SIGTERM') })

test.setTimeout(180_000)
for (const gap of [6000, 1200]) {
  test(`server stopped during submit, back after ${gap} ms`, async ({ page }) => {
    page.on('dialog', (d) => void d.accept())
    let server = await startServer()
    const w = new Wizard(page, ENGLISH)
    await page.goto('http://127.0.0.1:3213/enroll-2026/?plan=ceiba-core-hmo-miami-2026')
    await w.personal({ first: 'Test', last: 'Stop', phone: '305-555-0111', zip: '33125' })
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await w.otherCoverage('6F78-HJ9-KM12')
    for (const step of ['options', 'signature']) await page.getByRole('button', { name: 'Next', exact: true }).click()
    await w.choose('relationshipToPersonListed', ENGLISH('options.relationship.self'))
    await w.field('signature').fill('Test Stop')
    for (const step of ['payment', 'review']) await page.getByRole('button', { name: 'Next', exact: true }).click()
    await w.expectStep('review')
    await stop(server)
    const started = Date.now()
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await new Promise((r) => setTimeout(r, gap))
    server = await startServer()
    console.log(`server back after ${Date.now() - started} ms`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thanks for applying!|We couldn't submit your application/, { timeout: 20_000 })
    const h1 = await page.getByRole('heading', { level: 1 }).innerText()
    console.log(`gap ${gap}: first outcome "${h1}" after ${Date.now() - started} ms at ${page.url()}`)
    if (h1 !== 'Thanks for applying!') {
      await expect(page.getByRole('alert')).toContainText('*Looks like something has gone wrong, call us at 1-800-555-0123')
      await page.getByRole('link', { name: 'Return to your application' }).click()
      await w.expectStep('review')
      await page.getByRole('button', { name: 'Submit', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for applying!')
    }
    console.log(`confirmation ${await page.locator('.confirmation-number__value').innerText()}`)
    await stop(server)
  })
}
