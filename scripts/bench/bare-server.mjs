// The benchmarks' reference (scripts/bench/servers.mjs): a bare Node HTTP server in its own
// process, answering fixed bodies from memory, the most a single Node process can do on this
// machine. Reads `{ path: { type, body (base64) } }` from the file named by argv[2] and prints
// its port once it listens.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, { type, body }]) => [path, { type, body: Buffer.from(body, 'base64') }]),
)
const server = createServer((request, response) => {
  const answer = answers.get(request.url)
  if (!answer) return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
