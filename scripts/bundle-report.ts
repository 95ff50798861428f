// Which modules make up the JavaScript a page loads (decision 0015). Builds the client into
// BUILD_DIR (default .build/bundle-report) with a plugin that records each chunk's modules, then,
// for each file list given on stdin or the budget pages' files (one URL or asset path a line),
// prints the gzip kB per chunk and the largest modules by rendered size.
//
//   BUILD_DIR=.build/x node scripts/bundle-report.ts            # build and write modules.json
//   node scripts/bundle-report.ts --read .build/x assets/a.js assets/b.js   # report those files
//   node scripts/bundle-report.ts --pages .build/x http://127.0.0.1:3421    # each budget page's files
import { gzipSync } from 'node:zlib'
import { readFileSync, writeFileSync } from 'node:fs'

type Chunk = {
  file: string
  gzip: number
  modules: Record<string, { bytes: number; gzip: number }>
}

const [mode, dir = '.build/bundle-report', ...rest] = process.argv.slice(2)
if (mode === '--read') report(dir, rest)
else if (mode === '--why') why(dir, rest[0] ?? '')
else if (mode === '--pages') await pages(dir, rest[0] ?? 'http://127.0.0.1:3000')
else await buildWithReport()

// Loads each budget page in Chromium (as the budget test does) and reports the files it fetched.
async function pages(outDir: string, baseURL: string) {
  const { chromium } = await import('@playwright/test')
  const { chromiumPath } = await import('../tests/chromium-path.mjs')
  const { JS_BUDGETS } = await import('../tests/e2e/js-budgets.ts')
  const { jsWeight } = await import('./bench/js-weight.ts')
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })
  for (const [kind, budget] of Object.entries(JS_BUDGETS)) {
    const page = await browser.newPage()
    const files: string[] = []
    page.on('request', (request) => files.push(new URL(request.url()).pathname))
    const weight = await jsWeight(page, new URL(budget.path, baseURL).toString())
    console.log(
      `\n===== ${kind} ${budget.path}: ${weight.kB} kB in ${weight.files} files (limit ${budget.limit}, goal ${budget.target})`,
    )
    report(
      outDir,
      files.filter((f) => /\.m?js$/.test(f)),
    )
    await page.close()
  }
  await browser.close()
}

async function buildWithReport() {
  const { createBuilder } = await import('vite')
  const outDir = process.env.BUILD_DIR ?? '.build/bundle-report'
  const chunks: Chunk[] = []
  const graph: Record<string, { imports: string[]; dynamic: string[]; entry: boolean }> = {}
  // The whole app (client and server), as `vite build` does, so the server names the same chunks.
  const builder = await createBuilder({
    build: { outDir },
    plugins: [
      {
        name: 'bundle-report',
        generateBundle(_options, bundle) {
          if (this.environment?.name !== 'client') return
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id)
            if (info)
              graph[id] = {
                imports: [...info.importedIds],
                dynamic: [...info.dynamicallyImportedIds],
                entry: info.isEntry,
              }
          }
          for (const item of Object.values(bundle)) {
            if (item.type !== 'chunk') continue
            const modules: Chunk['modules'] = {}
            for (const [id, info] of Object.entries(item.modules)) {
              const code = info.code ?? ''
              modules[id] = { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length }
            }
            chunks.push({
              file: item.fileName,
              gzip: gzipSync(item.code, { level: 9 }).length,
              modules,
            })
          }
        },
      },
    ],
  })
  await builder.buildApp()
  writeFileSync(`${outDir}/modules.json`, JSON.stringify(chunks))
  writeFileSync(`${outDir}/graph.json`, JSON.stringify(graph))
  console.log(`${chunks.length} client chunks -> ${outDir}/modules.json`)
}

function report(outDir: string, files: string[]) {
  const chunks: Chunk[] = JSON.parse(readFileSync(`${outDir}/modules.json`, 'utf8'))
  const wanted = files.map((f) => f.replace(/^.*\/(assets\/)/, '$1'))
  let total = 0
  const byGroup = new Map<string, number>()
  for (const chunk of chunks
    .filter((c) => wanted.includes(c.file))
    .sort((a, b) => b.gzip - a.gzip)) {
    total += chunk.gzip
    const mods = Object.entries(chunk.modules).sort((a, b) => b[1].gzip - a[1].gzip)
    const modGzip = mods.reduce((s, [, m]) => s + m.gzip, 0) || 1
    console.log(`\n${chunk.file}  ${(chunk.gzip / 1024).toFixed(1)} kB gzip`)
    for (const [id, m] of mods) {
      // Share of the chunk's real gzip size, in proportion to each module's own gzip size.
      const share = (m.gzip / modGzip) * chunk.gzip
      const group = groupOf(id)
      byGroup.set(group, (byGroup.get(group) ?? 0) + share)
      if (share > 300)
        console.log(
          `  ${(share / 1024).toFixed(1).padStart(6)}  ${id.replace(process.cwd() + '/', '')}`,
        )
    }
  }
  console.log(`\nTotal ${(total / 1024).toFixed(1)} kB gzip. By package or folder:`)
  for (const [group, size] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)}  ${group}`)
  }
}

function groupOf(id: string): string {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
  if (pkg) return pkg
  return id.replace(process.cwd() + '/', '').match(/^(src\/[^/]+(?:\/[^/]+)?)/)?.[1] ?? id
}

// The static import chains from the client entry to each module whose id contains `target`:
// why a module loads with the entry rather than in a lazy chunk.
function why(outDir: string, target: string) {
  const graph: Record<string, { imports: string[]; dynamic: string[]; entry: boolean }> =
    JSON.parse(readFileSync(`${outDir}/graph.json`, 'utf8'))
  const short = (id: string) => id.replace(process.cwd() + '/', '')
  const seen = new Map<string, string | null>()
  const queue = Object.keys(graph).filter((id) => graph[id]?.entry)
  for (const id of queue) seen.set(id, null)
  while (queue.length) {
    const id = queue.shift()!
    for (const next of graph[id]?.imports ?? []) {
      if (seen.has(next)) continue
      seen.set(next, id)
      queue.push(next)
    }
  }
  const hits = [...seen.keys()].filter((id) => id.includes(target))
  // Only the nearest hits (those not reached through another hit).
  for (const hit of hits.slice(0, 12)) {
    const chain: string[] = []
    for (let at: string | null | undefined = hit; at; at = seen.get(at)) chain.unshift(short(at))
    console.log(chain.join('\n  <- '.replace('<-', '->')) + '\n')
  }
  if (!hits.length)
    console.log(`No module matching ${target} is statically reachable from the entry`)
}
