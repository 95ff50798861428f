import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** One message of the W3C Nu HTML checker, tied back to the page it was found on. */
export type VnuFinding = {
  page: string
  kind: 'error' | 'warning' | 'info'
  line?: number
  column?: number
  message: string
  extract?: string
}

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

// vnu-jar exports the jar's path (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

/**
 * Validates pages (page name -> HTML) with vnu.jar in ONE Java process (its start-up takes
 * seconds), writing each page as a file under dir. A non-document error (a file vnu could not
 * read) counts as an error of that page.
 */
export async function validateHtml(pages: Map<string, string>, dir: string): Promise<VnuFinding[]> {
  await mkdir(dir, { recursive: true })
  const fileToPage = new Map<string, string>()
  await Promise.all(
    [...pages].map(async ([page, html], index) => {
      const file = join(dir, `${String(index).padStart(2, '0')}-${slug(page)}.html`)
      fileToPage.set(file, page)
      await writeFile(file, html)
    }),
  )
  const args = [
    '-jar',
    vnuJar,
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...fileToPage.keys(),
  ]
  const { stdout } = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error(
          'vnu.jar needs Java 17 or later: run node scripts/ensure-java.mjs or set JAVA_HOME',
        )
      throw error
    },
  )
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
  return messages.map((m) => ({
    page: pageOf(m.url, fileToPage),
    kind: m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'info') : 'error',
    line: m.lastLine,
    column: m.firstColumn,
    message: m.message,
    extract: m.extract,
  }))
}

/** One line per finding, for a failure message a person can act on. */
export function formatFindings(findings: VnuFinding[]): string {
  return findings
    .map((f) => {
      const at =
        f.line === undefined ? '' : `:${f.line}${f.column === undefined ? '' : `:${f.column}`}`
      const extract = f.extract
        ? `\n      ${f.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}`
        : ''
      return `  ${f.kind} ${f.page}${at} ${f.message}${extract}`
    })
    .join('\n')
}

function pageOf(url: string | undefined, fileToPage: Map<string, string>): string {
  if (!url) return '(vnu)'
  const path = decodeURIComponent(url.replace(/^file:(\/\/)?/, ''))
  for (const [file, page] of fileToPage) if (path.endsWith(file)) return page
  return path
}

const slug = (page: string) =>
  page
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'root'
