// Writes the footer's corporate PDFs (code of conduct, accreditation notice for production and
// staging) into the content repository's media library (content/_media/). Run again after editing the text: `node scripts/corporate-pdfs.mjs`.
import { writeFile } from 'node:fs/promises'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { MEDIA_DIR, mediaFileName } from './media-library.mjs'

const DOCUMENTS = {
  'ceiba-code-of-conduct.pdf': {
    title: 'Ceiba Health Code of Conduct / Código de conducta',
    paragraphs: [
      'Ceiba Health employees, board members, agents and contractors act with honesty and integrity, follow the Medicare Advantage and Part D rules of the Centers for Medicare & Medicaid Services, protect member privacy, and report suspected fraud, waste and abuse without fear of retaliation.',
      'Report a concern 24 hours a day, anonymously if you wish, at 1-800-555-0190 (TTY 711).',
      'Los empleados, miembros de la junta, agentes y contratistas de Ceiba Health actúan con honestidad e integridad, cumplen las reglas de Medicare Advantage y de la Parte D de los Centros de Servicios de Medicare y Medicaid, protegen la privacidad de los miembros e informan sospechas de fraude, derroche y abuso sin temor a represalias.',
      'Informe una inquietud las 24 horas del día, de forma anónima si lo desea, al 1-800-555-0190 (TTY 711).',
    ],
  },
  'accreditation-notice.pdf': {
    title: 'Accreditation notice / Aviso de acreditación',
    paragraphs: [
      "Ceiba Health Medicare Advantage HMO and PPO plans hold health plan accreditation from a national accrediting organization. Accreditation reviews a plan's quality improvement, population health management, network management, utilization management, credentialing and member experience programs.",
      'Los planes Medicare Advantage HMO y PPO de Ceiba Health cuentan con la acreditación de planes de salud de una organización acreditadora nacional. La acreditación evalúa los programas de mejoramiento de la calidad, manejo de la salud de la población, manejo de la red, manejo de la utilización, acreditación de proveedores y experiencia de los miembros.',
    ],
  },
  'accreditation-notice-staging.pdf': {
    title: 'STAGING - Accreditation notice / Aviso de acreditación',
    paragraphs: [
      'This is the staging copy of the accreditation notice, used to review changes before they reach the public site.',
      'Esta es la copia de prueba del aviso de acreditación, que se usa para revisar los cambios antes de publicarlos.',
    ],
  },
}

function wrap(text, font, size, width) {
  const lines = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

for (const [file, { title, paragraphs }] of Object.entries(DOCUMENTS)) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setLanguage('en-US')
  pdf.setCreationDate(new Date('2025-10-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2025-10-01T00:00:00Z'))
  const page = pdf.addPage([612, 792])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 740
  page.drawText(title, { x: 56, y, size: 16, font: bold, color: rgb(0.02, 0.24, 0.19) })
  y -= 34
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, regular, 11, 500)) {
      page.drawText(line, { x: 56, y, size: 11, font: regular })
      y -= 16
    }
    y -= 10
  }
  page.drawText('Ceiba Health · 1-800-555-0123 · TTY 711 · H1234_2026WEB_M', {
    x: 56,
    y: 48,
    size: 9,
    font: regular,
  })
  const target = mediaFileName(file)
  await writeFile(`${MEDIA_DIR}${target}`, await pdf.save({ useObjectStreams: false }))
  console.log(`Wrote content/_media/${target}`)
}
