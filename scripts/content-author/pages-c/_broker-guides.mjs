// What a broker selling Ceiba Health plans needs per state (issue 16): licensing and appointment,
// the state's Medicaid program and how D-SNP eligibility is checked there, which 2026 plans fit
// which clients in which counties, the state's SHIP, and local training dates. Written per state,
// consistent with the 2026 plan catalogue (db/seed/plans/catalogue-2026.json) and spec 9.6.
// Regulators, Medicaid programs, eligibility portals and SHIP names are the public ones; venues,
// rooms and dates of our sessions are fictional. Training dates are after November 23, 2026.
//
// Each state: license (licensing and appointment), medicaid (eligibility checks), fit (bullets:
// which plan for which client, by county), ship (the counseling program to give clients),
// trainings ([date, place, session] rows), faq ([question, answer] pairs).
export const GUIDES = {
  AL: {
    license: 'You need an Alabama resident or non-resident producer license with the health line of authority, issued by the Alabama Department of Insurance. Birmingham-area agents who live in Georgia or Tennessee usually hold an Alabama non-resident license; it works the same for our plans, as long as your Alabama appointment with Ceiba Health is active before the first appointment.',
    medicaid: 'Alabama Medicaid is run by the Alabama Medicaid Agency. For people 65 and over, full Medicaid in Alabama generally follows SSI-level income limits, so many low-income prospects have only a Medicare Savings Program (QMB or SLMB) and do not qualify for our Alabama D-SNP, which takes full-benefit levels only. Ask for the Medicaid card and the most recent Medicaid Agency letter, and run the eligibility check in the portal before you drive to the appointment.',
    fit: [
      'Clients in Jefferson, Shelby, St. Clair or Blount county who see UAB or Brookwood specialists without referrals can compare the Core PPO with the Core HMO; in Bibb, Chilton and Walker the PPO is not sold.',
      'QMB-only clients: the state already pays their Part B premium, so the Giveback HMO\u2019s Part B reduction goes to the state, not to them. Show them the Core HMO instead.',
      'The Premium HMO and Premium PPO were not renewed for 2026. Anyone who still asks about them had a 2025 plan: review the notice they received before you quote.',
    ],
    ship: 'Alabama SHIP counselors work through the Area Agencies on Aging, including the Middle Alabama and Birmingham-area agencies. Give the name to any client who wants a second opinion; it never costs them anything.',
    trainings: [
      ['January 13, 2027, 10am', 'Hoover office, Suite 310 training room', 'Full-benefit duals versus QMB-only clients: who fits the Alabama D-SNP'],
      ['February 24, 2027, 9:30am', 'Jasper, Walker County Civic Room (fictional venue)', 'Selling in rural Walker and Chilton counties: VA coverage, pharmacies and rides'],
    ],
    faq: [
      ['A client in Chilton County wants a PPO. What can I offer?', 'None of our PPOs is sold in Chilton County in 2026. Offer the Core HMO or Giveback HMO, check that the client\u2019s doctors in Clanton and Birmingham are in network, and say plainly that a PPO from another carrier may suit them better.'],
      ['Does a Heart & Diabetes C-SNP client in Alabama need a diagnosis before enrolling?', 'In Alabama the C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders. The client self-reports the condition on the application, and we confirm it with the doctor after enrollment; if it is not confirmed, the member is disenrolled after a grace period, so ask before you submit.'],
    ],
  },
  AZ: {
    license: 'Arizona licenses producers through the Department of Insurance and Financial Institutions (DIFI). A resident or non-resident license with the accident and health line is required, plus an active Arizona appointment with Ceiba Health. Many of our Phoenix agents winter here with a non-resident license from their home state: that is fine, but the client you meet must live in Maricopa or Pinal County.',
    medicaid: 'Arizona\u2019s Medicaid program is AHCCCS, and its long-term care program is ALTCS. Our Arizona D-SNP accepts every Medicaid level, from full benefits to QI and QDWI, so partial-dual clients qualify too. Ask for the AHCCCS ID card or a letter from the Health-e-Arizona Plus account, and for ALTCS members confirm with the ALTCS case manager how long-term services will continue once Medicare moves to us.',
    fit: [
      'The Premium PPO is sold only in Maricopa County. A Pinal County client who wants a PPO can choose only the Medical Only PPO, which has no drug coverage: right for veterans with VA prescriptions, wrong for everyone else.',
      'The Arizona C-SNP is for diabetes only in 2026; clients with heart failure but no diabetes do not qualify for it.',
      'Winter visitors: a member who stays outside the service area for more than six months in a row is disenrolled, so enroll only clients whose permanent home is in Arizona.',
    ],
    ship: 'Give clients the name Arizona SHIP: free counseling through the Area Agencies on Aging in Maricopa and Pinal counties, including help applying for Extra Help and the Medicare Savings Programs.',
    trainings: [
      ['January 20, 2027, 9am', 'Phoenix office, 4747 N 7th St, second-floor room', 'AHCCCS and ALTCS: coordinating benefits for Arizona D-SNP members'],
      ['March 3, 2027, 1pm', 'Casa Grande, Pinal County Library meeting room (fictional venue)', 'Selling in Pinal County: the plans sold there and the drive to Phoenix specialists'],
    ],
    faq: [
      ['My client lives on the Gila River Indian Community in Pinal County. Anything special?', 'American Indian and Alaska Native clients may keep using Indian Health Service and tribal facilities at no cost with any plan. Our plans add to that care; never suggest that enrolling limits it.'],
      ['Can an Arizona client in the 4.5-star Premium PPO switch mid-year?', 'Only with a valid election period: the Open Enrollment Period from January 1 to March 31 for Medicare Advantage members, or a Special Enrollment Period such as a move. Our Arizona plans are not rated five stars in 2026, so the five-star period does not apply to them.'],
    ],
  },
  AR: {
    license: 'The Arkansas Insurance Department licenses producers. You need an Arkansas resident or non-resident license with the accident and health line and an active Arkansas appointment with Ceiba Health. Agents based in Memphis or Texarkana often sell in Little Rock on a non-resident license; make sure the portal shows Arkansas, not only your home state, as Ready to sell.',
    medicaid: 'Arkansas Medicaid is administered by the Department of Human Services (DHS). Our Arkansas D-SNP accepts every Medicaid level, including QMB-only, SLMB, QI and QDWI clients. Clients can show their coverage through the Access Arkansas account or a DHS letter; the eligibility check in the broker portal confirms the level and the effective date before you schedule.',
    fit: [
      'Pulaski, Saline and Faulkner counties have the widest choice: Core HMO, Premium HMO and Premium PPO. Clients with a long list of specialists at the university hospital or Baptist Health usually compare the Premium HMO and Premium PPO side by side.',
      'Lonoke, Grant and Perry counties: the Core HMO is the only plan with drug coverage for clients without Medicaid or a qualifying condition, since the Core PPO was not renewed for 2026.',
      'Clients with diabetes, chronic heart failure or cardiovascular disorders anywhere in our six counties can consider the Heart & Diabetes C-SNP.',
    ],
    ship: 'Arkansas SHIIP (the Senior Health Insurance Information Program) is run by the Arkansas Insurance Department. Clients who want an unbiased review of their options can ask SHIIP; tell them so.',
    trainings: [
      ['January 27, 2027, 10am', 'Little Rock office, 400 W Capitol Ave, Suite 1700', 'The 2026 plans county by county: where the Premium plans are and are not sold'],
      ['March 10, 2027, 10am', 'Conway, Faulkner County Senior Center hall (fictional venue)', 'Partial duals and the Arkansas D-SNP: reading a DHS letter'],
    ],
    faq: [
      ['A Lonoke County client had the Core PPO in 2025. What now?', 'The Core PPO was not renewed for 2026, so the client either moved to another plan during the Annual Enrollment Period or received a non-renewal notice. Check their current enrollment in the portal before you discuss any change.'],
      ['Is the Little Rock VA covered?', 'VA care is separate from Medicare Advantage: veterans can keep using the VA with any plan. Our Medical Only HMO suits veterans who fill prescriptions at the VA.'],
    ],
  },
  CO: {
    license: 'Colorado producers are licensed by the Colorado Division of Insurance, part of the Department of Regulatory Agencies. You need a resident or non-resident license with the accident and health line, and your Colorado appointment with Ceiba Health must be active before you present our Denver-area plans. Agents who also sell in Wyoming or Nebraska should confirm Colorado separately in the portal.',
    medicaid: 'Health First Colorado is the state\u2019s Medicaid program. Our Colorado D-SNP, rated five stars for 2026, accepts only full-benefit levels: FBDE, QMB+ and SLMB+. Clients can show their status through the PEAK account or their Health First Colorado card; partial duals (QMB or SLMB only) do not qualify and should be shown the Core HMO.',
    fit: [
      'Every 2026 Colorado plan is sold in all ten counties, from Denver to Gilpin, so county does not limit the choice here; doctors and pharmacies do.',
      'There is no C-SNP in Colorado for 2026. Members with diabetes or heart failure who had the 2025 C-SNP now compare the Core HMO (4.5 stars) with the Giveback HMO.',
      'The Giveback HMO helps only clients who pay their own Part B premium; for clients in a Medicare Savings Program the state pays it, and the reduction goes to the state.',
    ],
    ship: 'Colorado SHIP counselors work through local agencies across the metro area. Clients with questions you cannot answer as an agent, or who want a neutral comparison, can ask Colorado SHIP.',
    trainings: [
      ['January 12, 2027, 10am', 'Denver office, 1600 Broadway, Suite 1050', 'The five-star D-SNP and the five-star Special Enrollment Period, done right'],
      ['February 9, 2027, 1pm', 'Castle Rock, Douglas County meeting hall (fictional venue)', 'Medical Only PPO: who it fits and the Part D penalty risk'],
    ],
    faq: [
      ['Can a Colorado client join the D-SNP outside the Annual Enrollment Period?', 'Because the Colorado D-SNP has a five-star rating for 2026, an eligible client can join it once between December 8 and November 30 under the five-star Special Enrollment Period, in addition to the election periods for people with Medicaid.'],
      ['A client wants the Medical Only PPO and to keep a stand-alone drug plan. Is that possible?', 'No. Joining a Medicare Advantage PPO without drug coverage ends a stand-alone Part D plan. Offer it only when the client has other creditable drug coverage, such as the VA.'],
    ],
  },
  FL: {
    license: 'Florida agents are licensed by the Department of Financial Services. To sell our plans you need a Florida health license (the 2-40, or the 2-15 that includes health) or a non-resident equivalent, and an active Florida appointment with Ceiba Health. Florida agents need the appointment to be Ready to sell for each metro you work in, Miami and Tampa Bay, because the plans differ between them.',
    medicaid: 'Florida Medicaid is run by the Agency for Health Care Administration (AHCA), while the Department of Children and Families decides eligibility; clients see their notices in their ACCESS Florida account. Our Florida D-SNP accepts every level, FBDE through QDWI, in both metros, so a client with QMB or SLMB alone qualifies. Clients who receive long-term care through the Statewide Medicaid Managed Care long-term care program keep that plan for those services.',
    fit: [
      'Miami: the Core HMO, C-SNP and Medical Only HMO are rated five stars for 2026. The Core PPO and Giveback HMO are sold only in Miami-Dade and Broward, not in Palm Beach County.',
      'Tampa Bay: the Premium PPO and Giveback HMO are sold only in Hillsborough and Pinellas. Pasco and Hernando clients choose between the Core HMO, the special needs plans and the Medical Only PPO.',
      'The C-SNP differs by metro: diabetes only in Miami; diabetes, chronic heart failure or cardiovascular disorders in Tampa Bay.',
    ],
    ship: 'SHINE (Serving Health Insurance Needs of Elders) is Florida\u2019s SHIP, offered through the Department of Elder Affairs and the Area Agencies on Aging. Volunteers counsel in English and Spanish across both of our metros.',
    trainings: [
      ['January 21, 2027, 9:30am', 'Doral office, 8300 NW 36th St, Suite 400', 'D-SNP deep dive: Medicaid levels, cost-sharing protection and care coordination'],
      ['February 11, 2027, 10am', 'Tampa Bay desk, 4830 W Kennedy Blvd', 'Pasco and Hernando: the plans sold there and the five-star C-SNP'],
      ['March 4, 2027, 2pm', 'Doral office, 8300 NW 36th St, Suite 400', 'Hurricane-season readiness: disaster Special Enrollment Periods and paper backups'],
    ],
    faq: [
      ['Can I use the five-star Special Enrollment Period in Florida?', 'Yes, for the 2026 plans rated five stars: in Miami the Core HMO, the C-SNP and the Medical Only HMO, and in Tampa Bay the C-SNP. An eligible client may use it once between December 8 and November 30. Moving from a drug plan to the Medical Only HMO ends Part D coverage, so check other drug coverage first.'],
      ['A client spends June to September in North Carolina every year. Can they join?', 'Only if their permanent home is in one of our Florida counties. Members who are away more than six months in a row are disenrolled, and an HMO covers care away from home only for emergencies, urgent care and dialysis.'],
    ],
  },
  GA: {
    license: 'The Georgia Office of Commissioner of Insurance and Safety Fire licenses producers. You need a Georgia resident or non-resident license with the accident and sickness line and an active Georgia appointment with Ceiba Health. Our Atlanta-area plans are sold in eleven counties; your appointment covers all of them.',
    medicaid: 'Georgia Medicaid eligibility is determined through Georgia Gateway, where clients can print a coverage letter. Our Georgia D-SNP accepts every Medicaid level, including QMB, SLMB and QI. Ask for the Medicaid card at the scope-of-appointment stage, and run the portal eligibility check: many Atlanta clients lose a Savings Program level at renewal without noticing.',
    fit: [
      'All three Georgia plans are sold in every county from Fulton to Rockdale, so the choice turns on the client\u2019s doctors, drugs and Medicaid status, not on the county. There is no PPO and no C-SNP.',
      'Clients with diabetes who had the 2025 C-SNP compare the Core HMO with its care management programs; be honest when another carrier\u2019s special needs plan fits them better.',
      'The Medical Only HMO (4 stars) suits veterans who get prescriptions from the Atlanta VA.',
    ],
    ship: 'GeorgiaCares is the state\u2019s SHIP, run with the Area Agencies on Aging, including the Atlanta Regional Commission. Clients can ask GeorgiaCares for free, neutral counseling and for help with Extra Help applications.',
    trainings: [
      ['January 19, 2027, 10am', 'Atlanta office, 3500 Lenox Rd NE, Suite 1500', 'Selling a three-plan lineup: needs review and when to refer elsewhere'],
      ['February 23, 2027, 10am', 'Lawrenceville, Gwinnett community room (fictional venue)', 'Georgia Gateway letters and the D-SNP eligibility check'],
    ],
    faq: [
      ['Why is there no PPO in Georgia for 2026?', 'The Giveback HMO, the C-SNP and the Medical Only PPO were not renewed for 2026. Clients who need out-of-network access should hear that we do not offer it in Georgia this year.'],
      ['Can I meet a Cherokee County client at a library?', 'Yes, in a meeting room, with a signed scope of appointment and without handing out material in public areas. Report sales events in the portal 10 days ahead.'],
    ],
  },
  HI: {
    license: 'The Hawaii Insurance Division, part of the Department of Commerce and Consumer Affairs, licenses producers. You need a Hawaii resident or non-resident license with the accident and health or sickness line and an active Hawaii appointment with Ceiba Health. Our plans are sold on Oahu only, so meet clients who live in Honolulu County.',
    medicaid: 'Hawaii Medicaid is Med-QUEST, which runs QUEST Integration for people with Medicare. Our Hawaii D-SNP is rated five stars for 2026 and accepts every Medicaid level, full or partial. Clients can show their Med-QUEST card or eligibility notice; confirm in the portal, and ask which QUEST Integration plan the client has so our care coordinators can work with it.',
    fit: [
      'There is no PPO in Hawaii for 2026: the Core PPO and the Medical Only PPO were not renewed. Clients who travel often to the neighbor islands should know that an HMO covers care off Oahu only for emergencies and urgent care.',
      'The Premium HMO (4.5 stars) suits clients who want richer coverage from the network on Oahu; the Giveback HMO suits clients who pay their own Part B premium.',
      'The Hawaii C-SNP is for diabetes only.',
    ],
    ship: 'Hawaii SHIP, run by the Executive Office on Aging, offers free Medicare counseling on Oahu. Tell clients about it, especially those weighing TRICARE For Life or VA care against a Medicare Advantage plan.',
    trainings: [
      ['January 14, 2027, 9am (Hawaii time)', 'Honolulu office, 1001 Bishop St, Suite 2200', 'Med-QUEST, QUEST Integration and the five-star D-SNP'],
      ['March 2, 2027, 9am (Hawaii time)', 'Kapolei community center room (fictional venue)', 'Military retirees, TRICARE For Life and honest advice'],
    ],
    faq: [
      ['Can a Hawaii client use the five-star Special Enrollment Period?', 'For the Dual Choice D-SNP, yes: it is rated five stars for 2026, so an eligible client may join once between December 8 and November 30.'],
      ['My client spends three months a year on the mainland. Is that a problem?', 'Not for enrollment, as long as Oahu is the permanent home and the stay is under six months. On an HMO, only emergencies and urgent care are covered while away.'],
    ],
  },
  IL: {
    license: 'The Illinois Department of Insurance licenses producers. You need an Illinois resident or non-resident license with the accident and health line and an active Illinois appointment with Ceiba Health. Chicago-area agents who live in Indiana or Wisconsin sell on a non-resident license; clients must live in one of our nine Illinois counties.',
    medicaid: 'Illinois Medicaid is run by the Department of Healthcare and Family Services (HFS); clients manage their case through ABE, the state benefits portal. Our Illinois D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Many Cook County dual-eligible clients are already in an integrated plan, so confirm their current enrollment in the portal before you propose a change.',
    fit: [
      'The Premium PPO is sold in Cook, DuPage, Kane, Lake and McHenry; in Will, Kendall, Grundy and DeKalb the only PPO is the Medical Only PPO, which has no drug coverage.',
      'The Heart & Diabetes C-SNP is new in Illinois for 2026 and accepts diabetes, chronic heart failure and cardiovascular disorders in all nine counties.',
      'Every Illinois plan is rated three stars for 2026; do not describe any of them as highly rated.',
    ],
    ship: 'The Illinois Senior Health Insurance Program (SHIP), run by the Department on Aging, offers free counseling at sites across the Chicago area. Give clients the name when they want a neutral review.',
    trainings: [
      ['January 26, 2027, 10am', 'Chicago office, 233 S Wacker Dr, Suite 4100', 'The new Illinois C-SNP: conditions, doctor confirmation and care teams'],
      ['February 25, 2027, 1pm', 'Joliet, Will County meeting room (fictional venue)', 'Selling in Will, Kendall, Grundy and DeKalb: the plans sold there'],
    ],
    faq: [
      ['A Grundy County client wants a PPO with drug coverage. Can I offer one?', 'No. The Premium PPO is sold only in Cook, DuPage, Kane, Lake and McHenry counties. In Grundy the PPO option is the Medical Only PPO, which fits only clients with creditable drug coverage such as the VA.'],
      ['My client had the Giveback HMO in 2025. Can I re-enroll them in it?', 'No. The Giveback HMO, Premium HMO and Medical Only HMO were not renewed in Illinois for 2026.'],
    ],
  },
  IN: {
    license: 'The Indiana Department of Insurance licenses producers. You need an Indiana resident or non-resident license with the accident and health line, and an active Indiana appointment with Ceiba Health, before you present our Indianapolis-area plans. Certification for the D-SNP includes the Indiana PathWays module.',
    medicaid: 'Indiana Medicaid (the Indiana Health Coverage Programs) is run by FSSA; clients see their coverage in the FSSA Benefits Portal. Members 60 and over with full Medicaid are usually in Indiana PathWays for Aging, and our D-SNP coordinates with the PathWays plan they chose. Our Indiana D-SNP accepts every level, including QMB-only and SLMB-only clients.',
    fit: [
      'The Premium HMO and Core PPO (both 4.5 stars) are sold in Marion, Hamilton, Hendricks, Johnson, Hancock and Boone. Clients in Madison, Morgan, Shelby, Brown and Putnam choose among the Core HMO, the special needs plans and the Medical Only HMO.',
      'Brown County clients live far from network hospitals; review the directory with them, including urgent care in Columbus and Bloomington.',
      'The Indiana C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders in all eleven counties, and is rated 3.5 stars.',
    ],
    ship: 'Indiana SHIP offers free, unbiased counseling through local partners in central Indiana, including help with Extra Help and Medicare Savings Program applications.',
    trainings: [
      ['January 28, 2027, 10am', 'Indianapolis office, 111 Monument Circle, Suite 900', 'PathWays for Aging and the Indiana D-SNP'],
      ['March 9, 2027, 10am', 'Martinsville, Morgan County library room (fictional venue)', 'Outer-county clients: network hospitals and pharmacies'],
    ],
    faq: [
      ['Is the Core PPO available to a client in Madison County?', 'No. In 2026 it is sold only in Marion, Hamilton, Hendricks, Johnson, Hancock and Boone counties.'],
      ['A PathWays member wants our D-SNP. Do they lose their Medicaid plan?', 'No. They keep their PathWays plan for Medicaid services, and our D-SNP covers Medicare and coordinates with it.'],
    ],
  },
  KY: {
    license: 'The Kentucky Department of Insurance licenses producers. You need a Kentucky resident or non-resident license with the health line and an active Kentucky appointment with Ceiba Health. Agents from Southern Indiana often sell in Louisville on a non-resident license; the client must live in one of our eight Kentucky counties, not across the river.',
    medicaid: 'Kentucky Medicaid is run by the Cabinet for Health and Family Services; clients apply and check their status through kynect. Our Kentucky D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Ask for the Medicaid card and the latest kynect notice, and confirm the level in the portal before the appointment.',
    fit: [
      'Spencer, Henry, Meade and Trimble clients choose among the Core HMO, the Giveback HMO, the special needs plans and the Medical Only PPO; the Premium HMO is limited to the four inner counties, like both PPOs with drug coverage.',
      'The Giveback HMO, Premium HMO and Core PPO are new in Kentucky for 2026.',
      'The Kentucky C-SNP is for diabetes only.',
    ],
    ship: 'Kentucky SHIP offers free counseling through the Area Development Districts, including KIPDA for the Louisville area. Refer clients who want an unbiased second opinion.',
    trainings: [
      ['January 19, 2027, 1pm', 'Louisville office, 400 W Market St, Suite 2000', 'Eight plans, four counties: choosing between the Core PPO and Premium PPO'],
      ['February 17, 2027, 10am', 'Brandenburg, Meade County extension office room (fictional venue)', 'Selling in Meade, Trimble, Henry and Spencer counties'],
    ],
    faq: [
      ['My client lives in Jeffersonville, Indiana. Can they join?', 'No. Our Louisville plans are sold only to residents of the eight Kentucky counties. Clark and Floyd counties in Indiana are outside the service area.'],
      ['Are all Kentucky plans rated the same?', 'Most are rated three stars for 2026; the Premium HMO is rated 3.5. None qualifies for the five-star Special Enrollment Period.'],
    ],
  },
  MS: {
    license: 'The Mississippi Insurance Department licenses producers. You need a Mississippi resident or non-resident license with the accident and health line and an active Mississippi appointment with Ceiba Health before you present our Jackson-area plans.',
    medicaid: 'The Mississippi Division of Medicaid runs the program. Our Mississippi D-SNP takes only full-benefit levels, so check the level in the portal before every appointment: a client with a Division of Medicaid letter for QMB only does not qualify. Dual-eligible clients are generally not in MississippiCAN, so their Medicaid benefits stay fee-for-service, and our care coordinators work with the Division directly.',
    fit: [
      'The Premium PPO is sold in Hinds, Madison, Rankin and Copiah; in Simpson, Yazoo and Holmes the plans with drug coverage are the Core HMO, the Giveback HMO and the special needs plans.',
      'The Giveback HMO helps only clients who pay their own Part B premium. For QMB and SLMB clients, the state pays it.',
      'The C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders, which are common among our Jackson-area prospects.',
    ],
    ship: 'Mississippi SHIP (MS SHIP), run by the Department of Human Services through the Area Agencies on Aging, offers free counseling. Clients in Holmes and Yazoo counties can reach it by phone.',
    trainings: [
      ['January 14, 2027, 10am', 'Jackson office, 188 E Capitol St, Suite 800', 'Full-benefit levels and the Mississippi D-SNP'],
      ['February 18, 2027, 10am', 'Yazoo City, community center room (fictional venue)', 'Rural appointments: transportation, pharmacies and Medicare Savings Programs'],
    ],
    faq: [
      ['A QMB-only client in Hinds County wants help with costs. What do I say?', 'They do not qualify for our D-SNP, but QMB already protects them: Medicare providers may not bill them for Medicare cost sharing. Show them the Core HMO and mention that they also qualify for Extra Help with drug costs.'],
      ['Which Mississippi plans were dropped for 2026?', 'The Premium HMO, the Core PPO and the Medical Only PPO. The Medical Only HMO is new.'],
    ],
  },
  MO: {
    license: 'The Missouri Department of Commerce and Insurance licenses producers. You need a Missouri resident or non-resident license with the accident and health line and an active Missouri appointment with Ceiba Health. Agents from the Illinois Metro East sell in St. Louis on a non-resident license; clients must live on the Missouri side.',
    medicaid: 'Missouri Medicaid is MO HealthNet, and the Family Support Division determines eligibility. Our Missouri D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Clients can show the MO HealthNet card or their latest Family Support Division letter; confirm the level in the portal.',
    fit: [
      'The Premium HMO (4 stars) and Core PPO are new for 2026 and sold in St. Louis County, St. Louis City, St. Charles and Jefferson. Franklin, Lincoln and Warren clients choose among the Core HMO, Giveback HMO, special needs plans and Medical Only PPO.',
      'In Franklin, Lincoln and Warren the only PPO is the Medical Only PPO, which has no drug coverage.',
      'Clients who see doctors in Illinois should know that an HMO covers care outside our network only for emergencies and urgent care.',
    ],
    ship: 'Missouri\u2019s SHIP is CLAIM, which offers free counseling across the St. Louis area. It is independent of every plan; clients can ask CLAIM to check your comparison.',
    trainings: [
      ['January 20, 2027, 10am', 'Clayton office, 7700 Forsyth Blvd, Suite 1100', 'The new Premium HMO and Core PPO: where they are sold'],
      ['March 3, 2027, 10am', 'Washington, Franklin County civic room (fictional venue)', 'Outer counties: network hospitals and the Medical Only PPO'],
    ],
    faq: [
      ['My client had the Premium PPO in 2025. Is it still sold?', 'No, the Premium PPO was not renewed in Missouri for 2026. The Core PPO is new and sold in the four inner counties.'],
      ['Can a client with VA care choose the Medical Only PPO?', 'Yes. VA drug coverage is creditable, so the Medical Only PPO can fit; a client without other drug coverage would face a late enrollment penalty later.'],
    ],
  },
  NC: {
    license: 'The North Carolina Department of Insurance licenses producers. You need a North Carolina resident or non-resident license with the accident and health line and an active North Carolina appointment with Ceiba Health. Charlotte agents who live in York or Lancaster County, South Carolina, sell here on a non-resident license.',
    medicaid: 'NC Medicaid is run by the Department of Health and Human Services; clients can apply and check their status through ePASS. Our North Carolina D-SNP accepts every Medicaid level, including QMB-only and SLMB-only clients; check the level in the portal before the appointment.',
    fit: [
      'The Premium PPO is sold in Mecklenburg, Union, Cabarrus and Gaston; in Iredell, Rowan, Lincoln and Anson the PPO option is the Medical Only PPO, without drug coverage.',
      'The Core HMO, C-SNP and Medical Only PPO are rated 4.5 stars for 2026. The North Carolina C-SNP is for diabetes only.',
      'The Giveback HMO and Premium HMO were not renewed for 2026.',
    ],
    ship: 'North Carolina SHIIP (the Seniors\u2019 Health Insurance Information Program), part of the Department of Insurance, offers free, unbiased counseling. Clients can ask SHIIP for help with Extra Help and Medicare Savings Program applications.',
    trainings: [
      ['January 21, 2027, 10am', 'Charlotte office, 201 S Tryon St, Suite 1200', 'NC Medicaid Direct and the North Carolina D-SNP'],
      ['February 16, 2027, 10am', 'Salisbury, Rowan County meeting room (fictional venue)', 'Iredell, Rowan, Lincoln and Anson: the plans and the network'],
    ],
    faq: [
      ['My client sees a cardiologist in Rock Hill, South Carolina. Which plan?', 'Only a PPO covers routine out-of-network care, at a higher cost share. In Mecklenburg, Union, Cabarrus and Gaston that is the Premium PPO; check the doctor in the directory first.'],
      ['Are Anson County clients eligible for every plan?', 'No. The Premium PPO is not sold there; the other plans are.'],
    ],
  },
  OH: {
    license: 'The Ohio Department of Insurance licenses producers. You need an Ohio resident or non-resident license with the accident and health line and an active Ohio appointment with Ceiba Health. Ohio is one of our original states, so many Columbus agents have been appointed with us since 2019; check that your appointment was renewed for 2026.',
    medicaid: 'Ohio Medicaid eligibility is handled through Ohio Benefits and the county job and family services offices. Our Ohio D-SNP accepts every Medicaid level, including QMB-only and SLMB-only clients. Ask MyCare Ohio members for their current plan card and run the portal check: their Medicaid benefits may be delivered differently after they join us.',
    fit: [
      'Franklin, Delaware, Licking, Fairfield and Pickaway have seven plans, including the Premium HMO, Core PPO and Premium PPO. Madison, Union, Morrow, Hocking and Perry clients choose among the Core HMO (4 stars), the special needs plans and the Medical Only HMO.',
      'The Premium HMO, Core PPO and Medical Only HMO are new for 2026; the Giveback HMO and Medical Only PPO were not renewed.',
      'The C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
    ],
    ship: 'OSHIIP (the Ohio Senior Health Insurance Information Program), part of the Ohio Department of Insurance, counsels Medicare beneficiaries for free. Refer clients who want a neutral comparison.',
    trainings: [
      ['January 13, 2027, 1pm', 'Columbus office, 250 S High St, Suite 700', 'MyCare Ohio members and the D-SNP'],
      ['February 10, 2027, 10am', 'Logan, Hocking County library room (fictional venue)', 'Rural Hocking, Perry and Morrow counties: HMO networks and rides'],
    ],
    faq: [
      ['My client had the Giveback HMO in 2025. What happened?', 'It was not renewed in Ohio for 2026. Check the client\u2019s current plan in the portal; they may now be in another Ceiba plan or with another carrier.'],
      ['Is the Core PPO sold in Union County?', 'No. It is sold in Franklin, Delaware, Licking, Fairfield and Pickaway counties only.'],
    ],
  },
  OR: {
    license: 'Oregon producers are licensed by the Division of Financial Regulation in the Department of Consumer and Business Services. You need an Oregon resident or non-resident license with the health line and an active Oregon appointment with Ceiba Health. Agents who live in Vancouver, Washington, sell in Portland on a non-resident license.',
    medicaid: 'Oregon Medicaid is the Oregon Health Plan (OHP), and eligibility is handled through the ONE system. Our Oregon D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Clients can show the Oregon Health ID card or an OHP notice; confirm the level in the portal before the appointment.',
    fit: [
      'Oregon has our highest ratings: the Core HMO, Core PPO, C-SNP and Medical Only PPO are rated five stars for 2026, so eligible clients may join one of them once between December 8 and November 30 under the five-star Special Enrollment Period.',
      'Clients who had the 2025 Premium PPO (not renewed) and live in Multnomah, Washington or Clackamas usually compare the Core PPO with the Core HMO.',
      'Clients living in Clark County, Washington, are outside our service area even if their doctors are in Portland.',
    ],
    ship: 'SHIBA (Senior Health Insurance Benefits Assistance) is Oregon\u2019s SHIP, part of the Division of Financial Regulation. Give clients the name; counselors meet people across the Portland area.',
    trainings: [
      ['January 25, 2027, 10am', 'Portland office, 1211 SW 5th Ave, Suite 1500', 'Five-star plans and the five-star Special Enrollment Period'],
      ['March 8, 2027, 10am', 'McMinnville, Yamhill County meeting room (fictional venue)', 'Columbia and Yamhill: the plans sold there and the hospitals'],
    ],
    faq: [
      ['Can I use the five-star period to move a client to the Medical Only PPO?', 'Only if the client has creditable drug coverage such as the VA. The Medical Only PPO has no Part D, and moving into it ends other Part D coverage.'],
      ['Which plans were dropped in Oregon for 2026?', 'The Giveback HMO, the Premium PPO and the Medical Only HMO. The Medical Only PPO is new.'],
    ],
  },
  PA: {
    license: 'The Pennsylvania Insurance Department licenses producers. You need a Pennsylvania resident or non-resident license with the accident and health line and an active Pennsylvania appointment with Ceiba Health. South Jersey and Delaware agents often sell in Philadelphia on a non-resident license.',
    medicaid: 'Pennsylvania Medicaid is Medical Assistance, administered by the Department of Human Services; clients manage it through COMPASS. Dual-eligible clients in the five counties are usually in Community HealthChoices. Our Pennsylvania D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+); confirm the level in the portal.',
    fit: [
      'Philadelphia, Bucks and Chester have seven plans, including the Giveback HMO (new for 2026), Premium HMO and Core PPO (4 stars). Delaware and Montgomery county clients choose among the Core HMO, the special needs plans and the Medical Only HMO.',
      'The Pennsylvania C-SNP is for diabetes only.',
      'The Premium PPO was not renewed for 2026.',
    ],
    ship: 'PA MEDI (Pennsylvania Medicare Education and Decision Insight), run by the Department of Aging, offers free counseling through the Area Agencies on Aging in all five counties.',
    trainings: [
      ['January 27, 2027, 10am', 'Philadelphia office, 1650 Market St, Suite 3600', 'Community HealthChoices and the Pennsylvania D-SNP'],
      ['February 24, 2027, 1pm', 'Norristown, Montgomery County meeting room (fictional venue)', 'Delaware and Montgomery counties: the plans sold there'],
    ],
    faq: [
      ['My client lives in Delaware County and uses Wilmington hospitals. Which plan?', 'Our Pennsylvania PPO is not sold in Delaware County, so check whether those hospitals are in the HMO network. Our Delaware plans are sold only to residents of Delaware.'],
      ['A client is in a LIFE program. Should I propose our plans?', 'No. LIFE is Pennsylvania\u2019s name for the PACE model, which covers all Medicare and Medicaid services; a client who is happy in LIFE should stay there.'],
    ],
  },
  SC: {
    license: 'The South Carolina Department of Insurance licenses producers. You need a South Carolina resident or non-resident license with the accident and health line and an active South Carolina appointment with Ceiba Health. Agents from Charlotte who sell in Columbia need the South Carolina appointment separately.',
    medicaid: 'South Carolina Medicaid is Healthy Connections, run by the Department of Health and Human Services (SCDHHS). Our South Carolina D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Clients can show the Healthy Connections card or an SCDHHS letter; confirm the level in the portal.',
    fit: [
      'Fairfield, Calhoun and Saluda clients choose among the Core HMO, the special needs plans and the Medical Only HMO; the other four plans are not sold there.',
      'The Heart & Diabetes C-SNP is new in South Carolina for 2026 and accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Military retirees near Fort Jackson often have TRICARE For Life; tell them honestly when a Medicare Advantage plan adds little.',
    ],
    ship: 'I-CARE (Insurance Counseling Assistance and Referrals for Elders) is South Carolina\u2019s SHIP, offered through the regional Area Agencies on Aging.',
    trainings: [
      ['January 12, 2027, 10am', 'Columbia office, 1441 Main St, Suite 900', 'Eight plans: the Premium HMO versus the Premium PPO'],
      ['February 22, 2027, 10am', 'Camden, Kershaw County meeting room (fictional venue)', 'The new C-SNP and doctor confirmation'],
    ],
    faq: [
      ['Is the Giveback HMO sold in Saluda County?', 'No. It is sold in Richland, Lexington and Kershaw counties only.'],
      ['Which South Carolina plan has the highest rating?', 'The Giveback HMO and the C-SNP are rated four stars for 2026.'],
    ],
  },
  TN: {
    license: 'The Tennessee Department of Commerce and Insurance licenses producers. You need a Tennessee resident or non-resident license with the accident and health line and an active Tennessee appointment with Ceiba Health. Kentucky agents who sell in Sumner and Robertson counties need a Tennessee non-resident license.',
    medicaid: 'Tennessee Medicaid is TennCare; clients check their status through TennCare Connect. Our Tennessee D-SNP accepts every Medicaid level, including QMB-only and SLMB-only clients. Ask for the TennCare card or a TennCare Connect notice and confirm the level in the portal.',
    fit: [
      'The Premium HMO (4 stars) and Premium PPO (4.5 stars) are sold in Davidson, Williamson, Rutherford, Sumner, Wilson, Maury and Robertson. The other seven counties, from Dickson to Cannon, have no PPO.',
      'The Giveback HMO (4 stars) is sold in all fourteen counties; it helps only clients who pay their own Part B premium.',
      'The Heart & Diabetes C-SNP is new in Tennessee for 2026 and is rated 4.5 stars.',
    ],
    ship: 'Tennessee SHIP, run by the Commission on Aging and Disability through the Area Agencies on Aging, offers free counseling across Middle Tennessee.',
    trainings: [
      ['January 26, 2027, 10am', 'Nashville office, 511 Union St, Suite 1400', 'The new C-SNP and the Premium PPO'],
      ['March 10, 2027, 10am', 'Lafayette, Macon County meeting room (fictional venue)', 'Rural counties: specialists within an hour of home'],
    ],
    faq: [
      ['Is the Premium PPO sold in Cheatham County?', 'No. It is sold in Davidson, Williamson, Rutherford, Sumner, Wilson, Maury and Robertson only.'],
      ['Can a TennCare CHOICES member join our D-SNP?', 'Yes, if they have Medicare Part A and B; we coordinate with their TennCare plan.'],
    ],
  },
  TX: {
    license: 'The Texas Department of Insurance licenses producers. You need a Texas General Lines \u2013 Life, Accident and Health license (or a non-resident equivalent) and an active Texas appointment with Ceiba Health. Texas has two metros, Houston and San Antonio, and the portal shows Ready to sell for each.',
    medicaid: 'Texas Medicaid for people with Medicare is usually STAR+PLUS; clients check their status through YourTexasBenefits. Our Texas D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+) in both metros. Ask for the Medicaid card and the STAR+PLUS plan name, and confirm in the portal.',
    fit: [
      'Houston: the Giveback HMO (5 stars) and Premium PPO are sold in Harris, Fort Bend, Montgomery, Brazoria and Galveston; Liberty, Waller, Chambers and Austin clients choose among the Core HMO, special needs plans and Medical Only HMO.',
      'San Antonio: the Core PPO (5 stars) and Giveback HMO are sold in Bexar, Comal, Guadalupe and Medina; Wilson, Atascosa, Bandera and Kendall clients have the other plans.',
      'The C-SNP differs by metro: diabetes only in Houston (5 stars); diabetes, chronic heart failure or cardiovascular disorders in San Antonio.',
    ],
    ship: 'HICAP (Health Information, Counseling and Advocacy Program) is the Texas SHIP, run by the Health and Human Services Commission through the Area Agencies on Aging.',
    trainings: [
      ['January 20, 2027, 10am', 'Houston office, 1330 Post Oak Blvd, Suite 1600', 'STAR+PLUS and the Texas D-SNP'],
      ['February 17, 2027, 10am', 'San Antonio desk, 300 Convent St', 'The five-star Core PPO and military retirees near Joint Base San Antonio'],
    ],
    faq: [
      ['Which Texas plans qualify for the five-star period?', 'In Houston, the Giveback HMO and the C-SNP; in San Antonio, the Core PPO.'],
      ['What happens after a hurricane?', 'When FEMA or the state declares a disaster, affected clients may get a Special Enrollment Period. Check the portal alerts for the counties covered and the dates.'],
    ],
  },
  WA: {
    license: 'The Washington Office of the Insurance Commissioner licenses producers. You need a Washington resident or non-resident license with the disability (health) line and an active Washington appointment with Ceiba Health. Portland agents who sell in Seattle need the Washington license separately.',
    medicaid: 'Washington Medicaid is Apple Health, run by the Health Care Authority; clients manage it through Washington Connection. Our Washington D-SNP is rated five stars for 2026 and accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Confirm the level in the portal before the appointment.',
    fit: [
      'The Giveback HMO (5 stars) and the new Premium PPO are sold in King and Pierce; Snohomish clients choose among the Core HMO, the special needs plans and the Medical Only HMO (5 stars).',
      'The C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Military retirees near Joint Base Lewis-McChord in Pierce County often have TRICARE For Life.',
    ],
    ship: 'SHIBA (Statewide Health Insurance Benefits Advisors) is Washington\u2019s SHIP, run by the Office of the Insurance Commissioner.',
    trainings: [
      ['January 14, 2027, 10am', 'Seattle office, 1201 3rd Ave, Suite 2300', 'Five-star plans and the new Premium PPO'],
      ['February 25, 2027, 10am', 'Everett, Snohomish County meeting room (fictional venue)', 'Selling in Snohomish: the plans sold there'],
    ],
    faq: [
      ['Which Washington plans qualify for the five-star period?', 'The Giveback HMO, the D-SNP and the Medical Only HMO.'],
      ['Is the Core PPO still sold?', 'No. It was not renewed for 2026; the Premium PPO is new.'],
    ],
  },
  DE: {
    license: 'The Delaware Department of Insurance licenses producers. You need a Delaware resident or non-resident license with the health line and an active Delaware appointment with Ceiba Health. Delaware is new for 2026, so every agent here was appointed with us for the first time this year; many hold a Delaware non-resident license alongside a Pennsylvania or Maryland resident one.',
    medicaid: 'Delaware Medicaid is run by the Division of Medicaid and Medical Assistance (DMMA), and clients manage their case through Delaware ASSIST. Long-term care is delivered through the Diamond State Health Plan Plus. Our Delaware D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+), so a client with a Medicare Savings Program alone should be shown the Core HMO. Confirm the level in the portal before you drive to Dover or Georgetown.',
    fit: [
      'The Core PPO and Premium PPO are sold in New Castle and Kent. Sussex County clients choose among the Core HMO, the Giveback HMO, the special needs plans and the Medical Only HMO.',
      'The Delaware C-SNP is for diabetes only; a client with heart failure and no diabetes does not qualify.',
      'Wilmington clients who see Philadelphia doctors should compare the Core PPO with the Premium PPO, because an HMO covers care outside its network only for emergencies and urgent care.',
    ],
    ship: 'The Delaware Medicare Assistance Bureau (DMAB), part of the Department of Insurance, is Delaware\u2019s SHIP. Its counselors meet clients in all three counties, and seasonal Sussex residents often use it to check whether they can enroll at all.',
    trainings: [
      ['January 19, 2027, 10am', 'Wilmington office, 1201 N Orange St, Suite 600', 'Our first Delaware year: the application errors we saw most'],
      ['February 16, 2027, 10am', 'Georgetown, Sussex County meeting room (fictional venue)', 'Sussex County: seasonal residents, permanent address and the plans sold there'],
    ],
    faq: [
      ['Why do Delaware plans show no star rating?', 'They are under a new contract, H4016, which Medicare rates only once it has enough years of data. Say the plan is not yet rated; never imply a rating it does not have.'],
      ['A client lives in Maryland and works in Newark. Can they join?', 'No. Eligibility follows the permanent home, not the workplace, and our Delaware plans are sold only to residents of New Castle, Kent and Sussex counties.'],
    ],
  },
  IA: {
    license: 'The Iowa Insurance Division licenses producers. You need an Iowa resident or non-resident license with the accident and health line and an active Iowa appointment with Ceiba Health. Iowa is new for 2026; Omaha agents who also sell in Des Moines need both the Nebraska and the Iowa appointment.',
    medicaid: 'Iowa Medicaid is run by Iowa Health and Human Services, and full-benefit members usually receive it through IA Health Link. Our Iowa D-SNP accepts every Medicaid level, including QMB-only, SLMB-only, QI and QDWI clients, so partial duals qualify here even though they do not in neighboring Nebraska. Ask for the Medicaid card or the latest HHS notice and confirm the level in the portal.',
    fit: [
      'Polk, Dallas and Warren clients who want specialists without referrals can compare the Premium PPO with the Core HMO; Madison, Guthrie and Jasper clients have the Core HMO, the special needs plans and the Medical Only PPO.',
      'The Iowa C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Our Iowa plans share contract H4163 with Kansas; it is new for 2026 and not yet rated.',
    ],
    ship: 'Iowa SHIIP (the Senior Health Insurance Information Program) offers free, confidential counseling through local sites in the Des Moines area. Give clients the name when they want someone neutral to look at your comparison.',
    trainings: [
      ['January 21, 2027, 10am', 'Des Moines office, 699 Walnut St, Suite 1600', 'Partial duals and the Iowa D-SNP: reading an HHS notice'],
      ['March 4, 2027, 10am', 'Newton, Jasper County meeting room (fictional venue)', 'Guthrie and Jasper counties: pharmacies, rides and the Medical Only PPO'],
    ],
    faq: [
      ['A Jasper County client wants the Premium PPO. Can I enroll them?', 'No. In 2026 the Premium PPO is sold only in Polk, Dallas and Warren counties. Show the Core HMO, and check their Newton and Des Moines doctors in the directory.'],
      ['Can a client keep a stand-alone Part D plan with the Medical Only PPO?', 'No. Joining a Medicare Advantage PPO without drug coverage ends the stand-alone Part D plan. It fits clients with creditable drug coverage, such as the VA.'],
    ],
  },
  KS: {
    license: 'The Kansas Insurance Department licenses producers. You need a Kansas resident or non-resident license with the accident and health line and an active Kansas appointment with Ceiba Health before you present our Wichita-area plans. Kansas is new for 2026, and your appointment covers Sedgwick, Butler, Harvey and Sumner counties.',
    medicaid: 'Kansas Medicaid is KanCare; eligibility is handled by the Kansas Department of Health and Environment and services by the KanCare managed care plans. Our Kansas D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+) and coordinates with the client\u2019s KanCare plan. A client with a Medicare Savings Program alone does not qualify; confirm the level in the portal first.',
    fit: [
      'The Giveback HMO and Premium PPO are sold in Sedgwick and Butler. Harvey and Sumner clients choose among the Core HMO, the special needs plans and the Medical Only PPO.',
      'The Kansas C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Military retirees near McConnell Air Force Base often have TRICARE For Life; tell them honestly when a Medicare Advantage plan adds little.',
    ],
    ship: 'SHICK (Senior Health Insurance Counseling for Kansas) offers free counseling through the Area Agencies on Aging, including the Central Plains agency for Wichita.',
    trainings: [
      ['January 26, 2027, 10am', 'Wichita office, 125 N Market St, Suite 1100', 'KanCare plans and the Kansas D-SNP: who coordinates what'],
      ['February 23, 2027, 10am', 'Newton, Harvey County meeting room (fictional venue)', 'Harvey and Sumner counties: hospitals in Newton and Wellington'],
    ],
    faq: [
      ['Is the Giveback HMO sold in Harvey County?', 'No. It is sold only in Sedgwick and Butler counties in 2026, as is the Premium PPO.'],
      ['Why are Kansas plans not rated?', 'They share contract H4163 with Iowa, which is new for 2026. Medicare rates a contract once it has enough data.'],
    ],
  },
  LA: {
    license: 'The Louisiana Department of Insurance licenses producers. You need a Louisiana resident or non-resident license with the health line and an active Louisiana appointment with Ceiba Health. Louisiana is new for 2026; Texas agents who add New Orleans need the Louisiana appointment even though the plans sit under the same contract.',
    medicaid: 'Louisiana Medicaid is run by the Louisiana Department of Health (LDH). Our Louisiana D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). A client whose LDH letter shows QMB or SLMB alone should be shown the Core HMO; the Giveback HMO\u2019s Part B reduction does not reach clients whose Part B premium the state pays.',
    fit: [
      'The Premium PPO is sold in Orleans, Jefferson, St. Tammany and St. Bernard parishes. St. Charles, St. John the Baptist, Plaquemines and St. James clients choose among the HMOs and the special needs plans.',
      'Louisiana plans are under our Texas contract (H3222) and carry its ratings: the Giveback HMO and the D-SNP are rated five stars, so the five-star Special Enrollment Period applies to them.',
      'The Louisiana C-SNP is for diabetes only.',
    ],
    ship: 'Louisiana SHIIP (the Senior Health Insurance Information Program), part of the Department of Insurance, offers free counseling across the New Orleans area.',
    trainings: [
      ['January 13, 2027, 10am', 'New Orleans office, 701 Poydras St, Suite 2700', 'Five-star plans in a new state: what you may and may not say'],
      ['March 2, 2027, 10am', 'Covington, St. Tammany Parish meeting room (fictional venue)', 'Hurricane season: disaster Special Enrollment Periods and paper backups'],
    ],
    faq: [
      ['Can I say a Louisiana plan is rated five stars if it is new here?', 'Yes, for the Giveback HMO and the D-SNP: the rating belongs to the contract, which also covers Texas. Use the approved wording in the storefront materials.'],
      ['A Plaquemines Parish client wants a PPO. What can I offer?', 'None of our PPOs is sold in Plaquemines Parish in 2026. Offer the Core HMO or Giveback HMO after checking their doctors, or tell them plainly that another carrier may suit them better.'],
    ],
  },
  NE: {
    license: 'The Nebraska Department of Insurance licenses producers. You need a Nebraska resident or non-resident license with the health line and an active Nebraska appointment with Ceiba Health. Nebraska is new for 2026; Council Bluffs agents who sell in Omaha hold a Nebraska non-resident license.',
    medicaid: 'Nebraska Medicaid is Heritage Health, run by the Department of Health and Human Services; clients manage their case through iServe Nebraska. Our Nebraska D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Ask for the Heritage Health card and confirm the level in the portal.',
    fit: [
      'The Giveback HMO and Premium PPO are sold in Douglas, Sarpy and Cass. Saunders and Washington clients choose among the Core HMO, the special needs plans and the Medical Only HMO.',
      'The Nebraska C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Clients living in Council Bluffs or elsewhere in Pottawattamie County, Iowa, are outside our service area, even if they use Omaha doctors.',
    ],
    ship: 'Nebraska SHIP, part of the Department of Insurance, offers free counseling through trained volunteers in the Omaha area.',
    trainings: [
      ['January 27, 2027, 10am', 'Omaha office, 1299 Farnam St, Suite 800', 'Offutt retirees, TRICARE For Life and honest advice'],
      ['March 9, 2027, 10am', 'Blair, Washington County meeting room (fictional venue)', 'Saunders and Washington counties: the plans sold there'],
    ],
    faq: [
      ['Are Nebraska plans rated?', 'Not yet. Contract H4310 is new for 2026; say so if a client asks.'],
      ['Is the Premium PPO sold in Saunders County?', 'No. It is sold only in Douglas, Sarpy and Cass counties.'],
    ],
  },
  NM: {
    license: 'The New Mexico Office of Superintendent of Insurance licenses producers. You need a New Mexico resident or non-resident license with the health line and an active New Mexico appointment with Ceiba Health. New Mexico is new for 2026, and Spanish-language appointments are common, so note your languages in your portal profile.',
    medicaid: 'New Mexico Medicaid is Turquoise Care, run by the Health Care Authority; clients apply and check their case through YES New Mexico. Our New Mexico D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+) and coordinates with the client\u2019s Turquoise Care plan. Confirm the level in the portal.',
    fit: [
      'The Premium HMO is sold in Bernalillo and Sandoval. Valencia and Torrance clients choose among the Core HMO, the Giveback HMO, the special needs plans and the Medical Only HMO.',
      'There is no PPO in New Mexico for 2026: clients who need out-of-network doctors should hear so.',
      'New Mexico plans are under our Arizona contract (H0321) and carry its ratings: the D-SNP and Medical Only HMO are rated 4.5 stars.',
    ],
    ship: 'New Mexico SHIP, run by the Aging and Long-Term Services Department, offers free counseling in English and Spanish.',
    trainings: [
      ['January 28, 2027, 10am', 'Albuquerque office, 6100 Uptown Blvd NE, Suite 500', 'Turquoise Care and the New Mexico D-SNP'],
      ['March 11, 2027, 10am', 'Los Lunas, Valencia County meeting room (fictional venue)', 'Spanish-language appointments and the Spanish application'],
    ],
    faq: [
      ['Is there a PPO in New Mexico?', 'No. For 2026 we sell only HMOs and special needs plans in Bernalillo, Sandoval, Valencia and Torrance counties.'],
      ['Can a Torrance County client join the Premium HMO?', 'No. The Premium HMO is sold only in Bernalillo and Sandoval counties; Torrance clients can compare the Core HMO and the Giveback HMO.'],
    ],
  },
  OK: {
    license: 'The Oklahoma Insurance Department licenses producers. You need an Oklahoma resident or non-resident license with the accident and health line and an active Oklahoma appointment with Ceiba Health. Oklahoma is new for 2026 in seven counties around Oklahoma City.',
    medicaid: 'Oklahoma Medicaid is SoonerCare, run by the Oklahoma Health Care Authority; clients can see their coverage in mySoonerCare. Our Oklahoma D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Confirm the level in the portal before the appointment.',
    fit: [
      'In McClain, Grady and Lincoln the Core HMO is the only plan with drug coverage for clients without Medicaid or a qualifying condition.',
      'The Oklahoma C-SNP is for diabetes only.',
      'Contract H4457 is new for 2026 and not yet rated.',
    ],
    ship: 'The Oklahoma Medicare Assistance Program (MAP), part of the Insurance Department, offers free counseling.',
    trainings: [
      ['January 12, 2027, 10am', 'Oklahoma City office, 100 N Broadway Ave, Suite 2900', 'Two PPOs with drug coverage: Core or Premium?'],
      ['February 9, 2027, 10am', 'Chickasha, Grady County meeting room (fictional venue)', 'Rural Grady, McClain and Lincoln counties: pharmacy access'],
    ],
    faq: [
      ['Is the Core PPO sold in Grady County?', 'No. Both PPOs with drug coverage are sold only in Oklahoma, Cleveland, Canadian and Logan counties.'],
      ['Can tribal citizens keep their clinic?', 'Yes. American Indian and Alaska Native clients may use Indian Health Service and tribal facilities at no cost with any plan.'],
    ],
  },
  UT: {
    license: 'The Utah Insurance Department licenses producers. You need a Utah resident or non-resident license with the accident and health line and an active Utah appointment with Ceiba Health. Utah is new for 2026, in Salt Lake and Tooele counties only.',
    medicaid: 'Utah Medicaid eligibility is determined by the Department of Workforce Services, and clients see their case in myCase. Our Utah D-SNP accepts every Medicaid level, including QMB-only, SLMB-only, QI and QDWI clients. Confirm the level in the portal.',
    fit: [
      'The Core PPO and Premium PPO are sold in Salt Lake County only. Tooele clients choose among the Core HMO, the special needs plans and the Medical Only HMO.',
      'The Utah C-SNP accepts diabetes, chronic heart failure and cardiovascular disorders.',
      'Contract H4604 is new for 2026 and not yet rated.',
    ],
    ship: 'Utah SHIP, run through the Area Agencies on Aging, offers free counseling in Salt Lake and Tooele counties.',
    trainings: [
      ['January 20, 2027, 10am', 'Salt Lake City office, 222 S Main St, Suite 1700', 'Partial duals and the Utah D-SNP'],
      ['February 24, 2027, 10am', 'Tooele meeting room (fictional venue)', 'Tooele County: commuting to Salt Lake City for care'],
    ],
    faq: [
      ['Is a PPO sold in Tooele County?', 'No. Both PPOs are sold only in Salt Lake County in 2026.'],
      ['Can a QMB-only client join the Utah D-SNP?', 'Yes. The Utah D-SNP accepts every Medicaid level.'],
    ],
  },
  VA: {
    license: 'The Virginia Bureau of Insurance, part of the State Corporation Commission, licenses producers. You need a Virginia resident or non-resident license with the accident and sickness line and an active Virginia appointment with Ceiba Health. Virginia is new for 2026 around Richmond.',
    medicaid: 'Virginia Medicaid is Cardinal Care, run by the Department of Medical Assistance Services; clients apply through CommonHelp and their local department of social services. Our Virginia D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+). Confirm the level in the portal.',
    fit: [
      'The Premium HMO and Premium PPO are sold in Richmond City, Henrico, Chesterfield, Hanover, Petersburg and Hopewell. Colonial Heights, Goochland, Powhatan, New Kent, Prince George and Dinwiddie clients choose among the Core HMO, the D-SNP and the Medical Only HMO.',
      'The Premium PPO is the only PPO in Virginia for 2026, so clients outside its six localities who need out-of-network doctors should hear that we cannot offer one.',
      'Contract H4751 is new for 2026 and not yet rated.',
    ],
    ship: 'VICAP (the Virginia Insurance Counseling and Assistance Program) offers free counseling through the Area Agencies on Aging.',
    trainings: [
      ['January 21, 2027, 10am', 'Richmond office, 901 E Byrd St, Suite 1200', 'Cardinal Care and the Virginia D-SNP'],
      ['March 3, 2027, 10am', 'Prince George County meeting room (fictional venue)', 'Military retirees near Fort Gregg-Adams'],
    ],
    faq: [
      ['Can a Goochland County client join the Premium HMO?', 'No. The Premium HMO and Premium PPO are sold only in Richmond City, Henrico, Chesterfield, Hanover, Petersburg and Hopewell. Goochland clients can choose the Core HMO, the D-SNP if they qualify, or the Medical Only HMO.'],
      ['Are Virginia plans rated?', 'Not yet. Contract H4751 is new for 2026.'],
    ],
  },
}
