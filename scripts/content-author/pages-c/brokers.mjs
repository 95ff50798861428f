// Brokers group of spec 2.6 (issue 16). English only, as the spec's broker pages are.
import { children, contact, cta, documents, faq, forms, hero, page, steps, table, text, alert } from '../slices.mjs'
import { cms } from '../common.mjs'
import { BROKER_STATES } from './_broker-states.mjs'
import { GUIDES } from './_broker-guides.mjs'

const BROKER_PHONE = '1-800-555-0150'
const support = (title = 'Broker Support', body = ['Questions about appointments, certification, commissions or an application\u2019s status. Have your agent number ready.']) =>
  contact({ title, body, phone: BROKER_PHONE, hours: 'weekdays_saturday', address: ['brokers@ceibahealth.example'] })
const GUIDE = '/documents/2026-broker-enrollment-guide.pdf'
const SOA = '/documents/scope-of-appointment.pdf'
const en = (side) => ({ en: { metaTitle: undefined, ...side, path: side.path }, es: null })

const starsOf = (offer, state) => {
  if (offer.stars) {
    const shared = BROKER_STATES.find((other) => other.code !== state.code && other.since < 2026 && other.offers.some((o) => o.contract === offer.contract))
    return `${offer.stars} stars${shared ? ` (${shared.name} contract)` : ''}`
  }
  return 'Not yet rated (new contract)'
}
const rulesOf = (offer) => {
  if (offer.levels.length) return `D-SNP; Medicaid levels: ${offer.levels.join(', ')}`
  if (offer.conditions.length) return `C-SNP; conditions: ${offer.conditions.join(', ')}`
  return offer.drugs ? `${offer.type} with drug coverage (Part D)` : `${offer.type} without drug coverage`
}

/** A state page of broker-leader-contacts: the leader, where and what to sell, and the state's own rules and dates. */
function statePage(state, guide) {
  const twoMetros = state.metros.length > 1
  return en({
    uid: `broker-leader-contacts-${state.slug}`,
    path: `broker-leader-contacts/${state.slug}`,
    title: `Broker leader contacts: ${state.name}`,
    metaDescription: `Your Ceiba Health broker leader in ${state.name}, the counties we serve there in 2026, the plans you can sell, licensing, Medicaid checks and local trainings for ${state.name} agents.`,
    slices: [
      hero({ eyebrow: 'Broker leader contacts', title: `${state.name} broker leader`, lead: [`${state.leader.name} leads our broker team in ${state.name}, where Ceiba Health has offered plans since ${state.since}.`] }),
      contact({
        title: `Contact ${state.leader.name}`,
        body: [`Call Broker Support and ask for extension ${state.leader.ext}, or [email ${state.leader.name.split(' ')[0]}](mailto:${state.email}). Email addresses of every state leader are on the broker leader contacts page.`],
        phone: BROKER_PHONE,
        hours: 'weekdays_saturday',
        address: [state.leader.office],
      }),
      text(
        `## Where you can sell in ${state.name}`,
        ...state.counties.map((line) => `- ${line}.`),
        `## Licensing and appointment in ${state.name}`,
        guide.license,
        'Before any appointment, open Profile, Appointments in the broker portal: it must show Ready to sell for the state and for each plan type you will present. Special needs plans need their own certification modules.',
      ),
      ...state.metros.map((metro, index) => {
        const offers = state.offers.filter((offer) => offer.region === metro.region)
        const fiveStars = offers.filter((offer) => offer.stars === 5).map((offer) => offer.name)
        const last = index === state.metros.length - 1
        return table({
          title: twoMetros ? `2026 plans in the ${metro.region} area, county by county` : `2026 plans in ${state.name}, county by county`,
          caption: twoMetros ? `${metro.region} plans by county` : 'Plans by county',
          head: ['Plan', 'Where it is sold', 'Rating and rules'],
          rows: offers.map((offer) => [offer.name, offer.where, `${starsOf(offer, state)}. ${rulesOf(offer)}.`]),
          footnote: [
            [
              fiveStars.length ? `Rated five stars for 2026, so open to the five-star Special Enrollment Period (once, December 8 to November 30): ${fiveStars.join(', ')}.` : '',
              last && state.dropped.length ? `Not renewed in ${state.name} for 2026: ${state.dropped.join(', ')}.` : '',
            ]
              .filter(Boolean)
              .join(' ') || (offers.every((offer) => !offer.stars) ? 'These plans are under a contract that is new in 2026, which Medicare has not rated yet: never quote a rating for them.' : 'Star ratings are the 2026 Medicare ratings; none of these plans is rated five stars.'),
          ],
        })
      }),
      text(
        `## Which ${state.name} plan for which client`,
        ...guide.fit.map((line) => `- ${line}`),
        `## Medicaid and D-SNP eligibility in ${state.name}`,
        guide.medicaid,
        `## What ${state.name} agents should know`,
        state.leader.note,
        `## Free counseling for your ${state.name} clients`,
        guide.ship,
      ),
      table({
        title: `Local sessions in ${state.name} for the 2027 season`,
        caption: 'Dates and places',
        head: ['Date', 'Session', 'Where'],
        rows: guide.trainings.map(([date, place, session]) => [date, session, place]),
        footnote: ['Register in the broker portal under Learning, Live sessions. In-person sessions are not recorded; webinars for all states are on the upcoming trainings page.'],
      }),
      faq(`Questions ${state.name} agents ask`, guide.faq),
      cta({ title: 'Before your first appointment', body: 'Read the enrollment guide and check that the broker portal shows you Ready to sell in this state.', primary: page('broker-enrollment-materials', 'Enrollment materials'), secondary: page('broker-leader-contacts', 'All states') }),
      cms('en'),
    ],
  })
}

