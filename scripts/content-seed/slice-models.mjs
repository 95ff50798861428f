// The slice library's models (written once into slices/<Name>/model.json; Slice Machine owns them after).
import { f, RICH_ARTICLE, RICH_BODY, sharedSlice, variation } from './fields.mjs'

const heroBase = {
  eyebrow: f.text('Eyebrow', 'A short line above the heading'),
  title: f.text('Heading (the page heading, h1)'),
  lead: f.rich('Lead', 'paragraph,strong,em,hyperlink'),
}
const heroLinks = { primary_link: f.link('Primary link'), secondary_link: f.link('Secondary link') }

const textWithImage = {
  title: f.text('Heading'),
  body: f.rich('Body', RICH_BODY),
  image: f.image('Image'),
  link: f.link('Link'),
}

export const SLICE_MODELS = [
  sharedSlice('hero', 'Hero', 'The page heading with a lead and links, an image, or a ZIP-code entry to the plan finder.', [
    variation('default', 'Default', 'Heading, lead and up to two links.', { ...heroBase, ...heroLinks }),
    variation('withImage', 'With image', 'Heading, lead, links and an image beside them.', { ...heroBase, ...heroLinks, image: f.image('Image') }),
    variation('zipEntry', 'ZIP entry', 'Heading and lead with a ZIP-code form that opens the plan finder.', { ...heroBase }),
  ]),
  sharedSlice('rich_text', 'RichText', 'Formatted text: headings (h2 to h4), paragraphs, lists and links.', [
    variation('default', 'Default', 'Formatted text.', { content: f.rich('Content', RICH_ARTICLE) }),
  ]),
  sharedSlice('text_with_image', 'TextWithImage', 'A heading and text beside an image.', [
    variation('default', 'Default', 'Image on the right.', textWithImage),
    variation('imageLeft', 'Image left', 'Image on the left.', textWithImage),
  ]),
  sharedSlice('card_grid', 'CardGrid', 'A grid of cards, each with an optional image and link.', [
    variation('default', 'Default', 'Cards in a responsive grid.', {
      title: f.text('Heading'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      cards: f.group('Cards', { image: f.image('Image'), title: f.text('Card heading'), body: f.rich('Card text', 'paragraph,strong,em,hyperlink'), link: f.link('Card link') }),
    }),
  ]),
  sharedSlice('benefit_highlights', 'BenefitHighlights', 'Plan benefits with an icon, a name and one sentence each.', [
    variation('default', 'Default', 'A list of benefits.', {
      title: f.text('Heading'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      benefits: f.group('Benefits', {
        icon: f.select('Icon', ['dental', 'vision', 'hearing', 'otc', 'food', 'transportation', 'giveback', 'fitness', 'telehealth', 'rewards', 'pharmacy', 'doctor']),
        name: f.text('Benefit name'),
        description: f.text('Description'),
        link: f.link('Link'),
      }),
    }),
  ]),
  sharedSlice('call_to_action_banner', 'CallToActionBanner', 'A banner that asks the reader to act.', [
    variation('default', 'Default', 'Heading, one sentence and up to two links.', {
      title: f.text('Heading'),
      body: f.text('Text'),
      primary_link: f.link('Primary link'),
      secondary_link: f.link('Secondary link'),
      tone: f.select('Colour', ['green', 'gold']),
    }),
  ]),
  sharedSlice('faq_accordion', 'FaqAccordion', 'Questions that open to show their answers.', [
    variation('default', 'Default', 'Questions and answers.', {
      title: f.text('Heading'),
      questions: f.group('Questions', { question: f.text('Question'), answer: f.rich('Answer', RICH_BODY) }),
    }),
  ]),
  sharedSlice('table', 'Table', 'A data table with a header row, a caption and a footnote.', [
    variation('default', 'Default', 'A table.', {
      title: f.text('Heading'),
      caption: f.text('Caption (describes the table)'),
      table: f.table('Table'),
      footnote: f.rich('Footnote', 'paragraph,strong,em,hyperlink'),
    }),
  ]),
  sharedSlice('document_list', 'DocumentList', 'Links to documents such as PDFs, with format and size.', [
    variation('default', 'Default', 'A list of documents.', {
      title: f.text('Heading'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      documents: f.group('Documents', {
        name: f.text('Document name'),
        file: f.link('File or address'),
        format: f.select('Format', ['PDF', 'Web page', 'Word']),
        size: f.text('File size, e.g. 1.2 MB'),
        description: f.text('Description'),
      }),
    }),
  ]),
  sharedSlice('video', 'Video', 'A video that loads when played, with captions and a transcript.', [
    variation('default', 'Default', 'One video.', {
      title: f.text('Heading'),
      video_title: f.text('Video title (read by screen readers)'),
      video_url: f.link('Video address (YouTube or MP4)'),
      captions: f.link('Captions file or page'),
      transcript: f.rich('Transcript', RICH_BODY),
    }),
  ]),
  sharedSlice('quote_or_stats', 'QuoteOrStats', 'A member quote, or key figures.', [
    variation('quote', 'Quote', 'A quote with the name and role of the person.', {
      quote: f.rich('Quote', 'paragraph,strong,em'),
      name: f.text('Name'),
      role: f.text('Role or place'),
      image: f.image('Photo'),
    }),
    variation('stats', 'Stats', 'Figures with labels.', {
      title: f.text('Heading'),
      stats: f.group('Figures', { value: f.text('Figure, e.g. 4.5'), label: f.text('Label') }),
      source: f.text('Source'),
    }),
  ]),
  sharedSlice('contact_block', 'ContactBlock', 'Phone number, TTY and hours.', [
    variation('default', 'Default', 'How to reach a team.', {
      title: f.text('Heading'),
      body: f.rich('Text', 'paragraph,strong,em,hyperlink'),
      phone: f.text('Phone, e.g. 1-800-555-0123'),
      tty: f.text('TTY, e.g. 711'),
      hours: f.select('Hours', ['aep_weekdays', 'weekdays_saturday', 'every_day']),
      address: f.rich('Mailing address', 'paragraph'),
    }),
  ]),
  sharedSlice('alert_or_disclaimer', 'AlertOrDisclaimer', 'A highlighted notice, or the small print of a page.', [
    variation('default', 'Alert', 'A notice with a tone.', {
      tone: f.select('Tone', ['info', 'warning', 'success']),
      title: f.text('Heading'),
      body: f.rich('Text', 'paragraph,strong,em,hyperlink,list-item'),
    }),
    variation('disclaimer', 'Disclaimer', 'Small print, with an optional material ID.', {
      body: f.rich('Text', 'paragraph,strong,em,hyperlink'),
      material_id: f.text('Material ID, e.g. H1234_2026WEB_M'),
    }),
  ]),
  sharedSlice('vendor_list', 'VendorList', 'Continuity-of-care vendors for a state or region.', [
    variation('default', 'Default', 'A table of vendors.', {
      title: f.text('Heading'),
      region: f.text('State or region'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      vendors: f.group('Vendors', { service: f.text('Service'), vendor: f.text('Vendor'), phone: f.text('Phone'), website: f.link('Website') }),
    }),
  ]),
  sharedSlice('events_list', 'EventsList', 'Upcoming events with date, place and registration.', [
    variation('default', 'Default', 'A list of events.', {
      title: f.text('Heading'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      events: f.group('Events', {
        name: f.text('Event name'),
        date: f.date('Date'),
        time: f.text('Time, e.g. 10:00 a.m. – 12:00 p.m.'),
        location: f.text('Place'),
        address: f.text('Address'),
        language: f.select('Language', ['english', 'spanish', 'bilingual']),
        registration_link: f.link('Registration link'),
      }),
    }),
  ]),
  sharedSlice('press_list', 'PressList', 'Press releases and media coverage.', [
    variation('default', 'Default', 'A list of press items.', {
      title: f.text('Heading'),
      releases: f.group('Press items', { headline: f.text('Headline'), date: f.date('Date'), source: f.text('Source'), summary: f.text('Summary'), link: f.link('Link') }),
    }),
  ]),
  sharedSlice('team_grid', 'TeamGrid', 'People with photo, name, role and a short biography.', [
    variation('default', 'Default', 'A grid of people.', {
      title: f.text('Heading'),
      intro: f.rich('Introduction', 'paragraph,strong,em,hyperlink'),
      members: f.group('People', { photo: f.image('Photo'), name: f.text('Name'), role: f.text('Role'), bio: f.text('Short biography') }),
    }),
  ]),
  sharedSlice('form_slot', 'FormSlot', 'Places a site form (call request, email signup, plan finder) on the page.', [
    variation('default', 'Default', 'One form.', {
      form: f.select('Form', ['call_request', 'email_signup', 'plan_finder']),
      title: f.text('Heading'),
      intro: f.text('Introduction'),
    }),
  ]),
]
