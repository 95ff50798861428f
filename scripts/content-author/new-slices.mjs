// Writes model.json and mocks.json of the catalogue's slices (StepList, DownloadableForms,
// ChildPages, ComparisonTable, LocationList) from the compact specs below. Run once after editing:
// `node scripts/content-author/new-slices.mjs`, then `npm run types:content`.
import { writeFile, mkdir } from 'node:fs/promises'
import { stableUuid } from './ids.mjs'

const text = (label) => ({ type: 'Text', config: { label, placeholder: '' } })
const rich = (label, multi = 'paragraph,strong,em,hyperlink') => ({ type: 'StructuredText', config: { label, placeholder: '', allowTargetBlank: false, multi } })
const link = (label, customtypes) => ({
  type: 'Link',
  config: { label, placeholder: '', select: customtypes ? 'document' : null, ...(customtypes ? { customtypes } : {}), allowTargetBlank: false, allowText: true, repeat: false },
})
const group = (label, fields) => ({ type: 'Group', config: { label, repeat: true, fields } })

const SLICES = {
  StepList: {
    id: 'step_list',
    description: 'Numbered steps a reader follows in order (how to file, how to enroll, how to appeal).',
    fields: {
      title: text('Heading'),
      intro: rich('Introduction'),
      steps: group('Steps', { title: text('Step title'), body: rich('What to do', 'paragraph,strong,em,hyperlink,list-item') }),
    },
    mock: {
      title: 'How to ask for a reimbursement',
      intro: 'Send us your request within one year of the date you paid.',
      steps: [
        { title: 'Get an itemized receipt', body: 'Ask the provider for a receipt that shows the service, the date and what you paid.' },
        { title: 'Fill in the form', body: 'Download the reimbursement form and answer every question.' },
        { title: 'Mail or fax it to us', body: 'We answer within 30 days of receiving your request.' },
      ],
    },
  },
  DownloadableForms: {
    id: 'downloadable_forms',
    description: 'Forms a member downloads, fills in and sends back: what each is for, its language, how to return it.',
    fields: {
      title: text('Heading'),
      intro: rich('Introduction'),
      forms: group('Forms', {
        name: text('Form name'),
        purpose: text('What the form is for'),
        file: link('File (PDF)'),
        language: text('Language of the file, e.g. English'),
        pages: text('Length, e.g. 2 pages'),
        submit: text('How to send it back'),
      }),
    },
    mock: {
      title: 'Forms you may need',
      intro: 'Print the form, fill it in and send it back the way it says.',
      forms: [
        { name: 'Appointment of Representative', purpose: 'Names someone to act for you in a coverage decision or appeal.', file: '/documents/forms/appointment-of-representative-en.pdf', language: 'English', pages: '2 pages', submit: 'Mail or fax it with your appeal.' },
        { name: 'Disenrollment request', purpose: 'Ends your membership during a period when you can change plans.', file: '/documents/forms/disenrollment-request-en.pdf', language: 'English', pages: '1 page', submit: 'Mail it to Member Services.' },
      ],
    },
  },
  ChildPages: {
    id: 'child_pages',
    description: 'A hub page\'s list of the pages under it, each with a sentence on what it holds.',
    fields: {
      title: text('Heading'),
      intro: rich('Introduction'),
      pages: group('Pages', { page: link('Page', ['page', 'article']), description: text('What the reader finds there') }),
    },
    mock: {
      title: 'In this section',
      intro: 'Choose a topic to learn more.',
      pages: [
        { page: { url: '/dental/', text: 'Dental' }, description: 'Cleanings, fillings, crowns and dentures, and how to find a dentist.' },
        { page: { url: '/otc/', text: 'Over-the-counter items' }, description: 'What your quarterly allowance buys and how to order.' },
      ],
    },
  },
  ComparisonTable: {
    id: 'comparison_table',
    description: 'Options side by side (plan types, ways to get care): up to four columns, one row per feature.',
    fields: {
      title: text('Heading'),
      intro: rich('Introduction'),
      row_header: text('Header of the first column, e.g. Feature'),
      column_1: text('Option 1'),
      column_2: text('Option 2'),
      column_3: text('Option 3 (optional)'),
      column_4: text('Option 4 (optional)'),
      rows: group('Rows', { feature: text('Feature'), value_1: text('Option 1'), value_2: text('Option 2'), value_3: text('Option 3'), value_4: text('Option 4') }),
      footnote: rich('Footnote'),
    },
    mock: {
      title: 'HMO and PPO plans compared',
      intro: 'Both are Medicare Advantage plans; they differ in how you use the network.',
      row_header: 'Feature',
      column_1: 'HMO',
      column_2: 'PPO',
      column_3: '',
      column_4: '',
      rows: [
        { feature: 'Primary care provider', value_1: 'Required', value_2: 'Recommended', value_3: '', value_4: '' },
        { feature: 'Referrals to specialists', value_1: 'Usually required', value_2: 'Not required', value_3: '', value_4: '' },
        { feature: 'Out-of-network care', value_1: 'Emergencies and urgent care only', value_2: 'Covered, at a higher cost', value_3: '', value_4: '' },
      ],
      footnote: 'Benefits vary by plan and county.',
    },
  },
  LocationList: {
    id: 'location_list',
    description: 'Places (clinics, offices) with address, phone, hours and services.',
    fields: {
      title: text('Heading'),
      intro: rich('Introduction'),
      locations: group('Locations', {
        name: text('Name'),
        address: text('Street address'),
        city: text('City, state and ZIP'),
        phone: text('Phone, e.g. 1-800-555-0123'),
        hours: text('Opening hours'),
        services: text('Services offered'),
        link: link('More information (page or map)'),
      }),
    },
    mock: {
      title: 'Our clinics',
      intro: 'Walk in or book a visit at a clinic near you.',
      locations: [
        { name: 'Ceiba Medical Hialeah', address: '1200 West 49th Street', city: 'Hialeah, FL 33012', phone: '1-800-555-0123', hours: 'Monday–Friday, 8am–5pm', services: 'Primary care, lab work, pharmacy pick-up', link: { url: '/medical/', text: 'About Ceiba Medical' } },
      ],
    },
  },
}

