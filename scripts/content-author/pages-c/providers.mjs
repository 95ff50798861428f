// Providers group of spec 2.6 (issue 16). English only, as the spec's provider pages are.
// The payment vendor of getting-started-with-{payment-provider} is the fictional "Payvia".
import { alert, children, compare, cta, documents, faq, page, steps, table, text } from '../slices.mjs'
import { CPG, MANUAL, pv } from './_provider-kit.mjs'

export default [
  pv({
    uid: 'providers',
    path: 'providers',
    title: 'Providers',
    eyebrow: '',
    heading: 'For providers',
    description: 'Resources for doctors, hospitals, pharmacies and other providers who care for Ceiba Health Medicare Advantage members: authorizations, claims, the 2026 provider manual and training.',
    lead: 'Resources for doctors, hospitals, pharmacies and other providers who care for Ceiba Health members in our 29 states. Most tasks are fastest on the provider portal; Provider Services answers the rest.',
    slices: [
      children({
        title: 'Working with us',
        items: [
          [page('joinus'), 'Join the Ceiba Health network: contracting and what we look for.'],
          [page('provider-workingwithus'), 'How our HMO, PPO and special needs plans work for your office.'],
          [page('providers-data-cred'), 'Credentialing, recredentialing and keeping your directory data accurate.'],
          [page('providers-memberinfo'), 'Checking eligibility, reading the member ID card and member rights.'],
          [page('priorauths-referrals'), 'Which services need a referral or prior authorization, and how to ask.'],
          [page('clinical-documentation-pa'), 'The clinical documentation a prior authorization request needs.'],
          [page('providers-claims'), 'Submitting claims, timely filing, corrected claims and disputes.'],
          [page('getting-started-with-payvia'), 'Electronic payments and remittances through Payvia.'],
          [page('payment-policies'), 'Our reimbursement policies for 2026.'],
          [page('payment-integrity'), 'Pre-payment and post-payment reviews, and how to respond.'],
          [page('provider-manual'), 'The 2026 provider manual and what changed.'],
          [page('clinical-guidelines'), 'The clinical practice guidelines we adopt.'],
          [page('providers-policies-compliance'), 'Compliance training, exclusion checks and reporting fraud.'],
          [page('snp-resources'), 'The model of care for D-SNP and C-SNP members.'],
          [page('patient-care'), 'Care management, quality programs and care gaps.'],
          [page('providers-pharmacy'), 'The formulary, Part B drugs and pharmacy programs.'],
          [page('providers-dme'), 'Durable medical equipment: ordering, suppliers and authorizations.'],
          [page('in-office-lab-list'), 'Lab tests you may perform and bill in your office.'],
          [page('provider-tools'), 'The provider portal and the tools in it.'],
          [page('training-updates'), 'Required and recommended training for 2026.'],
          [page('provider-news'), 'Network news and policy updates.'],
        ],
      }),
      children({
        title: 'Learning and reference',
        items: [
          [page('provider-learning-center'), 'Courses and webinars for practices and billing staff.'],
          [page('provider-portal-training-library'), 'Step-by-step guides to every portal task.'],
          [page('providers-ready'), 'A checklist for practices new to Ceiba Health.'],
          [page('provider-manual-2023'), 'The archived 2023 provider manual, for claims with 2023 dates of service.'],
        ],
      }),
      documents({
        title: 'Manuals and policies',
        items: [
          { name: '2026 Provider Manual', file: MANUAL, size: '7 KB', description: 'Network rules, member rights and administrative procedures.' },
          { name: 'Clinical practice guidelines', file: CPG, size: '5 KB', description: 'The guidelines our Quality Improvement Committee adopted for 2026.' },
        ],
      }),
    ],
  }),
  pv({
    uid: 'provider-news',
    title: 'Provider news',
    description: 'News for Ceiba Health network providers: 2027 changes, policy updates, new states and reminders for practices and billing offices.',
    lead: 'Updates for network practices, newest first. Notices that change a contract term are also mailed to the address on your agreement 90 days ahead.',
    slices: [
      table({
        head: ['Date', 'Update'],
        rows: [
          ['November 16, 2026', '2027 prior authorization list published: 11 services removed from prior authorization, including screening colonoscopy follow-ups and outpatient physical therapy visits 1 to 12.'],
          ['October 20, 2026', 'Remember the 2027 member ID cards: members receive new cards in December. Plan names and copays may change; the member ID number does not.'],
          ['September 30, 2026', 'Payment policy update: the modifier 25 policy takes effect January 1, 2027. See the payment policies page.'],
          ['August 12, 2026', 'Care gap reports now include statin therapy for patients with diabetes and cardiovascular disease.'],
          ['June 3, 2026', 'The provider portal adds electronic prior authorization status notifications by email and text.'],
          ['February 2, 2026', 'Welcome to our new 2026 network providers in Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia.'],
        ],
      }),
      text(
        '## What the 2027 prior authorization changes mean for your office',
        'From January 1, 2027, outpatient physical, occupational and speech therapy no longer need prior authorization for the first 12 visits per discipline per year; visit 13 onward still does. Sleep studies in the home, routine echocardiograms and diagnostic colonoscopies after a positive stool test are also removed. Requests already approved for dates in 2027 stay valid. The full list is on the plan documents pages each year.',
        '## Get the news by email',
        'Practice administrators receive provider news at the email on the provider portal profile. Add billing staff under Practice settings, Notifications.',
      ),
      cta({ title: 'Prior authorization and referrals', primary: page('priorauths-referrals', 'What needs approval') }),
    ],
  }),
  pv({
    uid: 'snp-resources',
    title: 'Special Needs Plan resources',
    description: 'The model of care for Ceiba Health D-SNP and C-SNP members: health risk assessments, care plans, interdisciplinary care teams and provider responsibilities.',
    lead: 'Our Dual Choice D-SNP serves members with Medicare and Medicaid, and our Heart & Diabetes C-SNP serves members with diabetes or chronic heart failure. Both follow a model of care approved by CMS, and your office is part of it.',
    slices: [
      steps({
        title: 'The model of care, step by step',
        items: [
          { title: 'Health risk assessment within 90 days', body: ['Every new SNP member completes a health risk assessment within 90 days of enrollment, and again every year. A nurse calls the member; results are shared with the PCP on the portal.'] },
          { title: 'An individualized care plan', body: ['A care manager writes a care plan with the member, the caregiver and the PCP: goals, services, and who does what. You can view and comment on it in the portal.'] },
          { title: 'The interdisciplinary care team', body: ['The PCP, the care manager, a pharmacist, a behavioral health clinician and, for D-SNP members, the Medicaid plan\u2019s coordinator. The team meets at least once a year, more often after a hospital stay.'] },
          { title: 'Transitions of care', body: ['When a member is admitted or discharged, the care manager contacts the member within two business days and the PCP receives the discharge summary. We ask for a follow-up visit within 7 days.'] },
        ],
      }),
      text(
        '## D-SNP cost-sharing protection',
        'Members with Medicaid levels FBDE, QMB and QMB+ must not be billed for Medicare deductibles, coinsurance or copays, even if Medicaid pays you nothing. Bill the state Medicaid program or its managed care plan for the crossover. Check the member\u2019s level in the portal, as it can change month to month.',
        '## C-SNP eligibility verification',
        'A C-SNP member is enrolled on the member\u2019s statement of a qualifying condition. We then ask the treating provider to confirm it within the first month. Please return our verification form within 10 days: if the condition cannot be confirmed, the member must be disenrolled at the end of the following month.',
        '## Model of care training',
        'Providers who see SNP members complete model of care training once a year. The 30-minute course is in the provider learning center; we accept attestation from the practice administrator for the whole office.',
      ),
      cta({ title: 'Take the model of care training', primary: page('provider-learning-center', 'Provider learning center') }),
    ],
  }),
  pv({
    uid: 'providers-pharmacy',
    title: 'Pharmacy information for providers',
    description: 'The Ceiba Health Part D formulary, coverage determinations, Part B drugs, medication therapy management and pharmacy network information for prescribers.',
    lead: 'What prescribers and pharmacies need to know about drug coverage for Ceiba Health members in 2026.',
    slices: [
      text(
        '## The formulary',
        'Each plan has a formulary of covered Part D drugs in tiers 1 to 5, plus a tier 6 on some plans. Check coverage, tier, prior authorization, step therapy and quantity limits with the [drug search](page:search-drugs). Covered insulins cost members no more than $35 for a one-month supply, and Part D vaccines cost $0.',
        '## Coverage determinations and exceptions',
        '- Request a coverage determination (prior authorization, a step therapy exception, a quantity limit exception or a tier exception) through the portal or by fax to 1-800-555-0189.',
        '- Standard decisions are made within 72 hours of receiving your supporting statement; expedited decisions within 24 hours when waiting could seriously harm the patient.',
        '- Include the diagnosis, the drugs tried and failed with dates, and why the formulary alternatives are not appropriate.',
        '## Part B drugs',
        'Drugs given in your office (infusions, injections) are usually covered under Part B. Some need prior authorization or step therapy: see the yearly [Part B drug lists](page:drug-coverage-limits). Buy-and-bill claims go to medical claims, not to the pharmacy benefit.',
        '## Transition fills',
        'New members and members whose drug left the formulary can receive a one-time 30-day transition supply in their first 90 days. Use that time to switch the patient to a covered alternative or to request an exception.',
        '## Medication therapy management',
        'Members with several chronic conditions and drugs are offered a yearly comprehensive medication review with a pharmacist. Our pharmacists may fax you recommendations about duplications, interactions or high-risk medications in older adults (Beers Criteria).',
      ),
      cta({ title: 'Opioid prescribing rules', body: 'Safety edits at the pharmacy for opioid-naive patients and high morphine milligram equivalents.', primary: page('opioid-prescription-rules', 'Opioid prescription rules') }),
    ],
  }),
  pv({
    uid: 'providers-dme',
    title: 'Durable medical equipment',
    description: 'Ordering durable medical equipment for Ceiba Health members: the 2026 DME list, prior authorization, network suppliers and documentation requirements.',
    lead: 'Durable medical equipment, prosthetics, orthotics and supplies (DMEPOS) for Ceiba Health members come from network suppliers, and some items need prior authorization.',
    slices: [
      table({
        title: 'Common items and their rules in 2026',
        head: ['Item', 'Prior authorization', 'Notes'],
        rows: [
          ['Standard walkers, canes, crutches', 'No', 'Order from any network supplier with a signed order.'],
          ['Standard manual wheelchairs', 'No', 'Face-to-face visit documented within 6 months before the order.'],
          ['Power wheelchairs and scooters', 'Yes', 'Mobility exam, home assessment and the supplier\u2019s quote.'],
          ['Hospital beds', 'Yes, for semi-electric and full-electric', 'Document the positioning need.'],
          ['CPAP and BiPAP', 'No for CPAP, yes for BiPAP', 'Sleep study required; adherence checked at 90 days.'],
          ['Continuous glucose monitors', 'No', 'For members on insulin or with documented problematic hypoglycemia.'],
          ['Home oxygen', 'Yes', 'Qualifying blood gas or oximetry within 30 days.'],
          ['Diabetic shoes and inserts', 'No', 'Certifying statement from the physician managing diabetes.'],
        ],
        footnote: ['The complete list is the yearly DME list on the plan documents pages. A rental item becomes the member\u2019s after the Medicare rental period ends.'],
      }),
      text(
        '## Writing a complete order',
        'A standard written order names the member, the date, the item, the quantity, your name and NPI, and your signature. Orders for items needing prior authorization must also include the clinical notes that support medical necessity. The supplier submits the authorization request with your order.',
        '## Finding a network supplier',
        'Use the provider directory and choose Durable medical equipment. Members in HMO plans must use network suppliers; PPO members may use out-of-network suppliers at a higher cost share.',
      ),
      cta({ title: 'The yearly DME lists', primary: page('2026-dme-lists', '2026 DME lists') }),
    ],
  }),
  pv({
    uid: 'patient-care',
    title: 'Patient care programs',
    description: 'Ceiba Health care management, disease management, behavioral health and quality programs that network providers can refer members to.',
    lead: 'Programs your patients can use at no extra cost, and how to refer them. Referrals can be made in the portal, by phone or by fax.',
    slices: [
      table({
        head: ['Program', 'Who it helps', 'How to refer'],
        rows: [
          ['Complex care management', 'Members with several conditions, frequent hospital stays or social needs', 'Portal referral form or Provider Services'],
          ['Diabetes and heart failure management', 'Members with diabetes, heart failure or high blood pressure', 'Automatic for C-SNP members; refer others in the portal'],
          ['Behavioral health', 'Depression, anxiety, substance use; PHQ-9 of 10 or more', 'Members may self-refer; no referral needed for in-network visits'],
          ['Transitions of care', 'Members leaving the hospital or a skilled nursing facility', 'Automatic on admission notice'],
          ['Social needs', 'Food, housing, transportation and utility needs', 'Portal referral; D-SNP members also through their Medicaid plan'],
          ['Fall prevention', 'Members who fell in the last year or fear falling', 'Portal referral; includes a home safety assessment'],
        ],
      }),
      text(
        '## Care gaps and quality measures',
        'Each month the portal lists your patients with open care gaps: annual wellness visit, breast and colorectal cancer screening, diabetes eye exam and kidney health evaluation, HbA1c and blood pressure control, statin therapy, and medication adherence for diabetes, blood pressure and cholesterol drugs. Closing a gap with a claim or a supplemental data upload updates the report within two weeks.',
        '## Annual wellness visits',
        'The annual wellness visit is $0 for members. It is the best time to review medications, screen for depression and falls, and update the advance care plan. Practices that complete wellness visits for most of their panel qualify for our quality incentive program.',
      ),
      cta({ title: 'Clinical practice guidelines', primary: page('clinical-guidelines', 'The guidelines we adopt') }),
    ],
  }),
  pv({
    uid: 'training-updates',
    title: 'Training updates',
    description: 'Required and recommended training for Ceiba Health network providers in 2026: compliance, fraud, waste and abuse, model of care, cultural competency.',
    lead: 'What your practice must complete each year, and by when. Your contract requires the trainings marked Required.',
    slices: [
      table({
        head: ['Training', 'Who', 'When', 'Status'],
        rows: [
          ['General compliance', 'All staff who work on Medicare members', 'Within 90 days of hire, then yearly', 'Required'],
          ['Fraud, waste and abuse', 'All staff who work on Medicare members', 'Within 90 days of hire, then yearly', 'Required'],
          ['Special needs plan model of care', 'Providers and staff who see D-SNP or C-SNP members', 'Yearly, by December 31', 'Required'],
          ['Cultural competency and language access', 'Front desk and clinical staff', 'Yearly', 'Recommended'],
          ['Medicare risk adjustment documentation', 'Coders and clinicians', 'Yearly', 'Recommended'],
          ['Disability access and accommodations', 'Front desk', 'Once', 'Recommended'],
        ],
      }),
      text(
        '## Attesting',
        'The practice administrator attests for the practice in the portal under Compliance, Annual attestation, by December 31, 2026. Keep your own training records (sign-in sheets or certificates) for ten years; we audit a sample of practices each year.',
        '## What changed for 2026',
        'The model of care course now covers the integrated care of our D-SNP in the nine new states, and the compliance course adds a section on artificial intelligence tools in clinical documentation: notes generated by such tools must be reviewed and signed by the clinician.',
      ),
      cta({ title: 'Start a course', primary: page('provider-learning-center', 'Provider learning center') }),
    ],
  }),
  pv({
    uid: 'payment-policies',
    title: 'Payment policies',
    description: 'Ceiba Health reimbursement policies for 2026: Medicare fee schedules, modifiers, bundling, readmissions, telehealth and out-of-network payment.',
    lead: 'Our payment policies follow Medicare rules unless your contract says otherwise. These summaries explain the policies that prompt the most questions.',
    slices: [
      faq('Policy summaries', [
        ['How do you pay network providers?', 'At the rates in your agreement, usually a percentage of the Medicare fee schedule for the date of service and place of service. Fee schedule updates take effect on the date Medicare applies them.'],
        ['How do you pay out-of-network providers for PPO members?', 'At the Medicare allowed amount, less the member\u2019s cost share. Out-of-network providers who accept Medicare must accept that amount as payment in full.'],
        ['Do you follow NCCI edits?', 'Yes. We apply National Correct Coding Initiative procedure-to-procedure and medically unlikely edits. Modifiers 59 and XE, XS, XP, XU must be supported in the record.'],
        ['What is the modifier 25 policy?', 'From January 1, 2027, an evaluation and management service billed with modifier 25 on the same day as a minor procedure is paid when the record shows a significant, separately identifiable service. Routine pre-procedure assessment is part of the procedure.'],
        ['Do you pay for readmissions?', 'A readmission within 30 days for a related condition to the same hospital is reviewed. If it was preventable, both stays may be combined under one payment, as your hospital agreement describes.'],
        ['How is telehealth paid?', 'At the same rate as in-person visits for services on the Medicare telehealth list, with place of service 02 or 10 and modifier 95 where applicable. Audio-only visits are paid for behavioral health and when the member cannot use video.'],
        ['Are there payment policies for anesthesia, assistant surgeons and multiple procedures?', 'Yes, following Medicare: multiple procedures at 100%, 50%, 50%; assistant surgeons at 16% of the surgeon\u2019s allowance with modifier 80 or 82; anesthesia by base and time units.'],
      ]),
      alert({ title: 'Changes are announced 90 days ahead', body: ['New or changed payment policies are posted on the provider news page and mailed to contracted providers at least 90 days before they take effect.'] }),
    ],
  }),
  pv({
    uid: 'payment-integrity',
    title: 'Payment integrity',
    description: 'How Ceiba Health reviews claims before and after payment, what records we ask for, and how providers respond to a review or an overpayment notice.',
    lead: 'We review claims to pay correctly the first time and to protect Medicare funds. Most reviews are automatic; a few ask for your records.',
    slices: [
      table({
        title: 'Types of review',
        head: ['Review', 'When', 'What we ask of you'],
        rows: [
          ['Coding edits', 'Before payment, automatically', 'Nothing; a denied line shows the edit reason on the remittance.'],
          ['Clinical validation', 'Before payment, on high-cost claims', 'Medical records within 30 days of our letter.'],
          ['DRG validation', 'After payment, on inpatient claims', 'The complete inpatient record within 45 days.'],
          ['Coordination of benefits', 'Before or after payment', 'The other payer\u2019s explanation of benefits.'],
          ['Data mining and audits', 'After payment, up to 6 years back', 'Records for a sample of claims within 45 days.'],
        ],
      }),
      text(
        '## If we find an overpayment',
        'You receive a letter that lists each claim, the amount and the reason. You have 60 days to dispute it with supporting records, or to repay by check or by offset against future payments. We do not offset while a dispute is open.',
        '## If you find an overpayment',
        'Tell us within 60 days of identifying it, as federal rules require, using the overpayment form in the portal. We process voluntary refunds within 30 days.',
        '## Sending records',
        'Upload records in the portal under Payment integrity, Record requests, matched to the letter\u2019s reference number. Records sent by fax or mail take longer to match. Records requests never ask for a member\u2019s information by email.',
      ),
      cta({ title: 'Report suspected fraud', body: 'Compliance Hotline 1-800-555-0166, anonymous if you prefer.', primary: page('providers-policies-compliance', 'Policies and compliance') }),
    ],
  }),
  pv({
    uid: 'joinus',
    title: 'Join our network',
    description: 'Join the Ceiba Health Medicare Advantage provider network: who we contract with, the steps to contracting and credentialing, and what to expect.',
    lead: 'We contract with primary care practices, specialists, hospitals, facilities and ancillary providers in the 29 states where our plans are offered in 2026.',
    slices: [
      steps({
        title: 'How to join',
        items: [
          { title: 'Tell us about your practice', body: ['Send a participation request from the portal\u2019s Join the network form or to network@ceibahealth.example: practice name, tax ID, NPIs, locations, specialties and languages spoken.'] },
          { title: 'We check network need', body: ['Our network team replies within 15 business days. We add providers where members need more access and always welcome primary care, behavioral health and Spanish-speaking practices.'] },
          { title: 'Contracting', body: ['You receive a participation agreement and the rate exhibit. Most agreements are signed within 30 to 60 days.'] },
          { title: 'Credentialing', body: ['Practitioners are credentialed through CAQH within 60 days of a complete application. You may not see members as in-network until credentialing is approved.'] },
          { title: 'Orientation', body: ['A provider relations representative walks your staff through the portal, authorizations and claims, and gives you the providers ready checklist.'] },
        ],
      }),
      text(
        '## What we look for',
        '- An active, unrestricted license, board certification or eligibility for specialists, and a DEA certificate where you prescribe controlled substances.',
        '- No exclusion from Medicare, Medicaid or other federal programs, and no opt-out of Medicare.',
        '- Office hours and appointment access that meet our standards: urgent care the same day, routine primary care within 30 days, preventive visits within 30 days.',
        '- For practices in our D-SNP areas, enrollment as a provider in the state Medicaid program.',
      ),
      cta({ title: 'Before you apply', primary: page('providers-data-cred', 'Credentialing requirements'), secondary: page('providers-ready', 'Providers ready checklist') }),
    ],
  }),
  pv({
    uid: 'priorauths-referrals',
    title: 'Prior authorizations and referrals',
    description: 'Which services need a referral or prior authorization from Ceiba Health, how to submit a request, decision times and how to discuss a denial.',
    lead: 'HMO members need a referral from their PCP for most specialist visits. Some services need prior authorization under every plan. Here is how both work.',
    slices: [
      compareRules(),
      text(
        '## Submitting a prior authorization',
        '- Portal: the fastest way. Attach clinical notes; you receive a reference number at once and a decision by email or text.',
        '- Fax: 1-800-555-0188, with the request form and notes.',
        '- Phone: Utilization Management through Provider Services for urgent requests after hours.',
        '## Decision times',
        'Standard requests are decided within 7 calendar days; expedited requests, when waiting could seriously jeopardize the member\u2019s health, within 72 hours. Part D drug requests follow their own times (72 hours standard, 24 hours expedited).',
        '## If a request is denied',
        'You can discuss the decision with the reviewing physician (peer to peer) within 14 days by calling Provider Services. The member, or you on the member\u2019s behalf, can also appeal within 65 days of the notice.',
        '## Lists by year',
        'The services that need approval are published each year: see the [2026 prior authorization list](page:2026-prior-authorization-list) and the [2026 referral list](page:2026-referral-list).',
      ),
      cta({ title: 'What to include', primary: page('clinical-documentation-pa', 'Clinical documentation for prior authorization') }),
    ],
  }),
]

function compareRules() {
  return compare({
    title: 'Referrals and prior authorization by plan type',
    columns: ['HMO', 'PPO', 'D-SNP and C-SNP'],
    rows: [
      ['Specialist visit', 'Referral from the PCP', 'No referral', 'Referral from the PCP (HMO-based plans)'],
      ['Behavioral health visit', 'No referral', 'No referral', 'No referral'],
      ['Services on the prior authorization list', 'Prior authorization', 'Prior authorization in network; recommended out of network', 'Prior authorization'],
      ['Emergency and urgent care', 'Never needs approval', 'Never needs approval', 'Never needs approval'],
      ['Women\u2019s preventive care and mammograms', 'No referral', 'No referral', 'No referral'],
    ],
  })
}
