// Writes data/criteria.json: per plan year 2024-2026, the drugs of that year's formularies that need
// prior authorization or step therapy, split into Part B (flag P: covered under Part B or D) and
// Part D, with the formulary codes that apply each rule. Run: npx tsx scripts/content-author/pages-b/criteria-data.ts
import { writeFileSync } from 'node:fs'
import { catalogue } from '../../../../db/seed/drugs.ts'
import { FORMULARIES, buildFormulary } from '../../../../db/seed/formulary-rules.ts'

const drugs = catalogue()
const out: Record<string, unknown> = {}
for (const year of [2023, 2024, 2025, 2026]) {
  const forms = FORMULARIES.filter((f) => f.year === year && (f.code || year === 2023))
  const rows = new Map<string, { name: string; generic: string; brand: boolean; drugClass: string; partB: boolean; pa: Record<string, string>; st: string[] }>()
  for (const f of forms) {
    const entries = buildFormulary(f, drugs)
    entries.forEach((e, i) => {
      const d = drugs[i]!
      if (!e.covered || (!e.priorAuth && !e.stepTherapy)) return
      const row = rows.get(d.id) ?? { name: d.name, generic: d.genericName, brand: d.isBrand, drugClass: d.drugClass, partB: d.flags.includes('P'), pa: {}, st: [] }
      if (e.priorAuth) row.pa[f.code ?? f.key] = JSON.stringify(e.priorAuth)
      if (e.stepTherapy) row.st.push(f.code ?? f.key)
      rows.set(d.id, row)
    })
  }
  out[year] = { formularies: forms.map((f) => f.key), drugs: [...rows.values()].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())) }
}
writeFileSync(new URL('./data/criteria.json', import.meta.url), JSON.stringify(out, null, 1))
