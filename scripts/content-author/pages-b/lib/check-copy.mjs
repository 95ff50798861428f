// The copy measures of tests/unit/catalogue-copy.test.ts over part b's pages, per language: words of
// their own (shortest, median) and pairs with 5-word-shingle Jaccard >= 0.5.
//   node scripts/content-author/pages-b/lib/check-copy.mjs
import { jaccard, median, ownWords, readPages, shingles } from '../../measure.mjs'
import { ALL } from './defs/index.mjs'

const pages = readPages()
for (const [short, code] of [['en', 'en-us'], ['es', 'es-mx']]) {
  const docs = ALL.filter((def) => def[short] && def.type !== 'article' && def.copy !== false).map((def) => pages.find((doc) => doc.lang === code && doc.data.path === def[short].path)).filter(Boolean)
  const own = ownWords(docs)
  const counts = docs.map((doc) => [own.get(doc).length, doc.data.path]).sort((a, b) => a[0] - b[0])
  console.log(code, 'pages', docs.length, 'shortest', counts.slice(0, 3), 'median', median(counts.map((c) => c[0])))
  const sets = docs.map((doc) => [doc.data.path, shingles(own.get(doc))])
  let worst = 0
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const s = jaccard(sets[i][1], sets[j][1])
      worst = Math.max(worst, s)
      if (s >= 0.4) console.log('  similar', s.toFixed(2), sets[i][0], sets[j][0])
    }
  console.log('  highest similarity', worst.toFixed(2))
}
