// One realistic API-shaped example per slice variation (converted into mocks.json).
import { image, noImage, noLink, rt, table, web } from './rich.mjs'

const IMG = '/images/content'

export const SLICE_MOCKS = {
  hero: {
    default: {
      eyebrow: 'Ceiba Health Medicare Advantage',
      title: 'Coverage that fits the way you live',
      lead: rt('Compare $0 premium plans with dental, vision, hearing and prescription drug coverage. A licensed agent can help you choose.'),
      primary_link: web('/find-a-plan/', 'Find a plan'),
      secondary_link: web('/request-call/', 'Request a call'),
    },
    withImage: {
      eyebrow: 'Extra benefits',
      title: 'A food and home card for everyday needs',
      lead: rt('Eligible members get a monthly allowance for healthy groceries, utilities and rent at thousands of stores.'),
      primary_link: web('/food-and-home/', 'How the card works'),
      secondary_link: noLink(),
      image: image(`${IMG}/grocery.svg`, 'A shopping basket with fresh vegetables, bread and milk', 1200, 800),
    },
    zipEntry: {
      eyebrow: 'Plans for 2026',
      title: 'Find a Medicare Advantage plan near you',
      lead: rt('Enter your ZIP code to see plans, premiums and benefits where you live.'),
    },
  },
  rich_text: {
    default: {
      content: rt(
        '## What is Medicare Advantage?',
        'Medicare Advantage (Part C) plans are offered by private companies approved by Medicare. They cover everything Original Medicare covers and often add **prescription drugs, dental, vision and hearing**.',
        '### What you keep paying',
        '- Your Medicare Part B premium, unless your plan includes a Part B giveback',
        '- Copays and coinsurance for the services you use',
        'Read more in [your Medicare options](/resources/your-medicare-options/).',
      ),
    },
  },
  text_with_image: {
    default: {
      title: 'Primary care that takes its time',
      body: rt('Longer visits, same-day appointments and a care team that knows your name. Many members see their doctor at a Ceiba Health clinic near home.'),
      image: image(`${IMG}/care-team.svg`, 'A doctor talking with an older couple in a bright exam room', 1200, 900),
      link: web('/find-a-plan/', 'See plans with our clinics'),
    },
    imageLeft: {
      title: 'Rides to your appointments',
      body: rt('Many plans include rides to doctor visits and the pharmacy. Schedule a ride at least two business days ahead by calling Member Services.'),
      image: image(`${IMG}/ride.svg`, 'A van waiting at the curb outside a medical office', 1200, 900),
      link: web('/transportation-resources/', 'Transportation benefits'),
    },
  },
  card_grid: {
    default: {
      title: 'Tools to help you choose',
      intro: rt('Check your doctors and drugs before you enroll.'),
      cards: [
        { image: noImage(), title: 'Search drugs', body: rt('See if your prescriptions are covered and what they cost on each plan.'), link: web('/search-drugs/', 'Search drugs') },
        { image: noImage(), title: 'Find a doctor', body: rt('Look up doctors, specialists and pharmacies in our network.'), link: web('/search-providers/', 'Find a doctor') },
        { image: noImage(), title: 'Plan documents', body: rt('Read the Evidence of Coverage, Summary of Benefits and formulary for your plan.'), link: web('/find-plan-documents/', 'Find documents') },
      ],
    },
  },
  benefit_highlights: {
    default: {
      title: 'Benefits included in many plans',
      intro: rt('Benefits vary by plan and county. Check the Summary of Benefits for details.'),
      benefits: [
        { icon: 'dental', name: 'Dental', description: 'Cleanings, X-rays, fillings and dentures with in-network dentists.', link: web('/dental/', 'Dental benefits') },
        { icon: 'otc', name: 'Over-the-counter allowance', description: 'A quarterly allowance for vitamins, pain relievers and first-aid supplies.', link: web('/otc/', 'OTC benefits') },
        { icon: 'transportation', name: 'Rides to care', description: 'Covered trips to medical appointments and the pharmacy.', link: noLink() },
        { icon: 'giveback', name: 'Part B giveback', description: 'Some plans pay part of your Medicare Part B premium.', link: web('/medicare-part-b-giveback/', 'Part B giveback') },
      ],
    },
  },
  call_to_action_banner: {
    default: {
      title: 'Questions about your options?',
      body: 'Talk with a licensed agent. There is no obligation to enroll.',
      primary_link: web('/request-call/', 'Request a call'),
      secondary_link: web('/find-a-plan/', 'Compare plans'),
      tone: 'green',
    },
  },
  faq_accordion: {
    default: {
      title: 'Frequently asked questions',
      questions: [
        { question: 'When can I join a Medicare Advantage plan?', answer: rt('You can join during the Annual Enrollment Period, October 15 to December 7, or when you first become eligible for Medicare. Some life events give you a Special Enrollment Period.') },
        { question: 'Can I keep my doctor?', answer: rt('If your doctor is in our network, yes. Use the [provider search](/search-providers/) to check before you enroll.') },
        { question: 'Do I still pay my Part B premium?', answer: rt('Yes, you keep paying your Part B premium unless your plan includes a Part B giveback, which lowers it.') },
      ],
    },
  },
  table: {
    default: {
      title: 'Costs at a glance',
      caption: 'In-network costs for Ceiba Core HMO, 2026',
      table: table(['Service', 'You pay'], [['Primary care visit', '$0 copay'], ['Specialist visit', '$20 copay'], ['Emergency room', '$110 copay'], ['Insulin, one-month supply', 'No more than $35']]),
      footnote: rt('Costs are for in-network services. See the Evidence of Coverage for details.'),
    },
  },
  document_list: {
    default: {
      title: '2026 plan documents',
      intro: rt('Download the documents for your plan. Call us to get them in large print or another language.'),
      documents: [
        { name: 'Summary of Benefits', file: web('/documents/2026-summary-of-benefits-core-hmo.pdf'), format: 'PDF', size: '1.4 MB', description: 'What the plan covers and what you pay.' },
        { name: 'Evidence of Coverage', file: web('/documents/2026-evidence-of-coverage-core-hmo.pdf'), format: 'PDF', size: '3.8 MB', description: 'Your rights and the plan rules in full.' },
        { name: 'Annual Notice of Changes', file: web('/documents/2026-annual-notice-of-changes-core-hmo.pdf'), format: 'PDF', size: '620 KB', description: 'What changes on January 1.' },
      ],
    },
  },
  video: {
    default: {
      title: 'Medicare Advantage in three minutes',
      video_title: 'Video: how Medicare Advantage plans work',
      video_url: web('https://www.youtube.com/watch?v=Ceiba2026MA'),
      captions: web('/documents/medicare-advantage-in-three-minutes-captions.vtt'),
      transcript: rt('Medicare Advantage plans combine your hospital and medical coverage in one plan, and many add drug coverage and extra benefits such as dental and vision.'),
    },
  },
  quote_or_stats: {
    quote: {
      quote: rt('My care team calls to check on me after every hospital visit. I have never had a plan that paid this much attention.'),
      name: 'Marta R.',
      role: 'Member since 2021, Miami-Dade County',
      image: noImage(),
    },
    stats: {
      title: 'Ceiba Health in numbers',
      stats: [
        { value: '4.5', label: 'CMS star rating for our 2026 HMO plans' },
        { value: '29', label: 'states in our 2026 service area' },
        { value: '92%', label: 'of members would recommend us to a friend' },
      ],
      source: 'Star ratings are out of 5 and are assessed each year; they may change from one year to the next. Member survey, 2025.',
    },
  },
  contact_block: {
    default: {
      title: 'Member Services',
      body: rt('Call us with questions about your benefits, claims or a bill.'),
      phone: '1-800-555-0123',
      tty: '711',
      hours: 'aep_weekdays',
      address: rt('Ceiba Health Member Services, P.O. Box 24010, Miami, FL 33102'),
    },
  },
  alert_or_disclaimer: {
    default: {
      tone: 'warning',
      title: 'Annual Enrollment Period ends December 7',
      body: rt('Changes you make by December 7 take effect on January 1.'),
    },
    disclaimer: {
      body: rt('Ceiba Health is an HMO, PPO and HMO D-SNP plan with a Medicare contract. Enrollment in Ceiba Health depends on contract renewal. Benefits vary by plan and county.'),
      material_id: 'H1234_2026WEB_M',
    },
  },
  vendor_list: {
    default: {
      title: 'Care vendors in your area',
      region: 'Arizona',
      intro: rt('New members can keep using these vendors while we move your care into our network.'),
      vendors: [
        { service: 'Durable medical equipment', vendor: 'Desert Medical Supply', phone: '1-800-555-0161', website: web('https://desertmedicalsupply.example/') },
        { service: 'Home health', vendor: 'Sonoran Home Care', phone: '1-800-555-0162', website: noLink() },
        { service: 'Vision', vendor: 'ClearView Eye Network', phone: '1-800-555-0163', website: web('https://clearview.example/') },
      ],
    },
  },
  events_list: {
    default: {
      title: 'Upcoming Medicare seminars',
      intro: rt('Meet a licensed agent and get your questions answered. Seating is limited.'),
      events: [
        { name: 'Medicare 101 seminar', date: '2026-10-20', time: '10:00 a.m. – 11:30 a.m.', location: 'Coral Gables Library', address: '3443 Segovia St, Coral Gables, FL 33134', language: 'english', registration_link: web('/request-call/', 'Register') },
        { name: 'Seminario de Medicare en español', date: '2026-10-22', time: '2:00 p.m. – 3:30 p.m.', location: 'Hialeah Community Center', address: '501 Palm Ave, Hialeah, FL 33010', language: 'spanish', registration_link: noLink() },
      ],
    },
  },
  press_list: {
    default: {
      title: 'Press releases',
      releases: [
        { headline: 'Ceiba Health expands to nine new states for 2026', date: '2025-10-01', source: 'Ceiba Health', summary: 'Plans are now offered in Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia.', link: web('/newsroom/') },
        { headline: 'Ceiba Health HMO plans earn 4.5 stars', date: '2025-10-10', source: 'Ceiba Health', summary: 'Medicare rated our HMO plans 4.5 out of 5 stars for 2026.', link: noLink() },
      ],
    },
  },
  team_grid: {
    default: {
      title: 'Leadership',
      intro: rt('The people who run Ceiba Health.'),
      members: [
        { photo: image(`${IMG}/portrait-1.svg`, '', 400, 400), name: 'Dr. Elena Vargas', role: 'Chief Medical Officer', bio: 'A family physician for twenty years, Elena leads our clinical programs and care teams.' },
        { photo: image(`${IMG}/portrait-2.svg`, '', 400, 400), name: 'James Okafor', role: 'Chief Executive Officer', bio: 'James has spent his career building health plans around primary care.' },
      ],
    },
  },
  form_slot: {
    default: {
      form: 'call_request',
      title: 'Talk with a licensed agent',
      intro: 'Tell us when to call. An agent will answer your questions about plans in your area.',
    },
  },
}
