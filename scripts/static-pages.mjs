// Writes the static /404.html and /500.html pages (spec 2.3) into the client build, in both
// languages, from the locale files, so their wording never drifts from the live pages.
import { readFile, writeFile } from 'node:fs/promises'

const root = new URL('..', import.meta.url)
const read = async (code) =>
  JSON.parse(await readFile(new URL(`locales/${code}/common.json`, root), 'utf8'))
const [en, es] = await Promise.all([read('en-us'), read('es-mx')])
const phone = process.env.MEMBER_SERVICES_PHONE ?? '1-800-555-0123'
const tty = process.env.TTY ?? '711'
const fill = (text) => text.replaceAll('{{phone}}', phone).replaceAll('{{tty}}', tty)
const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

function page(key) {
  const section = (strings, lang, home) => `
  <section lang="${lang}">
    <h${lang === 'en' ? 1 : 2}>${escape(strings[key].title)}</h${lang === 'en' ? 1 : 2}>
    <p>${escape(fill(strings[key].body))} <a href="${home}">${escape(strings[key].homeLink)}</a></p>
  </section>`
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(en[key].title)} | ${escape(en.brand)}</title>
<style>
body{margin:0;font:112.5%/1.55 system-ui,sans-serif;color:#1b1f23}
main{max-width:44rem;margin:0 auto;padding:3rem 1rem}
h1,h2{color:#063d31}a{color:#0b5d4b}section+section{border-top:1px solid #c9d1d9;margin-top:2rem}
</style>
</head>
<body>
<main>${section(en, 'en', '/')}${section(es, 'es', '/es/')}
</main>
</body>
</html>
`
}

const clientDir = `${process.env.BUILD_DIR ?? 'dist'}/client`
await writeFile(new URL(`${clientDir}/404.html`, root), page('notFound'))
await writeFile(new URL(`${clientDir}/500.html`, root), page('serverError'))
console.log(`Wrote ${clientDir}/404.html and ${clientDir}/500.html`)
