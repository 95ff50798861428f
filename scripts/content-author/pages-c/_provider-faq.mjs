// Questions provider offices ask most, per provider page (appended by pv() in _provider-kit.mjs).
export const PROVIDER_FAQ = {
  'providers-pharmacy': [
    ['Can a pharmacist substitute a generic?', 'Yes, where state law allows. Brand drugs with a covered generic usually sit on a higher tier; if the brand is medically necessary, request a tier exception with your reasons.'],
    ['My patient is in the coverage gap. Does that still exist?', 'No. Since 2025 the coverage gap is gone and yearly out-of-pocket costs for covered Part D drugs are capped; after the cap, covered drugs cost the member $0 for the rest of the year.'],
  ],
  'provider-workingwithus': [
    ['Can I stop accepting new Ceiba Health patients?', 'Yes, with 30 days\u2019 notice through the portal so the directory shows it. You must keep seeing current patients, and you may not close to our members while remaining open to other Medicare patients.'],
    ['Can I end a relationship with a member?', 'Only for documented reasons such as threatening behavior, with written notice to the member and to us, and care for emergencies for 30 days while the member chooses a new provider.'],
  ],
  'providers-memberinfo': [
    ['A member has no card with them. Can I still see them?', 'Yes. Check eligibility in the portal by name and date of birth. Members can also show the digital card in the member app.'],
    ['The member says they changed plans. Which plan do I bill?', 'The plan in force on the date of service, as the eligibility check shows. Plan changes take effect on the first of a month, never mid-month.'],
  ],
  'providers-claims': [
    ['Do you accept claims through any clearinghouse?', 'Yes, any clearinghouse that connects to our payer ID CEIBA1. Ask your clearinghouse to confirm the connection before you send your first batch.'],
    ['How do I bill for services to a D-SNP member covered only by Medicaid?', 'Bill the state Medicaid program or its plan directly. Services Medicare does not cover, such as some long-term care, are not submitted to us.'],
  ],
  'patient-care': [
    ['Does referring a member to care management cost the member anything?', 'No. All these programs are part of the member\u2019s plan at no extra cost, and members may decline them at any time.'],
    ['Will the care manager contact me?', 'Yes. After the first assessment, the care manager sends you the care plan and calls when a change needs your input, for example after a fall or a new diagnosis.'],
  ],
  'providers-dme': [
    ['Can the supplier deliver before the authorization is approved?', 'Only for items that do not need prior authorization. For items that do, a supplier who delivers first risks non-payment and may not bill the member.'],
    ['Who repairs a member\u2019s wheelchair?', 'The network supplier that provided it, or another network supplier if it closed. Repairs over $500 need prior authorization.'],
  ],
  'payment-integrity': [
    ['Can I appeal after a dispute is decided?', 'Yes. You can ask for a second-level review by a physician not involved in the first decision, within 60 days of the dispute decision.'],
    ['Do you use outside review companies?', 'Yes, for some coding and DRG reviews. They work under our rules, their letters carry our name, and disputes always come to us.'],
  ],
  'providers-data-cred': [
    ['Can a nurse practitioner be a PCP?', 'Yes, in every state where their license allows it. They are credentialed like physicians and listed as PCPs in the directory.'],
    ['Do locum tenens need credentialing?', 'Not for up to 60 days covering an absent practitioner. Bill with modifier Q6 under the absent practitioner; longer coverage requires credentialing.'],
  ],
  'clinical-documentation-pa': [
    ['Can I send records from another practice?', 'Yes, when they support the request, such as a specialist\u2019s note or outside imaging. Mark which pages matter.'],
    ['Is a letter of medical necessity enough?', 'It helps but rarely replaces the records. Reviewers must see the findings in the chart that support the letter.'],
  ],
  'providers-policies-compliance': [
    ['Are we audited?', 'We audit a sample of network practices each year for training, exclusion checks and record keeping. You get 30 days\u2019 notice and a written result.'],
    ['What if we find an employee on an exclusion list?', 'Remove them from work on Medicare services at once, tell us within 5 business days, and identify claims they were involved in so that overpayments can be returned.'],
  ],
  'provider-news': [
    ['How far back does this page go?', 'Updates from the current and previous plan year. Older notices are available from Provider Services.'],
    ['Can I get provider news in print?', 'Yes. Ask Provider Services to add your practice to the quarterly printed digest, which summarizes the updates of the previous three months.'],
  ],
  'training-updates': [
    ['Does the CMS Medicare Learning Network course count for compliance training?', 'Yes. The CMS general compliance and fraud, waste and abuse modules meet the requirement. Keep the certificates; you do not have to take our version as well.'],
    ['Our practice is accredited and already trains staff. Do we still attest?', 'Yes. The attestation records that the training happened for staff who work on Medicare members; it does not require our course. Accreditation does not replace it.'],
    ['What happens if we miss the December 31 attestation?', 'We send two reminders in January. A practice that has not attested by March 31 is referred to our compliance team, and repeated failure can lead to corrective action under your agreement.'],
  ],
  'provider-learning-center': [
    ['Who can take the courses?', 'Anyone in a network practice with a provider portal sign-in. Billing companies that work for your practice can be invited as users with access to the learning center only.'],
    ['Are the webinars recorded?', 'Yes. Recordings are posted in the learning center within a week and kept until the end of the following plan year. Continuing education credit is given only for live attendance or for passing the course quiz.'],
    ['Can you train our staff on site?', 'Practices with 500 or more Ceiba Health members can ask their provider relations representative for an on-site session on claims, authorizations or care gaps.'],
  ],
  'clinical-guidelines': [
    ['How often are the guidelines reviewed?', 'At least every two years, and sooner when the issuing society publishes a major update. The committee includes practicing network physicians from primary care, cardiology, endocrinology and behavioral health.'],
    ['Will I be penalized for not following a guideline?', 'No. Guidelines inform our quality programs and care gap reports, not payment of individual claims. Where you document a clinical reason to depart from a guideline, quality measures often allow an exclusion.'],
    ['Can my patients read the guidelines?', 'Yes. The PDF is public, and Member Services sends a printed copy free to any member who asks.'],
  ],
  'provider-portal-training-library': [
    ['Is there a test portal for training staff?', 'Yes. The training environment uses fictional members and resets every night. Ask Provider Services to add it to your administrator account.'],
    ['Are the guides accessible?', 'Each guide is an accessible web page with screenshots described in text, and each video has captions and a transcript. Ask for large print if you need it.'],
    ['Who do I call if a guide does not match what I see?', 'Provider Services. Tell them the guide name and the date at its top; we correct guides within five business days.'],
  ],
  'provider-manual-2023': [
    ['Why keep a 2023 manual online?', 'Appeals, reopenings and audits are decided under the rules in effect on the date of service. Keeping the summary public lets your billing staff check those rules without calling us.'],
    ['Which manual applies to a claim that spans two years?', 'For an inpatient stay, the manual in force on the admission date. For a rental item, the manual in force for each rental month.'],
  ],
  'in-office-lab-list': [
    ['Can I bill a venipuncture when I send the specimen to a network lab?', 'Yes. CPT 36415 is payable to the practice that draws the specimen, once per encounter, whatever laboratory performs the test.'],
    ['What if our lab is on a hospital campus?', 'Hospital outpatient labs bill under the hospital agreement, not this list. This list applies to physician offices billing on the CMS-1500.'],
    ['How are new waived tests added?', 'We review the FDA list of newly waived tests each quarter and add those relevant to our members. Suggestions are welcome at providers@ceibahealth.example.'],
  ],
  'provider-tools': [
    ['How many users can a practice have?', 'There is no limit. Review your users every quarter and remove staff who left: the administrator is responsible for every account in the practice.'],
    ['Can my billing company use the portal?', 'Yes, with its own sign-ins that you invite, limited to claims and payments. A business associate agreement must be in place between your practice and the billing company.'],
    ['Is the portal available at night?', 'Yes, except for maintenance on Sunday mornings from 2am to 6am Eastern. Authorizations submitted at night are queued and reviewed from 7am the next day, or at once when marked expedited.'],
  ],
  joinus: [
    ['Is the network open in every county?', 'Primary care and behavioral health are open everywhere we serve. For some specialties in large metros, we may keep your request on file until members need more access; we tell you so in writing.'],
    ['Can I join for the PPO only?', 'No. Network agreements cover all our Medicare Advantage plans in your state, including the special needs plans, so members do not face different networks for the same doctor.'],
    ['Do you contract with telehealth-only practices?', 'Yes, for behavioral health and some specialties, when the practice is licensed in the member\u2019s state and can refer members to in-person care when needed.'],
  ],
  'getting-started-with-payvia': [
    ['Do I need a separate Payvia account for each location?', 'No. One enrollment per tax ID covers every location and NPI billed under it. Groups with several tax IDs enroll each one.'],
    ['Can I change the bank account later?', 'Yes, in Payvia, with a new voided check. The change takes effect after a new zero-dollar test deposit, so payments are never sent to a closed account.'],
    ['Does enrolling with Payvia for another payer count?', 'Not automatically. Open the Payvia link from our portal once to connect your existing Payvia account to Ceiba Health.'],
  ],
  'priorauths-referrals': [
    ['Does a referral expire?', 'HMO referrals are valid for 90 days and the number of visits written on them, up to six. Standing referrals for a specialist who manages a chronic condition can last 12 months.'],
    ['Does a member changing plans keep an authorization?', 'Within Ceiba Health, yes, for the approved dates. A new member who was mid-treatment with another plan keeps their course of treatment for 90 days under our transition policy; call us so we can record it.'],
  ],
  'providers-ready': [
    ['Can we see members before credentialing is complete?', 'Only as out-of-network providers: PPO members at out-of-network cost sharing, HMO members only for emergencies. Wait for the approval letter before scheduling routine visits.'],
    ['Who is our contact during onboarding?', 'Your provider relations representative, named in the welcome letter, and Provider Services for day-to-day questions.'],
  ],
  'provider-manual': [
    ['Where do I find rules that are not in the manual?', 'Payment policies, clinical guidelines and coverage criteria are published separately on these pages and are incorporated into the manual by reference.'],
    ['How are changes to the manual announced?', 'On the provider news page and by mail at least 90 days before a change that affects payment or your obligations. Smaller corrections are listed in the manual\u2019s revision table.'],
  ],
}
