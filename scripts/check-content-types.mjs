// Fails when regenerating the Prismic types from customtypes/ and slices/ would change the
// committed src/content/types.generated.ts. Leaves the file as it found it.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const FILE = 'src/content/types.generated.ts'
const committed = readFileSync(FILE, 'utf8')
try {
  execFileSync('prismic-ts-codegen', [], { stdio: 'ignore' })
  const regenerated = readFileSync(FILE, 'utf8')
  if (regenerated !== committed) {
    console.error(
      `${FILE} is out of date with the models. Run \`npm run types:content\` and commit the result.`,
    )
    process.exitCode = 1
  } else {
    console.log(`${FILE} matches the models.`)
  }
} finally {
  writeFileSync(FILE, committed)
}
