import { R } from './outline.mjs'
import { s } from './slice-builders.mjs'

const callCta = () => s.cta('Have questions?', 'A licensed agent can walk you through your options. There is no obligation to enroll.', ['Request a call', R('callRequest')], ['Find a plan', R('planFinder')])

/** English articles, keyed by an id shared with their Spanish twins. */
export const ARTICLES_EN = {
  options: {
    uid: 'your-medicare-options',
    title: 'Your Medicare options',
    summary: 'Original Medicare or Medicare Advantage: how the two ways to get Medicare compare.',
    category: 'Medicare basics',
    publication_date: '2025-08-04',
    author: 'Ceiba Health editorial team',
    meta_title: 'Your Medicare options: Original Medicare vs. Medicare Advantage | Ceiba Health',
    meta_description: 'Compare Original Medicare and Medicare Advantage: costs, doctor choice, drug coverage and extra benefits.',
    slices: [
      s.hero('Your Medicare options', 'There are two main ways to get Medicare. Here is how they compare.', { eyebrow: 'Medicare basics' }),
      s.text('## Original Medicare', 'Original Medicare is run by the federal government. Part A covers hospital stays and Part B covers doctor visits and outpatient care. You can see any provider in the country that accepts Medicare. To cover drugs you add a Part D plan, and many people buy a Medicare Supplement (Medigap) policy to help with the 20% coinsurance.', '## Medicare Advantage (Part C)', 'Medicare Advantage plans are offered by private companies approved by Medicare. They cover everything Part A and Part B cover, usually include drug coverage, and have a yearly limit on what you pay out of pocket. Most use a network of doctors and hospitals.'),
      s.table('Side by side', 'Original Medicare compared with Medicare Advantage', ['Feature', 'Original Medicare', 'Medicare Advantage'], [['Doctors', 'Any provider that accepts Medicare', 'Usually a network (HMO or PPO)'], ['Drug coverage', 'Add a separate Part D plan', 'Usually included'], ['Yearly out-of-pocket limit', 'None', 'Yes'], ['Dental, vision, hearing', 'Mostly not covered', 'Often included']], 'You keep paying your Part B premium with either option, unless your plan includes a Part B giveback.'),
      callCta(),
    ],
  },
  newToMedicare: {
    uid: 'new-to-medicare',
    title: 'New to Medicare? Start here',
    summary: 'The parts of Medicare, when to sign up and how to choose coverage for the first time.',
    category: 'Medicare basics',
    publication_date: '2025-08-11',
    author: 'Ceiba Health editorial team',
    meta_title: 'New to Medicare? A step-by-step guide | Ceiba Health',
    meta_description: 'Turning 65? Learn the parts of Medicare, when your Initial Enrollment Period starts and how to pick a plan.',
    slices: [
      s.hero('New to Medicare? Start here', 'Signing up for Medicare for the first time takes a few steps. This guide walks you through them.', { eyebrow: 'Medicare basics' }),
      s.text('## The four parts of Medicare', '- **Part A** covers hospital stays, skilled nursing care and hospice. Most people pay no premium for it.', '- **Part B** covers doctor visits, tests and outpatient care. It has a monthly premium.', '- **Part C**, Medicare Advantage, is a plan from a private company that includes Parts A and B and usually Part D.', '- **Part D** covers prescription drugs.', '## When to sign up', 'Your Initial Enrollment Period lasts 7 months: it starts 3 months before the month you turn 65, includes your birthday month, and ends 3 months after. If you already get Social Security benefits, you are enrolled in Parts A and B automatically.', 'If you miss it and have no other coverage through current work, you may pay a late enrollment penalty for as long as you have Part B.'),
      s.faq('Common questions', [
        ['Can I keep my job’s health insurance?', 'If you or your spouse still work for an employer with 20 or more employees, you may be able to delay Part B without a penalty. Ask your benefits office how their plan works with Medicare.'],
        ['Do I have to choose a plan right away?', 'No, but if you want a Medicare Advantage plan to start when Medicare does, apply during your Initial Enrollment Period.'],
      ]),
      callCta(),
    ],
  },
  eligibility: {
    uid: 'medicare-eligibility',
    title: 'Who is eligible for Medicare?',
    summary: 'Medicare eligibility rules for people 65 and older and for younger people with disabilities.',
    category: 'Medicare basics',
    publication_date: '2025-08-18',
    author: 'Ceiba Health editorial team',
    meta_title: 'Medicare eligibility: who qualifies and when | Ceiba Health',
    meta_description: 'You are eligible for Medicare at 65, or earlier with a disability, end-stage renal disease or ALS. Learn the rules.',
    slices: [
      s.hero('Who is eligible for Medicare?', 'Most people become eligible at 65. Some people qualify earlier.', { eyebrow: 'Medicare basics' }),
      s.text('## At 65', 'You are eligible if you are 65 or older and a U.S. citizen, or a lawful permanent resident who has lived in the U.S. for at least 5 years in a row. You get Part A without a premium if you or your spouse worked and paid Medicare taxes for at least 10 years.', '## Before 65', '- After you have received Social Security disability benefits for 24 months', '- If you have end-stage renal disease (permanent kidney failure needing dialysis or a transplant)', '- If you have ALS (Lou Gehrig’s disease), as soon as your disability benefits start', '## For a Medicare Advantage plan', 'You need Medicare Part A and Part B and must live in the plan’s service area. People with end-stage renal disease can join Medicare Advantage plans.'),
      callCta(),
    ],
  },
  periods: {
    uid: 'guide-to-enrollment-periods',
    title: 'A guide to Medicare enrollment periods',
    summary: 'When you can join, switch or drop a Medicare plan, and when your coverage starts.',
    category: 'Enrollment',
    publication_date: '2025-09-01',
    author: 'Ceiba Health editorial team',
    meta_title: 'Medicare enrollment periods explained | Ceiba Health',
    meta_description: 'The Annual Enrollment Period runs October 15 to December 7. Learn about the Initial, General, Medicare Advantage Open and Special Enrollment Periods.',
    slices: [
      s.hero('A guide to Medicare enrollment periods', 'You can only join or change Medicare plans at certain times of year. Here is when.', { eyebrow: 'Enrollment' }),
      s.table('Enrollment periods at a glance', 'Medicare enrollment periods and when coverage starts', ['Period', 'Dates', 'What you can do'], [
        ['Initial Enrollment Period', '7 months around your 65th birthday', 'Sign up for Medicare and join a plan'],
        ['Annual Enrollment Period', 'October 15 – December 7', 'Join, switch or drop a Medicare Advantage or Part D plan; changes start January 1'],
        ['Medicare Advantage Open Enrollment', 'January 1 – March 31', 'Switch to another Medicare Advantage plan or go back to Original Medicare, once'],
        ['General Enrollment Period', 'January 1 – March 31', 'Sign up for Part A or Part B if you missed your Initial Enrollment Period'],
      ], 'Coverage from the General Enrollment Period starts the first day of the month after you sign up.'),
      s.text('## Special Enrollment Periods', 'Some life events let you change plans outside these dates, for example when you move out of your plan’s service area, lose employer coverage, move into or out of a nursing home, or qualify for Medicaid or Extra Help.'),
      s.alert('warning', 'Do not miss December 7', 'Changes made during the Annual Enrollment Period take effect on January 1. After December 7, you need a Special Enrollment Period to change plans.'),
      callCta(),
    ],
  },
  snp: {
    uid: 'special-needs-plans',
    title: 'What are special needs plans?',
    summary: 'Special needs plans tailor benefits and care to people with Medicaid or chronic conditions.',
    category: 'Plan types',
    publication_date: '2025-09-08',
    author: 'Ceiba Health editorial team',
    meta_title: 'Special needs plans (SNPs): D-SNP and C-SNP | Ceiba Health',
    meta_description: 'Special needs plans are Medicare Advantage plans for people with both Medicare and Medicaid (D-SNP) or with certain chronic conditions (C-SNP).',
    slices: [
      s.hero('What are special needs plans?', 'Special needs plans (SNPs) are Medicare Advantage plans designed for people with specific needs.', { eyebrow: 'Plan types' }),
      s.text('## Dual-eligible special needs plans (D-SNP)', 'For people who have both Medicare and Medicaid. Depending on the plan, qualifying Medicaid levels include full benefits (FBDE), QMB, QMB+, SLMB, SLMB+, QI and QDWI. [Check dual eligibility](/dual-eligibility/).', '## Chronic condition special needs plans (C-SNP)', 'For people with a qualifying chronic condition such as diabetes, chronic heart failure or cardiovascular disease. Your doctor confirms the condition after you enroll. [Check C-SNP eligibility](/csnp-eligibility/).', '## What makes them different', '- A care coordinator who helps you manage appointments and medicines', '- Benefits chosen for your condition, such as diabetic supplies or a food and home card', '- Drug coverage is always included'),
      callCta(),
    ],
  },
  dsnp: {
    uid: 'dsnps-101',
    title: 'D-SNPs 101: Medicare and Medicaid in one plan',
    summary: 'How dual-eligible special needs plans work and what happens if your Medicaid changes.',
    category: 'Plan types',
    publication_date: '2025-09-15',
    author: 'Ceiba Health editorial team',
    meta_title: 'D-SNPs 101: plans for people with Medicare and Medicaid | Ceiba Health',
    meta_description: 'A D-SNP coordinates your Medicare and Medicaid benefits. Learn who qualifies, what it costs and how to keep your eligibility.',
    slices: [
      s.hero('D-SNPs 101', 'If you have Medicare and Medicaid, a dual-eligible special needs plan (D-SNP) can bring your benefits together.', { eyebrow: 'Plan types' }),
      s.text('## Who qualifies', 'You need Medicare Part A and Part B, Medicaid from your state at a level the plan accepts, and an address in the plan’s service area.', '## What it costs', 'Many members pay $0 for their plan premium, doctor visits and covered drugs, because Medicaid helps pay Medicare costs. Your costs depend on your Medicaid level.', '## Keep your Medicaid active', 'Your state reviews Medicaid eligibility every year. Return renewal forms on time. If you lose Medicaid, the plan gives you a grace period to regain it before you are disenrolled.'),
      s.faq('D-SNP questions', [
        ['Can I switch into a D-SNP during the year?', 'Yes. People with Medicaid or Extra Help can change plans more often than others. Call us to check your options.'],
        ['Will I lose my Medicaid benefits?', 'No. You keep your Medicaid; the plan coordinates the two so they work together.'],
      ]),
      callCta(),
    ],
  },
  fraud: {
    uid: 'medicare-fraud',
    title: 'How to spot and report Medicare fraud',
    summary: 'Common Medicare scams, how to protect your Medicare number and where to report fraud.',
    category: 'Staying safe',
    publication_date: '2025-09-22',
    author: 'Ceiba Health editorial team',
    meta_title: 'Medicare fraud: how to spot it and report it | Ceiba Health',
    meta_description: 'Protect your Medicare number, check your statements and report suspected Medicare fraud to 1-800-MEDICARE.',
    slices: [
      s.hero('How to spot and report Medicare fraud', 'Medicare fraud costs billions every year and can put your health records at risk. A few habits protect you.', { eyebrow: 'Staying safe' }),
      s.text('## Protect your Medicare number', 'Treat your Medicare number like a credit card number. Medicare will not call you to ask for it, and will not visit your home to sell you anything.', '## Warning signs', '- A call offering free genetic tests, back braces or diabetic supplies in exchange for your Medicare number', '- Someone who says you must join a plan to keep your Medicare', '- Charges on your Medicare Summary Notice or Explanation of Benefits for care you did not get', '## Report it', '- Call 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048', '- Call the Ceiba Health Compliance Hotline at 1-800-555-0190, 24 hours a day', '- Contact your state’s Senior Medicare Patrol (SMP) for free help'),
      s.alert('warning', 'Hang up on pressure', 'A real plan or agent will never rush you or threaten to cancel your benefits. If a call feels wrong, hang up and call the number on your member ID card.'),
    ],
  },
}
