// npm run content:migrate [-- --dry-run]: moves content/ and its media library into a Prismic
// repository with @prismicio/client's Migration API (scripts/content/migration.ts).
//   --dry-run   builds the migration and prints its counts; no network, no token needed.
//   otherwise   needs PRISMIC_REPOSITORY and PRISMIC_WRITE_TOKEN (and PRISMIC_ACCESS_TOKEN when the
//               Content API is private); the client sends a request every 1.5 s, under
//               Prismic's limit of one a second.
import { buildMigration, sendMigration, type MigrationCounts } from './migration.ts'
import { contentRoot } from './documents.ts'

function printCounts(counts: MigrationCounts): void {
  const rows = Object.entries(counts.documents).sort(([a], [b]) => a.localeCompare(b))
  const total = rows.reduce(
    (sum, [, langs]) => sum + Object.values(langs).reduce((a, b) => a + b, 0),
    0,
  )
  console.log(`Assets: ${counts.assets}`)
  console.log(`Documents: ${total}`)
  for (const [type, langs] of rows) {
    console.log(
      `  ${type.padEnd(24)} ${Object.entries(langs)
        .sort()
        .map(([lang, n]) => `${lang} ${n}`)
        .join(', ')}`,
    )
  }
  const { document, media, image } = counts.links
  console.log(
    `Links resolved: ${document + media + image} (${document} Document links, ${media} Media links, ${image} images)`,
  )
  console.log(`Links unresolved: ${counts.unresolved.length}`)
  for (const problem of counts.unresolved) console.log(`  ${problem}`)
}

const dryRun = process.argv.includes('--dry-run')
const built = await buildMigration(contentRoot())
printCounts(built.counts)
if (built.counts.unresolved.length) {
  console.error('Fix the links above first: a migrated link to nothing would be empty in Prismic.')
  process.exit(1)
}
if (dryRun) process.exit(0)

const {
  PRISMIC_REPOSITORY: repository,
  PRISMIC_WRITE_TOKEN: writeToken,
  PRISMIC_ACCESS_TOKEN: accessToken,
} = process.env
if (!repository || !writeToken) {
  console.error(
    'Set PRISMIC_REPOSITORY (the repository name) and PRISMIC_WRITE_TOKEN (Settings > API & Security > Write APIs) to send it, or run with --dry-run.',
  )
  process.exit(1)
}
const requests =
  built.counts.assets +
  2 *
    Object.values(built.counts.documents).reduce(
      (sum, langs) => sum + Object.values(langs).reduce((a, b) => a + b, 0),
      0,
    )
console.log(
  `\nSending to ${repository}: ${requests} requests, one every 1.5 s (Prismic allows one a second): about ${Math.ceil((requests * 1.5) / 60)} minutes.`,
)
let last = 0
await sendMigration(built, {
  repository,
  writeToken,
  accessToken,
  report: (event) => {
    if (event.type === 'documents:masterLocale')
      console.log(`Master language: ${event.data.masterLocale}`)
    if (
      event.type === 'assets:creating' ||
      event.type === 'documents:creating' ||
      event.type === 'documents:updating'
    ) {
      if (event.data.current === event.data.total || Date.now() - last > 30_000) {
        last = Date.now()
        console.log(`${event.type.replace(':', ' ')} ${event.data.current}/${event.data.total}`)
      }
    }
  },
})
console.log(`
Done: every document is in the repository's migration release, as drafts.
Publish it: in ${repository}.prismic.io open Releases > Migration release, review, and click Publish.
Then set PRISMIC_REPOSITORY=${repository} (and PRISMIC_WEBHOOK_SECRET) on the site; see the README, "Move to a Prismic repository".`)
