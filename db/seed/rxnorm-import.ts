// Attaches RxNorm codes to the formulary's drugs from a plan's RxNorm release:
//   node db/seed/rxnorm-import.ts path/to/rrf/RXNCONSO.RRF
// writes db/seed/rxnorm-codes.json (drug id -> codes), which the FHIR API serves. Without a
// release the file is empty and no drug carries an RxNorm code: none is ever guessed.
import { createReadStream, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { catalogue } from './drugs.ts'
import { matchRxnorm, parseRxnconsoLine, type RxConcept } from './rxnorm.ts'

export async function readRxnconso(path: string): Promise<RxConcept[]> {
  const concepts: RxConcept[] = []
  for await (const line of createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Infinity,
  })) {
    const concept = parseRxnconsoLine(line)
    if (concept) concepts.push(concept)
  }
  return concepts
}

const path = process.argv[2]
if (import.meta.url === `file://${process.argv[1]}` && path) {
  const drugs = catalogue()
  const codes = matchRxnorm(drugs, await readRxnconso(path))
  const out = Object.fromEntries([...codes].sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(
    new URL('./rxnorm-codes.json', import.meta.url),
    `${JSON.stringify(out, null, 2)}\n`,
  )
  console.log(
    `RxNorm codes for ${codes.size} of ${drugs.length} drugs; ${drugs.length - codes.size} carry none.`,
  )
}