function mockField(name, model, value) {
  if (model.type === 'Text' || model.type === 'Select') return { __TYPE__: 'FieldContent', value, type: model.type }
  if (model.type === 'StructuredText') {
    const blocks = (Array.isArray(value) ? value : [value]).map((line) => ({ type: 'paragraph', content: { text: line, spans: [] }, direction: 'ltr' }))
    return { __TYPE__: 'StructuredTextContent', value: blocks }
  }
  if (model.type === 'Link') {
    const link = typeof value === 'string' ? { url: value } : value
    return { __TYPE__: 'LinkContent', key: stableUuid(`mock-link/${name}/${link.url}`), value: { __TYPE__: 'ExternalLink', kind: 'web', ...link } }
  }
  if (model.type === 'Group') {
    return {
      __TYPE__: 'GroupContentType',
      value: value.map((item, i) => ({
        __TYPE__: 'GroupItemContent',
        key: stableUuid(`mock-item/${name}/${i}`),
        value: Object.entries(model.config.fields).map(([field, inner]) => [field, mockField(`${name}/${i}/${field}`, inner, item[field])]),
      })),
    }
  }
  throw new Error(`no mock for ${model.type}`)
}

for (const [folder, spec] of Object.entries(SLICES)) {
  const model = {
    id: spec.id,
    type: 'SharedSlice',
    name: folder,
    description: spec.description,
    variations: [
      { id: 'default', name: 'Default', docURL: '...', version: 'initial', description: spec.description, imageUrl: '', primary: spec.fields, items: {} },
    ],
  }
  const mocks = [
    {
      __TYPE__: 'SharedSliceContent',
      variation: 'default',
      primary: Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, mockField(`${spec.id}/${name}`, field, spec.mock[name])])),
      items: [],
    },
  ]
  await mkdir(new URL(`../../slices/${folder}/`, import.meta.url), { recursive: true })
  await writeFile(new URL(`../../slices/${folder}/model.json`, import.meta.url), `${JSON.stringify(model, null, 2)}\n`)
  await writeFile(new URL(`../../slices/${folder}/mocks.json`, import.meta.url), `${JSON.stringify(mocks, null, 2)}\n`)
  console.log(`Wrote slices/${folder}/model.json and mocks.json`)
}
