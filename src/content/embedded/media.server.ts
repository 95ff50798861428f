import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { apiError } from './handler.server'

/** Where the embedded repository's media library is, under the content directory. */
export const MEDIA_DIR = '_media'

/** The path the library's files are served at; a Media link's or Image field's `url`. */
export const MEDIA_PATH = '/_prismic/media/'

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  vtt: 'text/vtt; charset=utf-8',
}

/**
 * The media library of the embedded content repository (decision 0019): the files editors upload,
 * named `<asset id>_<file name>` as Prismic's CDN names them, in `<content root>/_media/`. A file
 * is served only when its name is one of the library's (listed once per read), so no path can leave
 * the directory. A file may be replaced under its name (the PDF scripts rewrite theirs), so it is
 * cached for a day, as the generated plan documents are.
 */
export function createMediaHandler({
  root,
  maxAgeMs = Number.POSITIVE_INFINITY,
}: {
  root: string
  maxAgeMs?: number
}) {
  const dir = join(root, MEDIA_DIR)
  let cached: { at: number; names: Promise<Set<string>> } | undefined
  const names = () => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const listing = readdir(dir).then(
        (files) => new Set(files),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return new Set<string>()
          throw error
        },
      )
      cached = { at: Date.now(), names: listing }
    }
    return cached.names
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return apiError(405, 'method_not_allowed', 'The media library only answers GET requests')
    const pathname = new URL(request.url).pathname
    let name: string
    try {
      name = decodeURIComponent(pathname.slice(pathname.indexOf(MEDIA_PATH) + MEDIA_PATH.length))
    } catch {
      name = ''
    }
    const type = TYPES[name.split('.').pop()?.toLowerCase() ?? '']
    if (!pathname.includes(MEDIA_PATH) || !type || !(await names()).has(name)) {
      return apiError(404, 'not_found', 'There is no such file in the media library.')
    }
    const bytes = await readFile(join(dir, name))
    const file = name.slice(name.indexOf('_') + 1)
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
      headers: {
        'content-type': type,
        'content-length': String(bytes.byteLength),
        'content-disposition': `inline; filename="${file}"`,
        'cache-control': 'public, max-age=86400',
        // An SVG opened on its own runs no script.
        ...(type === 'image/svg+xml'
          ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
          : {}),
      },
    })
  }
}
