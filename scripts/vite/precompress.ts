import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/

/**
 * Writes each client file once more as `file.gz` (a standard gzip stream made by Zopfli, about 3%
 * smaller than zlib's level 9) and `file.br` (brotli at its best quality), once, at build time.
 * The production server sends the one the request's Accept-Encoding picks
 * (src/server/serve.server.ts),
 * instead of compressing every answer again at a fast setting. Client build only: the server
 * bundle is read from disk, never sent.
 *
 * vite-plugin-compression2 does the same job but compresses every environment's output (the
 * server bundle too) and rewrites the build's console output, so this is its few lines, kept here.
 */
export function precompress(): Plugin {
  return {
    name: 'ceiba:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      const files = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName))
        .map((file) => ({
          name: file.fileName,
          bytes: Buffer.from(file.type === 'chunk' ? file.code : file.source),
        }))
      await Promise.all(
        files.map(async ({ name, bytes }) => {
          const target = path.join(dir, name)
          const [gzip, br] = await Promise.all([
            gzipAsync(bytes, { numiterations: 5 }),
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
          ])
          // A variant no smaller than the file (a tiny chunk) is not written; the file goes as it is.
          await Promise.all([
            gzip.byteLength < bytes.byteLength && writeFile(`${target}.gz`, gzip),
            br.byteLength < bytes.byteLength && writeFile(`${target}.br`, br),
          ])
        }),
      )
    },
  }
}