export default [
  en({
    uid: 'brokers',
    path: 'brokers',
    title: 'Brokers',
    metaTitle: 'Brokers and agents | Ceiba Health',
    metaDescription: 'Get appointed and certified to sell Ceiba Health Medicare Advantage plans for 2026: enrollment materials, training, marketing tools and your state broker leader.',
    slices: [
      hero({
        title: 'For brokers and agents',
        lead: ['Partner with a plan your clients will be glad they chose. We support appointed agents in 29 states with certification, approved materials, training and a broker leader in every state.'],
        primary: page('get-certified', 'Get certified for 2026'),
        secondary: page('broker-leader-contacts', 'Find your broker leader'),
      }),
      text(
        '## Selling Ceiba Health plans in 2026',
        'For plan year 2026 we offer HMO, PPO, D-SNP and C-SNP plans in 29 states: Alabama, Arizona, Arkansas, Colorado, Delaware, Florida, Georgia, Hawaii, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Mississippi, Missouri, Nebraska, New Mexico, North Carolina, Ohio, Oklahoma, Oregon, Pennsylvania, South Carolina, Tennessee, Texas, Utah, Virginia and Washington. Nine of them (Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia) are new this year, so agents licensed there can be appointed for the first time.',
        'To sell, you need a health license in the state where you meet the client, an appointment with Ceiba Health in that state, the 2026 AHIP Medicare training and our 2026 product certification. Marketing of 2026 plans began October 1, 2025; applications for January 1 coverage are taken October 15 to December 7.',
        'Follow CMS marketing rules: use only materials we approved (they carry a material ID such as H1234_2026WEB_M), record a scope of appointment before every personal meeting, and never cold call or visit a client unannounced.',
      ),
      children({
        title: 'Broker pages',
        items: [
          [page('get-certified'), 'Certification steps and dates for plan year 2026.'],
          [page('broker-enrollment-materials'), 'The enrollment guide, the scope of appointment form and how to submit an application.'],
          [page('marketing-storefront-faq'), 'Questions about ordering approved materials from the marketing storefront.'],
          [page('broker-resources'), 'Marketing tools and the broker newsletter.'],
          [page('broker-learning-center'), 'Live trainings, how-to videos, recordings and additional courses.'],
          [page('broker-leader-contacts'), 'Your broker leader in each of our 29 states.'],
        ],
      }),
      documents({
        title: 'Enrollment materials',
        items: [
          { name: '2026 broker enrollment guide', file: GUIDE, size: '8 KB', description: 'Who may sell, election periods, scope of appointment, submitting an application and compliance.' },
          { name: 'Scope of Sales Appointment Confirmation Form', file: SOA, size: '4 KB', description: 'Complete before every personal sales meeting; keep for ten years.' },
        ],
      }),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'get-certified',
    path: 'brokers/get-certified',
    title: 'Get certified for 2026',
    metaDescription: 'How agents get appointed and certified to sell Ceiba Health Medicare Advantage plans for 2026: license, contract, AHIP, product certification and the dates that matter.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Get certified to sell Ceiba Health plans for 2026', lead: ['Five steps stand between a licensed agent and a first 2026 enrollment. Certification is yearly: finishing it for 2025 does not let you sell 2026 plans.'] }),
      steps({
        title: 'Steps to become ready to sell',
        items: [
          { title: 'Hold an active health license', body: ['You need a resident or non-resident health (accident and health) license in every state where you meet a client, whether the meeting is in person, by phone or by video. We check the National Insurance Producer Registry each month; a lapsed license suspends your appointment the same day.'] },
          { title: 'Contract through your upline or directly', body: ['Agencies and field marketing organizations contract with us and add their agents in the broker portal. Independent agents with no upline can contract directly: email brokers@ceibahealth.example with your national producer number and the states you want.'] },
          { title: 'Complete AHIP Medicare training for 2026', body: ['Take the 2026 AHIP Medicare + Fraud, Waste and Abuse training through the link in the broker portal so your score transfers to us automatically. You need a passing score of 90% or better; AHIP allows three attempts.'] },
          { title: 'Complete the Ceiba Health 2026 product certification', body: ['The product certification covers our 2026 plans, the D-SNP and C-SNP eligibility rules, the enrollment wizard and our marketing policies. It takes about 90 minutes and ends with a 25-question exam; the passing score is 85%, with three attempts.'] },
          { title: 'Wait for your ready-to-sell confirmation', body: ['When your license, appointment, AHIP and product certification are all on file, the broker portal shows Ready to sell for each state and plan type, and we email you. Appointments are filed with the state within 15 days of your first application, as state law allows.'] },
        ],
      }),
      table({
        title: 'Key dates for plan year 2026',
        head: ['Date', 'What happens'],
        rows: [
          ['June 24, 2025', 'The 2026 AHIP training and Ceiba Health product certification open.'],
          ['September 15, 2025', 'Certify by this date to appear on the agent locator for the start of marketing.'],
          ['October 1, 2025', 'Marketing of 2026 plans begins. Sales meetings may take place; applications cannot be signed yet.'],
          ['October 15, 2025', 'The Annual Enrollment Period opens: applications take effect January 1, 2026.'],
          ['December 7, 2025', 'The Annual Enrollment Period ends.'],
          ['January 1 to March 31, 2026', 'Medicare Advantage Open Enrollment Period: one plan change for current Medicare Advantage members.'],
          ['December 31, 2026', 'The 2026 certification expires. Certification for 2027 opens in late June 2026.'],
        ],
        footnote: ['Agents certified late can still sell for the rest of the year; certification is not limited to the Annual Enrollment Period.'],
      }),
      faq('Certification questions', [
        ['Does AHIP from another carrier count?', 'Yes, if it is the 2026 AHIP course. Upload your certificate in the broker portal if your score did not transfer, and it is matched within two business days.'],
        ['Can I sell D-SNP plans with the standard certification?', 'You need the D-SNP module, which is part of the product certification for agents who choose it. It covers Medicaid levels (FBDE, QMB, QMB+, SLMB, SLMB+, QI and QDWI), how to verify them, and the integrated care our dual plans provide.'],
        ['I moved to a new upline. Do I certify again?', 'No. Certification belongs to you, not to the upline. Your new upline requests the transfer in the portal; commissions for existing clients follow our transfer rules in the enrollment guide.'],
        ['What if I fail the product exam three times?', 'Call Broker Support. Your broker leader reviews the missed topics with you and can reopen the exam once after a coaching session.'],
      ]),
      cta({ title: 'Ready to start?', body: 'Read the enrollment guide before your first appointment, and keep the scope of appointment form at hand.', primary: page('broker-enrollment-materials', 'Enrollment materials'), secondary: page('upcoming-trainings', 'Upcoming trainings') }),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-enrollment-materials',
    path: 'brokers/broker-enrollment-materials',
    title: 'Broker enrollment materials',
    metaDescription: 'The 2026 broker enrollment guide, the scope of sales appointment form, and how to submit and track a Ceiba Health Medicare Advantage application.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Enrollment materials for 2026', lead: ['Everything you need at the kitchen table or on a recorded call: the guide, the scope of appointment form and the rules for submitting an application.'] }),
      forms({
        title: 'Forms and guides',
        items: [
          { name: '2026 Broker Enrollment Guide', purpose: 'Election periods, scope of appointment, the pre-enrollment checklist, submitting, compensation and compliance.', file: GUIDE, language: 'English', pages: '3', submit: 'Reference only' },
          { name: 'Scope of Sales Appointment Confirmation Form', purpose: 'Records the products the client agreed to discuss, before any personal sales meeting.', file: SOA, language: 'English', pages: '1', submit: 'Keep in your files for ten years; upload to the portal with the application.' },
        ],
      }),
      text(
        '## Scope of appointment',
        'A scope of appointment must be signed at least 48 hours before a personal meeting. The exceptions are a client who walks in unscheduled and meetings in the last four days of an election period. A phone recording or an electronic signature through the portal is as good as paper. If the client asks about a product you did not scope (for example a dental product during a Medicare Advantage meeting), complete a new scope for it; for a personal meeting, the new product waits 48 hours.',
        '## Submitting an application',
        '- Online: start the enrollment wizard from the broker portal so your agent number is attached. Most applications take 15 minutes.',
        '- Paper: fax it within 48 hours of the client\u2019s signature to 1-800-555-0187. The date we receive it, not the date signed, sets the effective date when an election period is ending.',
        '- Telephonic: record the whole call, including the scope and the pre-enrollment checklist, and keep the recording for ten years.',
        '## What to check before you submit',
        '- The Medicare number and Part A and Part B effective dates from the red, white and blue card.',
        '- The permanent address, which must be inside the plan\u2019s service area (a PO Box is allowed only as a mailing address).',
        '- The election period: Annual Enrollment, Open Enrollment, Initial Coverage or a Special Enrollment Period with its date.',
        '- For D-SNP plans, the Medicaid number and level; for C-SNP plans, the qualifying condition (diabetes or chronic heart failure), which we confirm with the client\u2019s doctor after enrollment.',
        '- The primary care provider for HMO plans, and whether the client is already a patient.',
      ),
      alert({ tone: 'warning', title: 'Never submit for a client who has not decided', body: ['An application submitted without the client\u2019s informed consent is a compliance violation that we report to CMS. Clients can call Member Services at 1-800-555-0123 (TTY 711) to confirm their enrollment, and we call every new member within 15 days to check they understood what they chose.'] }),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'marketing-storefront-faq',
    path: 'brokers/marketing-storefront-faq',
    title: 'Marketing storefront FAQ',
    metaDescription: 'Questions about the Ceiba Health broker marketing storefront: ordering approved 2026 materials, co-branded pieces, shipping, quantities and CMS rules.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Marketing storefront: questions and answers', lead: ['The marketing storefront in the broker portal is where appointed agents order approved Ceiba Health materials, printed and shipped at no cost, or download them to print.'] }),
      faq('Ordering', [
        ['Who can order from the storefront?', 'Any agent who is appointed and Ready to sell in at least one state. You see only the materials for the states where you are ready to sell, so a Florida agent does not see Kansas Summaries of Benefits.'],
        ['What does it cost?', 'Nothing. Printing and shipping are paid by Ceiba Health. Orders ship by ground within three business days; expedited shipping is available during the Annual Enrollment Period for event orders.'],
        ['How many can I order?', 'Enrollment kits: up to 50 per order and 200 per month. Flyers and postcards: up to 500 per order. Larger event orders need your broker leader\u2019s approval, which usually takes one business day.'],
        ['Can I order in Spanish?', 'Yes. Every enrollment kit, Summary of Benefits and flyer is available in English and Spanish. Haitian Creole materials exist for Florida dual plans. Large print versions can be ordered for clients who need them; braille and audio are sent to the member directly by Member Services.'],
      ]),
      faq('Co-branded and your own materials', [
        ['Can I put my name and photo on a flyer?', 'Yes, on the co-branded templates marked Customizable. You may add your name, photo, phone, email and license number; the rest of the piece is locked. The storefront keeps the material ID and the required disclaimers.'],
        ['Can I create my own ad for a Ceiba Health plan?', 'Only if we approve it first. Submit it through Marketing Review in the portal at least 15 business days before you use it. Ads that name our plans or benefits must be filed with CMS, and we do that for you. Generic ads that do not name a plan or carrier still must follow CMS rules.'],
        ['Can I post storefront materials on social media?', 'Only the pieces marked Digital, with no changes. Lead-generation ads must say that the client will be contacted by a licensed agent and must not collect health information.'],
      ]),
      faq('Problems', [
        ['My order never arrived.', 'Check the tracking number in Order history. After five business days without movement, call Broker Support and we reship it.'],
        ['A piece shows last year\u2019s benefits.', '2025 materials were retired on September 30, 2025. If you find a 2025 benefit in a 2026 piece, stop using it and tell us at brokers@ceibahealth.example: we correct and reissue it.'],
      ]),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-resources',
    path: 'brokers/broker-resources',
    title: 'Broker resources',
    metaDescription: 'Marketing tools, newsletters and everyday resources for agents who sell Ceiba Health Medicare Advantage plans in 2026.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Broker resources', lead: ['Tools you use between appointments: approved marketing, the broker newsletter, quoting and lookup tools in the portal.'] }),
      children({
        items: [
          [page('marketing-tools-for-brokers'), 'Approved flyers, co-branded templates, event kits and digital ads for 2026.'],
          [page('broker-newsletters'), 'The monthly broker newsletter: product changes, deadlines and compliance reminders.'],
        ],
      }),
      text(
        '## Portal tools every agent should know',
        '- **Plan finder with agent mode**: quote any 2026 plan by ZIP and county, with the client\u2019s drugs and doctors, and email the client a summary that carries your agent number.',
        '- **Eligibility check**: confirm Medicare Part A and B dates and Medicaid level before a D-SNP appointment, with the client\u2019s consent recorded.',
        '- **Book of business**: your active members, their plan, their effective date and renewal status, and members who disenrolled in the last 90 days.',
        '- **Commission statements**: monthly statements, payment dates and chargebacks, downloadable as CSV.',
        '- **Compliance center**: your certifications, any complaints tied to your enrollments, and the secret shopper results for your events.',
        '## Useful public pages for clients',
        'Send clients to our [plan documents](page:plan-documents) for the Evidence of Coverage and formulary, to [member events](page:member-events) for free seminars, and to the [provider directory](page:provider-and-pharmacy-directory) to check their doctors.',
        '## Lookups that prevent returned applications',
        '- **ZIP codes that cross county lines.** Several of our service-area ZIP codes span two counties, and plans differ by county (in Florida, the Core PPO is sold in Miami-Dade and Broward but not in Palm Beach). The plan finder asks for the county whenever a ZIP code needs it; confirm it with the client\u2019s property or voter record, not a guess.',
        '- **The county list of each plan.** Each state page under [broker leader contacts](page:broker-leader-contacts) has a county-by-county table of the 2026 plans, with star ratings and the Medicaid levels or conditions a special needs plan accepts.',
        '- **Medicaid level before a D-SNP meeting.** Some of our D-SNPs accept every level from FBDE to QDWI; others accept only full-benefit levels (FBDE, QMB+ and SLMB+). Run the eligibility check first, so you never promise a plan the client cannot join.',
        '## Numbers to keep at hand',
        '- For you: Broker Support, 1-800-555-0150, Monday to Friday 8am to 8pm and Saturday 8am to 5pm. Paper applications: fax 1-800-555-0187.',
        '- For your clients: Member Services, 1-800-555-0123 (TTY 711), 8am to 8pm Monday to Friday, and 7 days a week from October 1 to March 31. Give clients this number, not yours, for questions about claims, ID cards or a doctor\u2019s bill.',
      ),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'marketing-tools-for-brokers',
    path: 'brokers/broker-resources/marketing-tools-for-brokers',
    title: 'Marketing tools for brokers',
    metaDescription: 'Approved 2026 Ceiba Health marketing tools for agents: co-branded flyers, event kits, digital ads and the rules for using them.',
    slices: [
      hero({ eyebrow: 'Broker resources', title: 'Marketing tools for 2026', lead: ['Every tool below is approved and carries its material ID. Order or download them from the marketing storefront in the broker portal.'] }),
      table({
        title: 'What is available',
        head: ['Tool', 'Use it for', 'Languages', 'Customizable'],
        rows: [
          ['2026 plan overview flyer (per state)', 'A one-page summary of the plans in a state, premiums and key copays', 'English, Spanish', 'Agent name and contact'],
          ['D-SNP benefits flyer', 'Clients with Medicare and Medicaid: the OTC and food allowance, dental and transportation', 'English, Spanish, Haitian Creole (FL)', 'Agent name and contact'],
          ['C-SNP eligibility card', 'A pocket card listing the qualifying conditions and the doctor verification step', 'English, Spanish', 'No'],
          ['Seminar kit', 'Slides, sign-in sheet, and the educational-event notice for a sales seminar', 'English, Spanish', 'Event date and place'],
          ['Birthday-rule postcard', 'Reminding your own clients of election periods, mailed only to people who asked to be contacted', 'English, Spanish', 'Agent name and contact'],
          ['Social media tiles', 'Facebook and Instagram posts for the Annual Enrollment Period', 'English, Spanish', 'No'],
        ],
      }),
      text(
        '## Rules that keep you compliant',
        '- Educational events cannot include sales: no applications, no scope of appointment forms, no business cards handed out unless asked. Use the seminar kit only for sales events, and report every event in the portal at least 10 days ahead so it appears in the CMS event list.',
        '- Gifts and refreshments at events must be worth less than $15 per person and offered whether or not the person enrolls.',
        '- Do not use the Medicare name or logo in a way that suggests government endorsement, and do not call yourself a Medicare advisor.',
        '- Any lead you buy must come with proof of permission to contact; unsolicited calls and text messages are prohibited.',
        '## Co-branding',
        'On co-branded pieces, your agency logo may be no larger than ours. Add the statement "We do not offer every plan available in your area" if you represent other carriers, as CMS requires.',
      ),
      cta({ title: 'Questions about a piece?', body: 'Marketing Review answers within two business days at brokers@ceibahealth.example.', primary: page('marketing-storefront-faq', 'Storefront FAQ') }),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-newsletters',
    path: 'brokers/broker-resources/broker-newsletters',
    title: 'Broker newsletters',
    metaDescription: 'The Ceiba Health broker newsletter for 2026: monthly product updates, enrollment deadlines and compliance reminders for appointed agents.',
    slices: [
      hero({ eyebrow: 'Broker resources', title: 'Broker newsletters', lead: ['The Broker Bulletin goes to every appointed agent on the first Tuesday of the month. Here are the latest issues and what each covered.'] }),
      table({
        title: 'Recent issues',
        head: ['Issue', 'Highlights'],
        rows: [
          ['November 2026', '2027 certification results, AEP enrollment counts by state, and the December 7 deadline for paper applications.'],
          ['October 2026', 'The Annual Enrollment Period opens October 15; when a Medical Only PPO fits (VA drug coverage) and when it does not; event reporting reminders.'],
          ['September 2026', '2027 product certification opens; the 2027 plan lineup by state; storefront 2027 materials ship September 25.'],
          ['August 2026', 'Mid-year commission true-up; Star Ratings preview; the telephonic enrollment recording checklist.'],
          ['July 2026', 'Open Enrollment Period results; how to use the eligibility check for Medicaid levels; hurricane-season disaster enrollment rules.'],
          ['June 2026', 'Compliance spotlight: scope of appointment exceptions, and the new 48-hour rule questions we hear most.'],
        ],
      }),
      text(
        '## In this month\u2019s issue: what to tell clients about 2027 changes',
        'Annual Notices of Change were mailed to members by September 30. Members who call you about a change should hear three things: the change, the date it takes effect (January 1), and that they may switch plans from October 15 to December 7. Do not use the Annual Notice of Change as a reason to sell a different carrier\u2019s plan without a full needs review.',
        '## From the archive: the July hurricane-season note',
        'The July issue explained disaster Special Enrollment Periods for our Gulf Coast and Atlantic counties, from Galveston to Miami-Dade and the New Orleans parishes. When FEMA or a state declares an emergency, people who live in the affected area and missed an election period because of it may enroll or switch for a limited time. The counties and dates are posted in the portal alerts; do not rely on the news.',
        '## Subscribe or change your email',
        'The newsletter goes to the email on your broker portal profile. Agency principals can add staff in Profile, Communication preferences. To stop it, you must choose another way to receive compliance notices: compliance notices are required, the newsletter is the usual channel.',
      ),
      cta({ title: 'This month\u2019s learning center issue', body: 'Read the full November issue, with its seasonal event recipe.', primary: page('broker-bulletin-november-2026', 'Broker Bulletin, November 2026') }),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-learning-center',
    path: 'brokers/broker-learning-center',
    title: 'Broker learning center',
    metaDescription: 'Live trainings, how-to videos, recordings and additional courses for agents who sell Ceiba Health Medicare Advantage plans.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Broker learning center', lead: ['Training beyond certification: live sessions with our product team, short videos on the portal, recordings you can watch any time and courses from our partners.'] }),
      children({
        items: [
          [page('upcoming-trainings'), 'Live webinars and in-person sessions, with dates and how to register.'],
          [page('brokers-how-to-videos'), 'Short videos on the broker portal and the enrollment wizard.'],
          [page('online-trainings-recordings'), 'Recordings of past webinars, available on demand.'],
          [page('additional-trainings'), 'Courses we recommend on dual eligibility, cultural competency and fraud prevention.'],
          [page('broker-bulletin-november-2026'), 'The November 2026 Broker Bulletin, with a recipe for your client events.'],
        ],
      }),
      text(
        '## Continuing education credit',
        'Live sessions marked CE are approved for continuing education credit in the states listed with them. Attend the whole session with your camera on or sign in at the room, answer the attendance questions, and your certificate appears in the portal within five business days. We do not grant CE for recordings.',
        '## A training path for your first year with us',
        '1. Before your first appointment: the product certification, then the videos on quoting, the electronic scope of appointment and the enrollment wizard (about 20 minutes together).',
        '2. In your first month: the recording of the orientation for new agents, and the compliance refresher on lead generation, because most complaints against new agents concern how the client was first contacted.',
        '3. Before you sell a special needs plan: the dual eligibility and model of care courses on the additional trainings page. They are required, and the portal will not show you Ready to sell for D-SNP or C-SNP plans until both are complete.',
        '4. Each quarter: one live session. Agents who attend live trainings have fewer applications returned for missing information, and the questions you bring shape the next session.',
        '## Agency trainers',
        'Agency principals and field marketing organization trainers can download our slide decks to train their own agents, provided they present them unchanged and report attendance in the portal. Decks are refreshed each September for the coming plan year; discard the old ones on October 1, when marketing of the new year begins.',
      ),
      support(),
      cms('en'),
    ],
  }),
  en({
    uid: 'upcoming-trainings',
    path: 'brokers/broker-learning-center/upcoming-trainings',
    title: 'Upcoming trainings',
    metaDescription: 'Upcoming Ceiba Health broker trainings: live webinars and in-person sessions on 2026 and 2027 plans, D-SNP eligibility and compliance.',
    slices: [
      hero({ eyebrow: 'Learning center', title: 'Upcoming trainings', lead: ['All times are Eastern. Register in the broker portal under Learning, Live sessions; the join link arrives by email the day before.'] }),
      table({
        title: 'December 2026 to March 2027',
        head: ['Date and time', 'Session', 'Format', 'Credit'],
        rows: [
          ['December 3, 2026, 11am', 'Last week of AEP: the paper deadline, late applications and what cannot wait until January', 'Webinar, 45 min', 'None'],
          ['December 10, 2026, 2pm', 'Special Enrollment Periods after AEP: dual and Extra Help changes, moves and losing other coverage', 'Webinar, 60 min', 'CE in FL, TX, GA'],
          ['January 14, 2027, 11am', 'The Open Enrollment Period: who may change, what you may say, and what you may not', 'Webinar, 45 min', 'None'],
          ['January 21, 2027, 9:30am', 'D-SNP deep dive: Medicaid levels, cost-sharing protection and care coordination', 'In person, Doral, FL', 'CE in FL'],
          ['February 4, 2027, 2pm', 'C-SNP: qualifying conditions, doctor verification and the care team', 'Webinar, 60 min', 'CE in TX, AZ, OH'],
          ['February 18, 2027, 10am', 'Welcome to the network: new-state orientation for Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia agents', 'Webinar, 90 min', 'None'],
          ['March 11, 2027, 11am', 'Compliance refresher: scope of appointment, events and lead generation', 'Webinar, 60 min', 'CE in all states that accept it'],
        ],
        footnote: ['Sessions are recorded and posted to the recordings page within a week, except the in-person session.'],
      }),
      text(
        '## Requesting a session for your agency',
        'Agencies with 10 or more appointed agents can ask their broker leader for a private session on any topic above, at their office or by video. Ask at least three weeks ahead. During the Annual Enrollment Period we schedule only compliance sessions.',
        '## Local sessions in your state',
        'Broker leaders also run in-person sessions in their states, from Hoover to Honolulu, on the topics local agents ask about most: Medicaid programs, rural counties and the plans sold there. Their dates are on each state page under [broker leader contacts](page:broker-leader-contacts).',
        '## Before you attend',
        'Bring your agent number and, for in-person sessions, a photo ID: continuing education credit requires a signed roster. Arrive ten minutes early; we close the roster when the session starts. Questions sent with your registration are answered first.',
        '## Accessibility',
        'Webinars have live captions. For a sign language interpreter at an in-person session, tell us five business days ahead at brokers@ceibahealth.example.',
      ),
      cms('en'),
    ],
  }),
  en({
    uid: 'brokers-how-to-videos',
    path: 'brokers/broker-learning-center/brokers-how-to-videos',
    title: 'How-to videos for brokers',
    metaDescription: 'Short how-to videos for Ceiba Health agents: the broker portal, quoting, the enrollment wizard, eligibility checks and commission statements.',
    slices: [
      hero({ eyebrow: 'Learning center', title: 'How-to videos', lead: ['Short, captioned videos on the tasks agents do every day. Each is under five minutes and sits in the broker portal under Learning, Videos.'] }),
      table({
        title: 'The video library',
        head: ['Video', 'Length', 'What you will learn'],
        rows: [
          ['Logging in and setting up two-step verification', '2:40', 'First sign-in, the authenticator app, and recovering access when you change phones.'],
          ['Quoting a plan with a client\u2019s drugs and doctors', '4:55', 'Agent mode of the plan finder: ZIP and county, drug list, pharmacy, doctors, and sending the summary.'],
          ['Recording a scope of appointment electronically', '3:10', 'Sending the scope link by text or email, the client\u2019s signature, and where the record is kept.'],
          ['Submitting an application in the enrollment wizard', '4:30', 'Every step of the wizard, the election period questions, and attaching your agent number.'],
          ['Checking Medicaid level before a D-SNP appointment', '3:25', 'Consent, the eligibility check, reading the result, and what to do when the level is missing.'],
          ['Reading your commission statement', '3:50', 'Initial and renewal payments, prorated months, chargebacks and how to dispute a line.'],
          ['Reporting a marketing event', '2:15', 'Educational versus sales events, the 10-day rule, and cancelling an event.'],
        ],
      }),
      text(
        '## Can\u2019t find what you need?',
        'Suggest a video at brokers@ceibahealth.example. We add videos each quarter based on what agents ask Broker Support most. Every video has a transcript you can download from its page in the portal, and captions in English and Spanish.',
        '## Most watched this Annual Enrollment Period',
        'Since October 15, the Medicaid level video has been watched more than any other: a D-SNP application with the wrong level is the most common reason we return an application to an agent. The quoting video comes second; agents who quote with the client\u2019s drug list rarely face a complaint about drug costs in January.',
        '## Coming in early 2027',
        '- Checking the five-star Special Enrollment Period before you use it, and what happens to drug coverage when a client moves to a Medical Only plan.',
        '- The Open Enrollment Period from January 1 to March 31: who can change, and how to record the election period in the wizard.',
        '- Recording a telephonic enrollment from start to finish, including the scope of appointment and the pre-enrollment checklist.',
      ),
      cms('en'),
    ],
  }),
  en({
    uid: 'online-trainings-recordings',
    path: 'brokers/broker-learning-center/online-trainings-recordings',
    title: 'Online training recordings',
    metaDescription: 'On-demand recordings of Ceiba Health broker webinars from 2026: product updates, enrollment periods, special needs plans and compliance.',
    slices: [
      hero({ eyebrow: 'Learning center', title: 'Training recordings', lead: ['Missed a webinar? Recordings stay in the broker portal for the rest of the plan year. Recordings do not earn continuing education credit.'] }),
      table({
        title: '2026 recordings',
        head: ['Recorded', 'Session', 'Length'],
        rows: [
          ['November 5, 2026', 'Mid-AEP check-in: the most common application errors and how to avoid them', '42 min'],
          ['October 8, 2026', '2027 product launch: every plan change by state', '75 min'],
          ['September 10, 2026', 'Star Ratings and why retention matters to your renewals', '38 min'],
          ['July 16, 2026', 'Extra Help and the Medicare Prescription Payment Plan: what clients ask', '50 min'],
          ['May 14, 2026', 'Working with caregivers and authorized representatives', '44 min'],
          ['March 12, 2026', 'Compliance refresher: lead generation and the consent rules for third-party leads', '58 min'],
          ['February 12, 2026', 'Orientation for agents in our nine new 2026 states', '88 min'],
        ],
      }),
      text(
        '## What the most-watched recording covers',
        'The October 8 product launch walks through the 2027 changes state by state: premiums, the OTC and food allowance on dual plans, and formulary updates. Watch it before you review an Annual Notice of Change with a client. A one-page summary is attached to the recording.',
        '## Older recordings',
        'Recordings from 2025 were removed on January 1, 2026, because they describe benefits that no longer apply. If you need one for a compliance review, ask Broker Support.',
        '## Which recording to watch for the question in front of you',
        '- A client received an Annual Notice of Change and asks what it means: the October 8 product launch, then the ANOC summary attached to it.',
        '- A client with Medicaid or Extra Help wants to change plans after December 7: the July 16 session on Extra Help, which explains why people with Medicaid or Extra Help can change more often than other clients, and the December 10 webinar once it is posted.',
        '- A daughter calls on behalf of her father: the May 14 session on caregivers, including the appointment of representative form and what you may discuss before it is signed.',
        '- You are buying leads for the first time: the March 12 compliance refresher. Most complaints against new agents concern how the client was first contacted.',
        '## Using the recordings',
        'Each recording has chapters, a downloadable transcript and captions in English and Spanish. Slides are attached as PDFs with their material IDs; they are for your own study and may not be shown to clients, because they are not approved marketing materials.',
      ),
      cms('en'),
    ],
  }),
  en({
    uid: 'additional-trainings',
    path: 'brokers/broker-learning-center/additional-trainings',
    title: 'Additional trainings',
    metaDescription: 'Courses Ceiba Health recommends to agents beyond certification: dual eligibility, cultural competency, disability awareness, fraud prevention and SHIP counseling.',
    slices: [
      hero({ eyebrow: 'Learning center', title: 'Additional trainings we recommend', lead: ['A curated list of free courses that make you better at serving Medicare clients. None is required for certification; several are required for our D-SNP agents.'] }),
      table({
        head: ['Course', 'From', 'Why we recommend it', 'Required?'],
        rows: [
          ['Dual eligibility and the Medicare Savings Programs', 'Ceiba Health', 'The Medicaid levels, what each pays, and how cost sharing protection works on a D-SNP.', 'Yes, for D-SNP agents'],
          ['Model of care for special needs plans', 'Ceiba Health', 'How our care teams, health risk assessments and care plans work, so you can explain them.', 'Yes, for D-SNP and C-SNP agents'],
          ['Cultural competency in health care', 'HHS Office of Minority Health (Think Cultural Health)', 'Communicating with clients across languages and cultures; free and self-paced.', 'No'],
          ['Disability awareness and accessible communication', 'Ceiba Health', 'Meeting clients who are deaf, blind or have cognitive disabilities; requesting accessible formats.', 'No'],
          ['Recognizing Medicare fraud and scams', 'Senior Medicare Patrol', 'The scams targeting your clients, from genetic testing to fake Medicare cards, and how to report them.', 'No'],
          ['Medicare basics for counselors', 'Your state SHIP', 'The unbiased counseling view of Medicare; useful context for client questions you cannot answer as an agent.', 'No'],
        ],
      }),
      text(
        '## How to log completion',
        'Upload certificates from outside courses in the broker portal under Learning, External courses. Ceiba Health courses record completion automatically. Agents who complete all six are marked Advanced in the agent locator.',
        '## Where to start, by the clients you serve',
        '- **Mostly dual-eligible clients**: the dual eligibility course first. It explains why our D-SNPs differ by state: in Arizona, Florida and Tennessee, for example, partial duals with QMB or SLMB alone qualify, while in Texas, Illinois and Washington only full-benefit levels do.',
        '- **Clients with diabetes or heart disease**: the model of care course, then your state page, because the Heart & Diabetes C-SNP accepts diabetes only in some states and also chronic heart failure and cardiovascular disorders in others.',
        '- **Spanish-speaking or Haitian Creole-speaking clients**: the cultural competency course, and our guide to booking interpreters through Member Services.',
        '- **Clients who ask you to compare every option**: the SHIP course. It shows how a counselor would review the same choice, and reminds you to give clients their state SHIP\u2019s name when they want a neutral opinion.',
        '## Continuing education',
        'Outside courses do not earn continuing education credit through us; check with the course provider and your state insurance department. The Ceiba Health courses count toward our own requirements only.',
      ),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-bulletin-november-2026',
    path: 'brokers/broker-learning-center/broker-bulletin-november-2026',
    title: 'Broker Bulletin, November 2026',
    metaDescription: 'The November 2026 Ceiba Health Broker Bulletin: the last weeks of AEP, paper application deadlines, and a heart-healthy recipe for client events.',
    slices: [
      hero({ eyebrow: 'Broker Bulletin', title: 'Broker Bulletin, November 2026', lead: ['Three weeks of the Annual Enrollment Period left: deadlines, a compliance reminder, and a recipe our Ceiba Medical dietitians created for client events.'] }),
      text(
        '## Deadlines before December 7',
        '- Paper applications must reach us by fax by 11:59pm Eastern on December 7, 2026. Fax 1-800-555-0187.',
        '- Online applications submitted by 11:59pm local time on December 7 take effect January 1, 2027.',
        '- Events must be reported 10 days ahead: the last events you can report for AEP are those on or before December 7, reported by November 27.',
        '## Compliance reminder: the last four days',
        'From December 4 to December 7, a scope of appointment does not need to be signed 48 hours ahead. It still must be signed before the meeting and must list every product you discuss.',
        '## Recipe for your client events: black bean and roasted corn salad',
        'Our dietitians chose this salad for seminars because it needs no heating, keeps well, and fits a diabetes-friendly and low-sodium plan. Serves 12 at about 150 calories per half-cup.',
        '- 3 cans (15 oz) low-sodium black beans, rinsed and drained',
        '- 3 cups frozen corn, roasted in a dry pan until browned',
        '- 2 red bell peppers and 1 small red onion, diced',
        '- 1 cup chopped cilantro, the juice of 4 limes and 3 tablespoons olive oil',
        '- 1 teaspoon cumin, black pepper to taste, no added salt',
        'Mix everything, chill for an hour, and serve in small cups. Remember the CMS limit: refreshments at an event must be worth less than $15 per person and offered to everyone, whether or not they enroll.',
        '## Numbers from the first half of AEP',
        'Agents submitted more applications in the first three weeks than in all of the 2026 Annual Enrollment Period\u2019s first month, and the share of applications returned for missing information fell to 4%. The most common error is still a mailing address entered as the permanent address.',
      ),
      cta({ title: 'More issues', primary: page('broker-newsletters', 'All broker newsletters') }),
      cms('en'),
    ],
  }),
  en({
    uid: 'broker-leader-contacts',
    path: 'broker-leader-contacts',
    title: 'Broker leader contacts',
    metaDescription: 'Find the Ceiba Health broker leader for your state: appointments, event approvals, training requests and escalations in our 29 states.',
    slices: [
      hero({ eyebrow: 'Brokers', title: 'Broker leader contacts', lead: ['Each state we serve has a broker leader who approves events and large storefront orders, coaches agents, and escalates problems that Broker Support cannot solve.'] }),
      table({
        title: 'Broker leaders by state, 2026',
        head: ['State', 'Broker leader', 'Phone', 'Email'],
        rows: BROKER_STATES.map((state) => [state.name, state.leader.name, `${BROKER_PHONE}, ext. ${state.leader.ext}`, state.email]),
      }),
      children({ title: 'State pages', items: BROKER_STATES.map((state) => [page(`broker-leader-contacts-${state.slug}`), `${state.name}: counties, 2026 plans and what agents there should know.`]) }),
      text(
        '## When to call your broker leader, and when to call Broker Support',
        'Call Broker Support for portal access, application status, commission questions and certification records: they answer fastest. Contact your broker leader for event approvals, storefront orders above the monthly limits, a private training for your agency, a complaint about you that you want to discuss, or a problem Broker Support has not solved in five business days.',
      ),
      support(),
      cms('en'),
    ],
  }),
  ...BROKER_STATES.map((state) => statePage(state, GUIDES[state.code])),
]
