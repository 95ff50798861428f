// The benchmarks' reference (scripts/bench/servers.mjs): a bare Node HTTP server in its own
// process, answering fixed bodies from memory, the most a single Node process can do on this
// machine. Reads `{ path: { type, body (base64) } }` from the file named by argv[2] and prints
// its port once it listens. A client that accepts gzip gets the body compressed once, at start.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(
    ([path, { type, body }]) => {
      const plain = Buffer.from(body, 'base64')
      return [path, { type, body: plain, gzip: gzipSync(plain, { level: 6 }) }]
    },
  ),
)
const server = createServer((request, response) => {
  const answer = answers.get(request.url)
  if (!answer) return response.writeHead(404).end()
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return response
      .writeHead(200, {
        'content-type': answer.type,
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
        'content-length': answer.gzip.length,
      })
      .end(answer.gzip)
  }
  response
    .writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length })
    .end(answer.body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
