/**
 * Demo content: the owners, stories, updates and donors a fresh demo database
 * is seeded with. Pure data, original and fictional; every person named here
 * is invented. Money is whole pesewas; amounts quoted inside the text are in
 * cedis and add up to each story's goal.
 */
import type { CampaignCategory, CampaignRelationship } from '../../contract/rules/campaign';
import type { GhanaRegion } from '../../contract/rules/ghana';

export interface DemoOwner {
  /** kebab-case, unique. */
  key: string;
  fullName: string;
  /** Lower-case, unique, always @example.com. */
  email: string;
  region: GhanaRegion;
  /** +233 followed by nine digits. */
  phone: string;
  /** Whether the owner's Ghana Card has been verified. */
  verified: boolean;
}

export interface DemoUpdate {
  title: string;
  /** Plain text. */
  body: string;
  daysAgo: number;
  /** The "what the money achieved" update of a completed story. */
  impact?: boolean;
}

export interface DemoStory {
  /** kebab-case, unique, at most 60 characters. */
  key: string;
  /** 'owner' for the demo campaign owner account (Kwame Asante), or a DemoOwner key. */
  ownerKey: string;
  title: string;
  summary: string;
  /** Plain text, paragraphs separated by a blank line. */
  story: string;
  category: CampaignCategory;
  region: GhanaRegion;
  beneficiary: string;
  /** Who the owner is to the beneficiary. */
  relationship: CampaignRelationship;
  /** Whole pesewas, a multiple of 100. */
  goal: number;
  /** Target percent of the goal raised by demo donations (0–140). */
  raisedPercent: number;
  /** How many demo donations (0–60); 0 exactly when raisedPercent is 0. */
  donations: number;
  status: 'active' | 'completed' | 'pending' | 'rejected';
  createdDaysAgo: number;
  /** Days from today: positive for active, negative (past) for completed. */
  deadlineInDays: number;
  /** Only for 'rejected'. */
  rejectionReason?: string;
  updates: DemoUpdate[];
}

const paragraphs = (...parts: string[]): string => parts.join('\n\n');
const cedis = (amount: number): number => amount * 100;

export const demoOwners: DemoOwner[] = [
  {
    key: 'ama-owusu',
    fullName: 'Ama Owusu',
    email: 'ama.owusu@example.com',
    region: 'Greater Accra',
    phone: '+233244318276',
    verified: true,
  },
  {
    key: 'yaw-boateng',
    fullName: 'Yaw Boateng',
    email: 'yaw.boateng@example.com',
    region: 'Ashanti',
    phone: '+233208451937',
    verified: true,
  },
  {
    key: 'akosua-darko',
    fullName: 'Akosua Darko',
    email: 'akosua.darko@example.com',
    region: 'Eastern',
    phone: '+233541276093',
    verified: false,
  },
  {
    key: 'abdul-rahman-issahaku',
    fullName: 'Abdul-Rahman Issahaku',
    email: 'abdulrahman.issahaku@example.com',
    region: 'Northern',
    phone: '+233243905162',
    verified: true,
  },
  {
    key: 'adwoa-agyeman',
    fullName: 'Adwoa Agyeman',
    email: 'adwoa.agyeman@example.com',
    region: 'Bono',
    phone: '+233557348210',
    verified: true,
  },
  {
    key: 'selorm-agbeko',
    fullName: 'Selorm Agbeko',
    email: 'selorm.agbeko@example.com',
    region: 'Volta',
    phone: '+233246017839',
    verified: true,
  },
  {
    key: 'esi-quansah',
    fullName: 'Esi Quansah',
    email: 'esi.quansah@example.com',
    region: 'Central',
    phone: '+233501623947',
    verified: false,
  },
  {
    key: 'ayuba-azure',
    fullName: 'Ayuba Azure',
    email: 'ayuba.azure@example.com',
    region: 'Upper East',
    phone: '+233249781305',
    verified: true,
  },
  {
    key: 'mariama-seidu',
    fullName: 'Mariama Seidu',
    email: 'mariama.seidu@example.com',
    region: 'Savannah',
    phone: '+233554092716',
    verified: false,
  },
  {
    key: 'nana-yaa-frimpong',
    fullName: 'Nana Yaa Frimpong',
    email: 'nanayaa.frimpong@example.com',
    region: 'Western North',
    phone: '+233277560841',
    verified: true,
  },
  {
    key: 'kwabena-ofori',
    fullName: 'Kwabena Ofori',
    email: 'kwabena.ofori@example.com',
    region: 'Bono East',
    phone: '+233509837162',
    verified: false,
  },
  { key: 'efua-ansah', fullName: 'Efua Ansah', email: 'efua.ansah@example.com', region: 'Western', phone: '+233262148095', verified: true },
  {
    key: 'bernard-dery',
    fullName: 'Bernard Dery',
    email: 'bernard.dery@example.com',
    region: 'Upper West',
    phone: '+233245670318',
    verified: false,
  },
  { key: 'gifty-kumah', fullName: 'Gifty Kumah', email: 'gifty.kumah@example.com', region: 'Oti', phone: '+233543219870', verified: true },
  {
    key: 'fuseini-alhassan',
    fullName: 'Fuseini Alhassan',
    email: 'fuseini.alhassan@example.com',
    region: 'Northern',
    phone: '+233559064127',
    verified: false,
  },
];

export const demoStories: DemoStory[] = [
  // ── Medical ────────────────────────────────────────────────────────────────
  {
    key: 'dialysis-for-kwesi-at-korle-bu',
    ownerKey: 'ama-owusu',
    title: 'Keep Kwesi on dialysis at Korle Bu',
    summary:
      'My brother Kwesi, 34, needs dialysis twice a week at Korle Bu. Help us cover six months of sessions, medicines and transport.',
    story: paragraphs(
      'My younger brother Kwesi is 34 and teaches ICT at a junior high school in Dansoman. Early this year he started feeling tired all the time and his feet swelled. After many tests, the doctors at Korle Bu Teaching Hospital told us that both his kidneys have failed. Until he can be considered for a transplant, he needs haemodialysis twice every week.',
      'Each session at the Renal Unit costs us about ₵780 after what the National Health Insurance covers. Twice a week for six months is 52 sessions, about ₵40,560. He also needs injections for his blood count, regular lab tests and medicines, roughly ₵12,000 over the same period, and ₵7,440 for taxis to and from the hospital, because he is too weak after dialysis to sit in a trotro. That is ₵60,000 in all.',
      'Our family has already sold our late father’s taxi and used our savings. Kwesi still teaches on the days he is not at the hospital, and he wants to keep going for his students.',
      'Every cedi goes straight to the hospital’s cashier and the pharmacy, and I will post the receipts here every month. If you cannot give, please share this page with someone who can. Medaase.',
    ),
    category: 'medical',
    region: 'Greater Accra',
    beneficiary: 'Kwesi Owusu, 34, a kidney patient at Korle Bu Teaching Hospital',
    relationship: 'family',
    goal: cedis(60_000),
    raisedPercent: 64,
    donations: 46,
    status: 'active',
    createdDaysAgo: 38,
    deadlineInDays: 52,
    updates: [
      {
        title: 'Eight sessions done',
        body: 'Kwesi has completed eight sessions since we opened this page. His blood pressure is better controlled and the swelling in his feet has gone down. We paid ₵6,240 to the Renal Unit this month, and I have kept every receipt. Thank you to everyone who has given and shared.',
        daysAgo: 25,
      },
      {
        title: 'Referred to the transplant team',
        body: 'The doctors have referred Kwesi for assessment for a kidney transplant, and our cousin Efo has offered to be tested as a donor. It is early days, but it is the first hopeful news we have had in months. Dialysis continues twice a week, and your support is what keeps it going.',
        daysAgo: 6,
      },
    ],
  },
  {
    key: 'hearing-aids-for-kojo-in-sekondi',
    ownerKey: 'efua-ansah',
    title: 'Hearing aids for five-year-old Kojo',
    summary:
      'Kojo was born with hearing loss in both ears. Two digital hearing aids and speech therapy will let him hear his teacher and learn to talk.',
    story: paragraphs(
      'Our son Kojo is five. He is a happy boy who loves football and drawing lorries, but he hardly speaks. For a long time people told us he was just stubborn. Last year an audiologist in Takoradi tested him properly and found moderate to severe hearing loss in both ears.',
      'The good news is that hearing aids can help him a lot if he gets them now, while he is young and still learning language. Two paediatric digital hearing aids cost ₵16,800. Ear moulds and fittings are ₵2,400, batteries and follow-up visits for two years are ₵2,800, and a first block of speech therapy sessions is ₵2,000. In total we need ₵24,000.',
      'I sell provisions at Market Circle and my husband is a welder. We have saved ₵3,000 already, which is not counted in this goal, but the rest is beyond us.',
      'Kojo’s teacher at his kindergarten in Sekondi has been patient, seating him at the front and teaching with pictures. With hearing aids he could hear her voice for the first time. Thank you for reading about him.',
    ),
    category: 'medical',
    region: 'Western',
    beneficiary: 'Kojo Essien, 5, of Sekondi',
    relationship: 'family',
    goal: cedis(24_000),
    raisedPercent: 112,
    donations: 44,
    status: 'completed',
    createdDaysAgo: 140,
    deadlineInDays: -75,
    updates: [
      {
        title: 'Ear moulds made',
        body: 'The audiologist took impressions of Kojo’s ears today for his moulds. He sat very still and was rewarded with a Fan Ice. The hearing aids have been ordered and should arrive in about three weeks.',
        daysAgo: 82,
      },
      {
        title: 'What your gifts did for Kojo',
        body: 'Kojo has now worn his hearing aids every school day for two months. In the first week he kept turning round at every sound: the ceiling fan, the neighbour’s radio, the rain on the roof. His teacher says he now answers to his name from across the classroom, and he has learnt more than forty new words, including “Mama”, “ball” and, sadly for us, “no”.\n\nYour gifts paid for both hearing aids (₵16,800), his ear moulds and fittings (₵2,400), his follow-up visits and batteries, and his first ten speech therapy sessions. Because you gave ₵2,880 more than we asked, that money is set aside for new ear moulds as his ears grow. Thank you from our whole family.',
        daysAgo: 30,
        impact: true,
      },
    ],
  },
  {
    key: 'mobile-clinic-for-nadowli-kaleo',
    ownerKey: 'bernard-dery',
    title: 'A mobile clinic for villages in Nadowli-Kaleo',
    summary: 'A fitted van so nurses can bring antenatal care, child weighing and vaccinations to farming villages far from any clinic.',
    story: paragraphs(
      'I am a community health nurse at a health centre in the Nadowli-Kaleo District. Many of the families we serve live in farming villages 15 to 30 kilometres away, along roads that turn to mud in the rainy season. A pregnant woman who wants an antenatal check must pay for a motorbike ride that can cost more than she earns in a week, so many simply do not come.',
      'Our team already does outreach on motorbikes, but we can only carry a few vaccines and a baby scale. A small van fitted as a mobile clinic would let us take two nurses, a midwife, a solar vaccine fridge and an examination couch to a different village every weekday.',
      'We have found a used van in good condition for ₵105,000. Fitting it out with the couch, the solar fridge, shelves and a privacy screen costs ₵28,000, and fuel and maintenance for the first year come to ₵17,000. The total is ₵150,000. The District Health Directorate has agreed to provide the staff and medicines, so your money goes only into the vehicle and keeping it on the road.',
      'Every trip will be logged, and I will share here how many mothers and children we see each month.',
    ),
    category: 'medical',
    region: 'Upper West',
    beneficiary: 'The outreach team of a health centre in the Nadowli-Kaleo District',
    relationship: 'organisation',
    goal: cedis(150_000),
    raisedPercent: 23,
    donations: 21,
    status: 'active',
    createdDaysAgo: 26,
    deadlineInDays: 150,
    updates: [
      {
        title: 'Past ₵30,000, and the van is on hold for us',
        body: 'We have passed ₵30,000. A mechanic inspected the van we want and found only small repairs needed, and the seller has agreed to hold it for us for two more months. Thank you for getting us this far.',
        daysAgo: 8,
      },
    ],
  },
  {
    key: 'cataract-surgery-for-elders-near-techiman',
    ownerKey: 'kwabena-ofori',
    title: 'Sight back for 30 elders around Techiman',
    summary:
      'Thirty older farmers in Tuobodom, Offuman and nearby villages have cataracts. ₵1,200 pays for one operation, with lens, drops and a check-up.',
    story: paragraphs(
      'I am a pharmacist in Techiman. Every week older people come to my shop asking for eye drops that will not help them, because what they have is cataract. Their eyes are clouded, they can no longer see to farm, cook or walk to church alone, and many believe nothing can be done.',
      'Cataract surgery is short and very successful. An eye team from a hospital in the region has agreed to hold a surgical outreach in Techiman if we can pay for the operations. Last month volunteers and I screened people in Tuobodom, Offuman and the villages around them, and we found 30 elders who need surgery now.',
      'Each operation costs ₵1,200, which covers the lens, the surgery, eye drops and a check-up one month later. For 30 people that is ₵36,000. We are arranging transport with the assembly members, and a volunteer will stay with each patient on the day.',
      'Think of Nana Abena, 71, who has not seen her great-grandchildren’s faces for two years, threading a needle again. That is what ₵1,200 can do.',
    ),
    category: 'medical',
    region: 'Bono East',
    beneficiary: 'Thirty older people with cataracts in Tuobodom, Offuman and nearby villages',
    relationship: 'community',
    goal: cedis(36_000),
    raisedPercent: 48,
    donations: 27,
    status: 'active',
    createdDaysAgo: 30,
    deadlineInDays: 45,
    updates: [
      {
        title: 'Surgery days fixed',
        body: 'The eye team has confirmed two surgery days at the end of next month. We already have enough for 14 operations, so the first 14 elders on our list have been told to get ready. We will add more names as donations come in.',
        daysAgo: 10,
      },
    ],
  },
  {
    key: 'hip-replacement-for-kekeli-in-ho',
    ownerKey: 'selorm-agbeko',
    title: 'A new hip for Kekeli at Ho Teaching Hospital',
    summary:
      'Kekeli, 17, has sickle cell disease, and it has damaged her hip. A hip replacement at Ho Teaching Hospital would let her walk without pain.',
    story: paragraphs(
      'My niece Kekeli is 17 and in her second year at a senior high school in Ho. She has lived with sickle cell disease all her life and has learned to manage the crises. But for the past year her right hip has hurt so much that she walks with a stick and misses classes.',
      'The orthopaedic team at Ho Teaching Hospital found avascular necrosis: the blood supply to the top of her thigh bone has been damaged, a known complication of sickle cell. Painkillers no longer help. The doctors recommend a total hip replacement and will give us a date as soon as we can pay.',
      'The implant costs ₵26,000. Surgery and theatre fees are ₵9,000, her stay on the ward and medicines about ₵4,500, and physiotherapy afterwards about ₵2,500. In total we need ₵42,000. Her mother, my sister, sells waakye near the lorry station and cannot raise this alone.',
      'Kekeli wants to be a pharmacist, and she is still top of her class in chemistry despite the days she has missed. Akpe na mi, thank you, for helping her walk to school again.',
    ),
    category: 'medical',
    region: 'Volta',
    beneficiary: 'Kekeli Ahiable, 17, a senior high school student in Ho',
    relationship: 'family',
    goal: cedis(42_000),
    raisedPercent: 5,
    donations: 4,
    status: 'active',
    createdDaysAgo: 3,
    deadlineInDays: 60,
    updates: [],
  },

  // ── Education ──────────────────────────────────────────────────────────────
  {
    key: 'school-things-for-24-children-in-sunyani',
    ownerKey: 'adwoa-agyeman',
    title: 'School uniforms and books for 24 children in Sunyani',
    summary:
      'Twenty-four children raised by their grandmothers in Sunyani need uniforms, sandals, books and levies before the new term begins.',
    story: paragraphs(
      'For six years I have run a small Saturday homework club in my neighbourhood in Sunyani. Many of the children who come are raised by their grandmothers, because their parents have died or travelled to look for work and no longer send money home.',
      'Tuition in public basic schools is free, but school is not. Each child needs two sets of uniform (₵220), sandals and socks (₵90), a school bag (₵80), exercise books and stationery (₵160), and about ₵200 for PTA levies and feeding top-ups over the year. That is ₵750 per child. For the 24 children in our club it comes to ₵18,000.',
      'Last term, three of our children stayed home for weeks because their uniforms were torn and they were ashamed. One grandmother, Maame Akosua, sells oranges at the lorry park and looks after four grandchildren on about ₵40 a day.',
      'We will buy everything from tailors and shops in Sunyani, and the grandmothers will help hand it out. I will post photos, with permission, and receipts. Thank you for standing with these children.',
    ),
    category: 'education',
    region: 'Bono',
    beneficiary: 'Twenty-four children in the care of their grandmothers in Sunyani',
    relationship: 'community',
    goal: cedis(18_000),
    raisedPercent: 72,
    donations: 33,
    status: 'active',
    createdDaysAgo: 45,
    deadlineInDays: 20,
    updates: [
      {
        title: 'Uniforms measured',
        body: 'A seamstress in Penkwase measured all 24 children on Saturday. She has agreed a fair price and will deliver the uniforms in three weeks.',
        daysAgo: 30,
      },
      {
        title: 'The first uniforms handed out',
        body: 'Sixteen children now have their new uniforms, sandals and bags. The other eight will get theirs as soon as we reach the goal. Kofi, 9, wore his uniform home and refused to take it off for supper.',
        daysAgo: 9,
      },
    ],
  },
  {
    key: 'community-library-in-lamashegu-tamale',
    ownerKey: 'abdul-rahman-issahaku',
    title: 'A community library for children in Lamashegu, Tamale',
    summary:
      'Turning an empty storeroom into a bright library with 1,500 books, solar lights and a librarian, open after school and on Saturdays.',
    story: paragraphs(
      'I teach English at a junior high school in Tamale. Most of my students have never borrowed a book. There is no public library near Lamashegu, and at home children have only their textbooks, if they have those.',
      'The community centre has an old storeroom that the elders have given us to use. With repairs it can become a quiet, bright room where children read, do their homework and join reading clubs in English and Dagbani.',
      'Here is what we need: repairs to the roof and a new ceiling, ₵12,000; shelves, tables and chairs made by local carpenters, ₵14,000; about 1,500 books, including storybooks from Ghanaian publishers and Dagbani readers, ₵18,000; solar lights and fans, ₵7,000; and an allowance for a part-time librarian for the first six months, ₵4,000. Altogether, ₵55,000.',
      'Volunteers from the community, including university students home for the holidays, will help keep the library open from 3 to 6 pm on weekdays and all day on Saturdays.',
    ),
    category: 'education',
    region: 'Northern',
    beneficiary: 'Children and young people of Lamashegu, Tamale',
    relationship: 'community',
    goal: cedis(55_000),
    raisedPercent: 38,
    donations: 29,
    status: 'active',
    createdDaysAgo: 60,
    deadlineInDays: 90,
    updates: [
      {
        title: 'The roof is done',
        body: 'Thanks to your first gifts, the roof no longer leaks and the ceiling boards are up. The carpenters start on the shelves next week.',
        daysAgo: 20,
      },
      {
        title: 'The first books have arrived',
        body: 'Two boxes of storybooks arrived from a publisher in Accra, and a retired teacher in Kalpohin donated 120 books from her own shelves. The children have already asked when they can start borrowing.',
        daysAgo: 4,
      },
    ],
  },
  {
    key: 'new-roof-for-kukuom-primary-school',
    ownerKey: 'owner',
    title: 'A new roof for the primary school in Kukuom',
    summary:
      'A rainstorm tore the roof off three classrooms in Kukuom, and 140 pupils are learning under a mango tree. Help us re-roof before the rains.',
    story: paragraphs(
      'My mother comes from Kukuom in the Ahafo Region. She taught at the primary school there for 25 years, and since she retired I visit her often from Bonwire. In April a rainstorm ripped the roof off three of the school’s classrooms. Since then about 140 pupils have been learning under a mango tree or squeezed into the church hall, and lessons stop whenever it rains.',
      'The District Assembly knows about the damage and has promised help, but the repair is not in this year’s budget. The PTA has already raised ₵6,000 for part of the timber, which is not counted in this goal.',
      'We need roofing sheets (₵26,000), the rest of the timber and the nails (₵11,000), the carpenters’ labour (₵7,000) and ceiling boards for the worst classroom (₵4,000). The total is ₵48,000. The headteacher, the PTA chairman and I will sign for all purchases together.',
      'I will post photos as the work goes on. Medaase to everyone who helps these children get back under a roof.',
    ),
    category: 'education',
    region: 'Ahafo',
    beneficiary: 'Pupils and teachers of a public primary school in Kukuom, Ahafo',
    relationship: 'community',
    goal: cedis(48_000),
    raisedPercent: 55,
    donations: 24,
    status: 'active',
    createdDaysAgo: 34,
    deadlineInDays: 40,
    updates: [
      {
        title: 'Timber delivered',
        body: 'The timber bought with the PTA’s money has been delivered, and the carpenters have taken down the damaged rafters. With what you have given so far, we have ordered the first batch of roofing sheets.',
        daysAgo: 12,
      },
    ],
  },
  {
    key: 'dual-desks-for-a-school-in-walewale',
    ownerKey: 'abdul-rahman-issahaku',
    title: 'Ninety desks for a basic school in Walewale',
    summary:
      'Pupils at a basic school in Walewale write on their knees or sit on the floor. Ninety dual desks from local carpenters would seat 180 children.',
    story: paragraphs(
      'My wife’s family is from Walewale, and when we visited her old school last term the headmistress showed us a class of 62 children with only 14 desks. The rest sat on the floor or on concrete blocks, writing on their knees.',
      'A dual desk made by carpenters in Walewale costs ₵300, including the wood, the metal frame and delivery. Ninety desks, ₵27,000, would seat 180 pupils across the lower and upper primary classes.',
      'Buying locally keeps the money in the town and means the same carpenters can repair the desks when they need it. The headmistress and the school management committee will receive the desks and count them with us, and I will post the list and photos here.',
      'Children learn better when they can sit properly and write clearly. Thank you for helping them.',
    ),
    category: 'education',
    region: 'North East',
    beneficiary: 'Pupils of a public basic school in Walewale, North East Region',
    relationship: 'community',
    goal: cedis(27_000),
    raisedPercent: 0,
    donations: 0,
    status: 'pending',
    createdDaysAgo: 2,
    deadlineInDays: 75,
    updates: [],
  },
  {
    key: 'bicycles-for-girls-in-kpassa',
    ownerKey: 'gifty-kumah',
    title: 'Bicycles for 30 girls who walk to school in Kpassa',
    summary:
      'Some of our JHS girls walk 8 km each way to school. A sturdy bicycle with a lock costs ₵700 and gives a girl back two hours a day.',
    story: paragraphs(
      'I teach at a junior high school in Kpassa in the Nkwanta North District. Many of our students come from farming villages up to 8 kilometres away. They leave home before six in the morning, arrive tired, and walk back in the afternoon heat. The girls, who also fetch water and cook before school, are the ones who drop out most.',
      'A strong bicycle with a lock and a basket for books costs ₵700 in Nkwanta. For 30 girls, chosen with their parents and teachers from the farthest villages, we need ₵21,000.',
      'Each girl and a parent will sign an agreement to look after the bicycle and use it for school. If a family moves away, the bicycle stays with the school and passes to the next girl. A mechanic in Kpassa has offered free repairs for the first year.',
      'When girls get to school on time and less tired, they learn more and stay in school longer. Thank you for giving them those two hours back.',
    ),
    category: 'education',
    region: 'Oti',
    beneficiary: 'Thirty junior high school girls in and around Kpassa, Oti Region',
    relationship: 'community',
    goal: cedis(21_000),
    raisedPercent: 81,
    donations: 38,
    status: 'active',
    createdDaysAgo: 50,
    deadlineInDays: 14,
    updates: [
      {
        title: 'The first 12 bicycles',
        body: 'The first 12 bicycles came from Nkwanta on the back of a cargo truck and were assembled at the school. The girls chose the colours, and nearly all of them wanted blue.',
        daysAgo: 28,
      },
      {
        title: 'Nobody late this month',
        body: 'Our headmaster checked the register: the girls with bicycles have not been late once this month. Twenty-four bicycles are now paid for, and we are close to the goal for the last six. Thank you.',
        daysAgo: 5,
      },
    ],
  },

  // ── Community ──────────────────────────────────────────────────────────────
  {
    key: 'borehole-for-a-village-near-bongo',
    ownerKey: 'ayuba-azure',
    title: 'A borehole for our village near Bongo',
    summary:
      'In the dry season women walk 3 km to a dam for muddy water. A borehole with a hand pump would bring clean water to about 600 people.',
    story: paragraphs(
      'My village is a small farming community in the Bongo District, about 20 kilometres from Bolgatanga. We have one old hand-dug well that dries up every November. From then until the rains in May, women and girls walk 3 kilometres to a small dam and share the water with cattle.',
      'Children get diarrhoea every dry season, and girls are often late for school because they queue for water first. A proper borehole with a hand pump would give about 600 people safe water all year round.',
      'A hydrogeological survey to find the right spot costs ₵4,000. Drilling will cost about ₵22,000, the hand pump and concrete platform ₵9,000, and water testing and training for a water committee ₵3,000. The total is ₵38,000. The community will provide the sand, stones and labour for the platform.',
      'A water committee of five women and three men has already been chosen. They will collect a small monthly contribution from every household for repairs, so the pump keeps working long after the drillers leave.',
    ),
    category: 'community',
    region: 'Upper East',
    beneficiary: 'About 600 people in a farming village in the Bongo District, Upper East',
    relationship: 'community',
    goal: cedis(38_000),
    raisedPercent: 118,
    donations: 52,
    status: 'completed',
    createdDaysAgo: 210,
    deadlineInDays: -120,
    updates: [
      {
        title: 'Survey done, drilling booked',
        body: 'The surveyor found a good site near the chief’s palace, well away from latrines and the cattle path. A drilling company in Bolgatanga has booked us for the first week of next month.',
        daysAgo: 160,
      },
      {
        title: 'Water at 62 metres',
        body: 'The drillers reached good water at 62 metres. The pump test ran for six hours and the level hardly dropped. Samples have gone to the laboratory for testing.',
        daysAgo: 130,
      },
      {
        title: 'Clean water, all year',
        body: 'The borehole has now been pumping for four months, right through the hottest part of the dry season, and it has never run dry. The laboratory confirmed the water is safe to drink. Women now fetch water in minutes instead of hours, and the headteacher says the girls are no longer late in the mornings. The nurse at the nearest CHPS compound has seen far fewer children with diarrhoea this year.\n\nYour gifts paid for the survey, the drilling, the pump, the platform, the water tests and the training of the water committee. You gave ₵6,840 more than the goal, and that money is in the committee’s repair account at a rural bank in Bongo, together with the ₵2 each household pays every month. Thank you for every cedi.',
        daysAgo: 45,
        impact: true,
      },
    ],
  },
  {
    key: 'kit-and-boots-for-effiakuma-stars',
    ownerKey: 'efua-ansah',
    title: 'Kit and boots for the Effiakuma Stars under-15s',
    summary:
      'Our under-15 team trains barefoot on a dusty pitch in Takoradi. Jerseys, boots and balls will get them into the regional juvenile league.',
    story: paragraphs(
      'Effiakuma Stars is a neighbourhood football team for boys and girls aged 11 to 15 in Takoradi. I have coached them for four years on the park behind the school. We train three evenings a week and on Saturday mornings, and we have one rule: no school, no football.',
      'Most of the players train barefoot or in torn canvas shoes, and we have two old balls between us. This season we have been invited to play in the regional juvenile league, but we need a proper kit to register.',
      'Our budget: 22 sets of jersey, shorts and socks, ₵4,400; 18 pairs of boots, ₵3,600; four match balls, ₵800; a first-aid kit and water bottles, ₵700. The total is ₵9,500.',
      'The players have chosen green and white, for the sea and the waves. They are saving their own coins for shin guards. Thank you for helping them play with pride.',
    ),
    category: 'community',
    region: 'Western',
    beneficiary: 'Effiakuma Stars under-15 football team, Takoradi',
    relationship: 'community',
    goal: cedis(9_500),
    raisedPercent: 104,
    donations: 47,
    status: 'active',
    createdDaysAgo: 28,
    deadlineInDays: 7,
    updates: [
      {
        title: 'We did it!',
        body: 'You have given more than we asked for. Thank you! The kit has been ordered from a sports shop at Market Circle, and the extra will pay for transport to our away matches in Tarkwa and Axim this season.',
        daysAgo: 3,
      },
    ],
  },
  {
    key: 'toilet-block-for-fishing-families-in-ada-foah',
    ownerKey: 'ama-owusu',
    title: 'A clean toilet block for fishing families in Ada Foah',
    summary:
      'About 400 people in our part of Ada Foah have no toilet at home. A 12-seat block with handwashing and a biodigester will keep the beach clean.',
    story: paragraphs(
      'My mother is from Ada Foah, where the Volta River meets the sea. In her neighbourhood most homes are compound houses without a toilet, and the old public toilet collapsed years ago. People use the beach and the bush, especially at night, and every rainy season brings fears of cholera.',
      'With the assembly member and the chief fisherman, we have agreed a plan for a 12-seat water-flush toilet block on land the family heads have released. Waste will go into a biodigester, which does not need emptying like a septic tank. There will be separate sides for women and men, lights, and a handwashing station at the door.',
      'Construction will cost ₵41,000, the biodigester ₵14,000, plumbing ₵6,000, and a polytank with handwashing basins ₵4,000. The total is ₵65,000.',
      'A caretaker chosen by the community will charge 50 pesewas a visit to pay for cleaning and water, and children under 12 will use it free. I will share every stage of the building here.',
    ),
    category: 'community',
    region: 'Greater Accra',
    beneficiary: 'About 400 residents of a fishing neighbourhood in Ada Foah',
    relationship: 'community',
    goal: cedis(65_000),
    raisedPercent: 31,
    donations: 18,
    status: 'active',
    createdDaysAgo: 22,
    deadlineInDays: 120,
    updates: [
      {
        title: 'Foundation laid',
        body: 'The foundation is in and the masons are raising the walls. The biodigester contractor has visited the site and approved the location.',
        daysAgo: 7,
      },
    ],
  },
  {
    key: 'footbridge-for-schoolchildren-near-juaboso',
    ownerKey: 'nana-yaa-frimpong',
    title: 'A safe footbridge for schoolchildren near Juaboso',
    summary:
      'Every rainy season the stream between our village and the school floods. A steel-and-concrete footbridge will keep the children safe.',
    story: paragraphs(
      'Between our village and the school in the next town there is a stream that is only ankle-deep for half the year. When the rains come, it can rise above a grown man’s waist in an hour. The log bridge our men built was washed away last June.',
      'Since then, children either miss school on rainy days or are carried across by adults. Last year a boy of nine slipped and was pulled out by a farmer just in time. We do not want to wait for something worse.',
      'A fabricator in Juaboso will build a footbridge 14 metres long on concrete pillars, with steel handrails. The steel costs ₵14,000, cement, sand and stones ₵8,000, labour ₵6,000, and paint and handrail fittings ₵2,000. The total is ₵30,000. The young men of the village will do the digging and carry the materials.',
      'Farmers will also use the bridge to carry cocoa and plantain to the road. Thank you for helping us build it before the next rains.',
    ),
    category: 'community',
    region: 'Western North',
    beneficiary: 'Schoolchildren and farmers of a village near Juaboso, Western North',
    relationship: 'community',
    goal: cedis(30_000),
    raisedPercent: 12,
    donations: 9,
    status: 'active',
    createdDaysAgo: 12,
    deadlineInDays: 100,
    updates: [],
  },
  {
    key: 'solar-streetlights-for-busunu',
    ownerKey: 'mariama-seidu',
    title: 'Solar streetlights for Busunu market and clinic',
    summary:
      'Twelve solar streetlights for the market, the CHPS compound and the path to the borehole, so women and the midwife can move safely at night.',
    story: paragraphs(
      'Busunu is a town in West Gonja, not far from Mole National Park. Some homes have electricity, but there are no streetlights, and after 7 pm the market road and the path to the borehole are completely dark.',
      'Women fetch water before dawn and after dark. Traders pack up early because customers cannot see their goods. Our midwife at the CHPS compound delivers babies by torchlight and walks to homes at night with her phone for a lamp. Snakes and scorpions are a real danger.',
      'We have priced 12 all-in-one solar streetlights with strong batteries at ₵1,850 each, ₵22,200 in total. Poles, concrete bases and installation by a certified electrician cost ₵3,800. The total is ₵26,000.',
      'The youth association will look after the lights and clean the panels every month. Four lights will go at the market, three at the CHPS compound and five along the path to the borehole.',
    ),
    category: 'community',
    region: 'Savannah',
    beneficiary: 'Residents of Busunu, West Gonja, Savannah Region',
    relationship: 'community',
    goal: cedis(26_000),
    raisedPercent: 58,
    donations: 26,
    status: 'active',
    createdDaysAgo: 40,
    deadlineInDays: 35,
    updates: [
      {
        title: 'Four lights up at the market',
        body: 'The first four lights are up at the market. Traders now stay open until 9 pm, and the women selling evening food say their sales have gone up. Next come the lights at the CHPS compound.',
        daysAgo: 14,
      },
    ],
  },

  // ── Emergency ──────────────────────────────────────────────────────────────
  {
    key: 'helping-mepe-families-home-after-the-flood',
    ownerKey: 'selorm-agbeko',
    title: 'Helping 40 families in Mepe return home after the flood',
    summary:
      'The Akosombo dam spill-over flooded homes along the Lower Volta. Help 40 Mepe families with mattresses, pots, school things and repairs.',
    story: paragraphs(
      'When the Volta River Authority had to spill water from the Akosombo and Kpong dams, the river rose over Mepe and many other towns in North Tongu. Houses stood in water up to the windows for weeks. Families slept in schools and churches and lost almost everything inside their homes.',
      'The water has gone down and people are returning, but to houses with cracked walls and nothing in them. My church in Ho has been working with the Mepe families we know, and we have a list of 40 households, many headed by women or older people, who need help to start again.',
      'For each family we plan ₵3,000: mattresses and bedding (₵900), cooking pots and a stove (₵400), uniforms and books for the children (₵500), and cement, blocks or roofing sheets for the most urgent repairs (₵1,200). For 40 families that is ₵120,000.',
      'We buy in bulk in Sogakope and Ho to stretch every cedi, and each family signs when they receive their items. We will post updates as we go, household by household.',
    ),
    category: 'emergency',
    region: 'Volta',
    beneficiary: 'Forty flood-affected households in Mepe, North Tongu',
    relationship: 'community',
    goal: cedis(120_000),
    raisedPercent: 87,
    donations: 58,
    status: 'active',
    createdDaysAgo: 70,
    deadlineInDays: 21,
    updates: [
      {
        title: 'The first 10 families supported',
        body: 'Ten families in Mepe have received mattresses, cooking pots and school things. Mama Afi, 68, told us she had slept on a mat on the bare floor for five weeks. Thank you.',
        daysAgo: 52,
      },
      {
        title: 'Repairs have begun',
        body: 'Masons have started on the first repairs: re-plastering walls and replacing doors that swelled in the water. We are starting with homes where there are children under five.',
        daysAgo: 30,
      },
      {
        title: 'Thirty-four families reached',
        body: 'With what you have given so far we have reached 34 families. Six more are waiting, all of them older people living alone. We are nearly there.',
        daysAgo: 6,
      },
    ],
  },
  {
    key: 'new-canoe-for-a-moree-fishing-crew',
    ownerKey: 'esi-quansah',
    title: 'A new canoe for our fishing crew in Moree',
    summary:
      'A storm smashed our crew’s canoe on the rocks at Moree. A new canoe and nets will put 12 fishermen and the women who sell their fish back to work.',
    story: paragraphs(
      'I am a fish processor in Moree, near Cape Coast. My husband, Kwaku, is the captain of a crew of 12 fishermen. Two months ago a sudden storm caught them as they returned to shore and threw the canoe onto the rocks. Thank God, every man swam home. But the canoe broke in two and most of the nets were lost.',
      'Without a canoe the crew has no work, and neither do their wives and I, who smoke and sell the fish. Some of the men have gone to look for daily jobs in Cape Coast; others sit on the beach mending what is left of the nets.',
      'A new canoe carved by boat builders in the Western Region costs ₵38,000. The outboard motor was saved but needs ₵9,000 of repairs. New nets cost ₵16,000, and transporting and painting the canoe about ₵5,000. In total we need ₵68,000.',
      'The crew has agreed that once we are fishing again, part of every good catch will go into a savings box for repairs, so we are never stranded like this again. Medaase.',
    ),
    category: 'emergency',
    region: 'Central',
    beneficiary: 'A crew of 12 fishermen in Moree and the fish processors who depend on them',
    relationship: 'family',
    goal: cedis(68_000),
    raisedPercent: 109,
    donations: 49,
    status: 'completed',
    createdDaysAgo: 180,
    deadlineInDays: -90,
    updates: [
      {
        title: 'The canoe is being carved',
        body: 'We have paid the deposit, and the boat builders in Shama have started carving. The crew travelled to see the log and came back smiling.',
        daysAgo: 130,
      },
      {
        title: 'Back at sea',
        body: 'Our canoe, painted blue and yellow and named Nyame Adom, God’s grace, has been fishing for three months now. The crew goes out five days a week, and in the good weeks they bring in enough herring to fill our smoking ovens twice a week. All 12 fishermen are back at work, and seven of us women are smoking and selling fish again.\n\nYour gifts paid for the canoe, the motor repairs, the new nets and the transport from Shama. Because you gave ₵6,120 more than we asked, we bought life jackets for the whole crew, something they never had before. The savings box for repairs already holds ₵2,300. Thank you for giving us our livelihood back.',
        daysAgo: 40,
        impact: true,
      },
    ],
  },
  {
    key: 'new-roofs-after-the-gambaga-rainstorm',
    ownerKey: 'fuseini-alhassan',
    title: 'Roofs for 15 families after the Gambaga rainstorm',
    summary:
      'The first storm of the rainy season blew the roofs off 15 homes in Gambaga. Help the families get a roof over their heads before the heavy rains.',
    story: paragraphs(
      'I was born in Gambaga and now live in Tamale. Three weeks ago the first storm of the rainy season came with very strong winds. In less than half an hour it lifted the roofing sheets off 15 houses in my old neighbourhood and knocked down two mud walls.',
      'NADMO registered the damage and gave some families tarpaulins, which helped for the first nights. But tarpaulins tear, and the heavy rains of July and August are coming. Families are sleeping with neighbours, and grain stored for the lean season is getting wet.',
      'For each house we need about ₵2,400 for roofing sheets, timber and nails, ₵36,000 for all 15. The carpenters’ labour is ₵4,000, and young men in the community will help carry and lift. The total is ₵40,000.',
      'The assembly member, an imam and a church elder have checked the list of households with me. We will start with the homes of widows and older people. Thank you for your kindness.',
    ),
    category: 'emergency',
    region: 'North East',
    beneficiary: 'Fifteen households in Gambaga, East Mamprusi',
    relationship: 'community',
    goal: cedis(40_000),
    raisedPercent: 22,
    donations: 14,
    status: 'active',
    createdDaysAgo: 9,
    deadlineInDays: 60,
    updates: [
      {
        title: 'The first two roofs are back on',
        body: 'Two roofs are back on, starting with the house of Mma Fati, who is 80 and looks after two grandchildren. The carpenters will move to the next houses as soon as we can buy more sheets.',
        daysAgo: 3,
      },
    ],
  },
  {
    key: 'help-auntie-gladys-start-again-after-a-fire',
    ownerKey: 'akosua-darko',
    title: 'Help Auntie Gladys and her children start again after a fire',
    summary:
      'An electrical fire destroyed the rented rooms of a kenkey seller and her three children in Koforidua. Help them find a home and restart her trade.',
    story: paragraphs(
      'Auntie Gladys has sold kenkey and fried fish in front of our house in Koforidua for as long as I can remember. Three weeks ago an electrical fault started a fire in her two rented rooms at night. She and her three children got out with only what they were wearing.',
      'The fire service came quickly and saved the rest of the compound, but her rooms, her cooking pots, her bags of corn, the children’s uniforms and books, and ₵2,000 she had saved in a box are all gone. The family is sleeping in a church member’s living room.',
      'We are raising ₵25,000: two years’ rent advance for new rooms at ₵400 a month (₵9,600), beds and mattresses (₵4,200), clothes, uniforms and school books (₵3,700), and pots, coal pots, a cooler and the first bags of corn to restart her kenkey business (₵7,500).',
      'Gladys is a proud woman who has never asked anyone for help. She agreed to this page for the sake of her children. Thank you for helping a good neighbour start again.',
    ),
    category: 'emergency',
    region: 'Eastern',
    beneficiary: 'Gladys Tetteh and her three children, Koforidua',
    relationship: 'friend',
    goal: cedis(25_000),
    raisedPercent: 121,
    donations: 55,
    status: 'active',
    createdDaysAgo: 25,
    deadlineInDays: 8,
    updates: [
      {
        title: 'New rooms found',
        body: 'Gladys has paid the rent advance on two rooms in Adweso, close to the children’s school. They moved in on Saturday, and the new beds were delivered the same afternoon.',
        daysAgo: 15,
      },
      {
        title: 'Kenkey is back',
        body: 'You gave more than we asked. Thank you! Gladys starts selling kenkey again on Monday. With the extra money she has bought a second-hand chest freezer so she can store fish, and the rest is in a savings account for the children’s schooling.',
        daysAgo: 2,
      },
    ],
  },
  {
    key: 'replacing-grain-lost-in-a-bushfire-near-lawra',
    ownerKey: 'bernard-dery',
    title: 'Replacing grain lost in a bushfire near Lawra',
    summary:
      'A bushfire burned the granaries of nine farming families near Lawra just after harvest. Help them eat until the next harvest and plant again.',
    story: paragraphs(
      'My family farms near Lawra. In December, just after harvest, a bushfire started by hunters smoking out bush rats got out of control in the harmattan wind. It burned through the bush, reached the edge of our settlement and destroyed the granaries of nine families, including my uncle’s.',
      'A granary holds a family’s whole year: the millet, sorghum, maize and groundnuts they eat until the next harvest, and the seed for planting. Without it, families sell their goats cheaply or send their young people south to look for work.',
      'We need ₵24,000 to buy enough maize, millet and sorghum to carry the nine families, about 70 people, to the next harvest, ₵5,000 for seed for the coming season, and ₵3,000 to rebuild the granaries with mud and thatch. The total is ₵32,000.',
      'We buy the grain at Lawra market on market days, when prices are fair, and the chief’s elders check every distribution. We are also working with the assembly to cut firebreaks around the settlement before the next dry season.',
    ),
    category: 'emergency',
    region: 'Upper West',
    beneficiary: 'Nine farming families near Lawra, Upper West',
    relationship: 'family',
    goal: cedis(32_000),
    raisedPercent: 40,
    donations: 20,
    status: 'active',
    createdDaysAgo: 18,
    deadlineInDays: 70,
    updates: [
      {
        title: 'The first grain delivered',
        body: 'Twenty bags of maize and twelve bags of millet were shared among the nine families last Friday, in front of the chief’s elders. Thank you.',
        daysAgo: 9,
      },
    ],
  },

  // ── Agriculture ────────────────────────────────────────────────────────────
  {
    key: 'shea-butter-cooperative-in-damongo',
    ownerKey: 'mariama-seidu',
    title: 'Machines for a women’s shea butter cooperative in Damongo',
    summary:
      'Sixty women make shea butter by hand in Damongo. A nut crusher, a roaster and a clean store will raise quality and let us sell to exporters.',
    story: paragraphs(
      'Our cooperative has 60 women in and around Damongo. From May to August we gather shea nuts in the bush; the rest of the year we crush, roast, grind and knead them into butter, all by hand. Kneading one batch takes hours over a hot fire, and many of us have burns and bad backs.',
      'Buyers who export shea butter for cosmetics want clean, consistent butter of certified quality, and they pay much better than the local market. We lose those orders because we cannot produce enough, and because our storeroom lets in both the rain and the goats.',
      'We need a motorised nut crusher and mill (₵38,000), a mechanical roaster (₵12,000), repairs to turn the old storeroom into a clean, dry warehouse (₵20,000), and training and Food and Drugs Authority registration for our product (₵15,000). The total is ₵85,000.',
      'Each member will keep owning her own nuts and butter. The machines belong to the cooperative, and each woman pays a small fee per bowl processed for fuel and maintenance. More money for shea women means more children in school across Damongo.',
    ),
    category: 'agriculture',
    region: 'Savannah',
    beneficiary: 'A cooperative of 60 women shea butter processors in Damongo',
    relationship: 'community',
    goal: cedis(85_000),
    raisedPercent: 44,
    donations: 31,
    status: 'active',
    createdDaysAgo: 55,
    deadlineInDays: 110,
    updates: [
      {
        title: 'A visit from a buyer',
        body: 'A buyer from a cosmetics company in Tema visited us and tested our butter. She has promised an order of two tonnes once we have the crusher and our FDA registration.',
        daysAgo: 35,
      },
      {
        title: 'Warehouse repairs have started',
        body: 'The masons have started re-plastering the storeroom, and the new iron door is in. No more goats!',
        daysAgo: 11,
      },
    ],
  },
  {
    key: 'gari-processing-machines-for-asesewa-women',
    ownerKey: 'akosua-darko',
    title: 'A cassava grater and press for gari makers in Asesewa',
    summary:
      'Twenty-five women in Asesewa make gari by hand. A motorised grater, a press and better stoves would let them triple what they produce.',
    story: paragraphs(
      'Asesewa is known for its big market, where cassava comes in from the farms of Upper Manya Krobo. Our group of 25 women buys cassava there and turns it into gari. We peel and grate by hand, press the mash under stones and roast it over open fires.',
      'Hand grating is slow and we often cut our fingers. Under stones, the mash takes two days to drain, so cassava spoils while we wait. We make about 10 bags of gari a week, when buyers from Accra and Kumasi ask for three times that.',
      'A motorised grater with a diesel engine costs ₵11,000. A hydraulic press is ₵7,500. Improved roasting stoves and large pans, which use less firewood and make less smoke, cost ₵6,000, and a roofed shed to work in is ₵3,500. The total is ₵28,000.',
      'Members will pay a small fee for every bag processed to cover fuel and repairs, and other women in the town will be able to use the machines for a fee too.',
    ),
    category: 'agriculture',
    region: 'Eastern',
    beneficiary: 'A group of 25 women gari processors in Asesewa, Upper Manya Krobo',
    relationship: 'community',
    goal: cedis(28_000),
    raisedPercent: 15,
    donations: 11,
    status: 'active',
    createdDaysAgo: 15,
    deadlineInDays: 75,
    updates: [],
  },
  {
    key: 'replanting-cocoa-farms-near-sefwi-wiawso',
    ownerKey: 'nana-yaa-frimpong',
    title: 'Replanting cocoa farms hit by swollen shoot near Sefwi Wiawso',
    summary:
      'Swollen shoot virus destroyed the cocoa of eight smallholder farmers near Sefwi Wiawso. Help us replant 20 acres with healthy seedlings.',
    story: paragraphs(
      'I farm cocoa near Sefwi Wiawso, like my mother and grandmother before me. Over the last three years, cocoa swollen shoot virus has spread through our farms. The shoots swell, the leaves turn red and yellow, and the pods stop coming. The only cure is to cut the sick trees down and replant.',
      'Eight of us, five women and three men, have lost most of our trees on 20 acres. The extension officers confirmed the disease and the infected trees have been cut out. Now the land is bare, and a new cocoa tree takes three years to bear.',
      'To replant properly we need hybrid cocoa seedlings (₵18,000), plantain suckers to shade the young cocoa and feed our families while we wait (₵9,000), labour for clearing and planting (₵32,000), fertiliser (₵14,000), and a water pump and tank to keep the seedlings alive through the first dry season (₵22,000). The total is ₵95,000.',
      'We have formed a group so we can share labour and the pump, and we will keep records of every acre planted. Cocoa is the life of Western North; help us keep it growing.',
    ),
    category: 'agriculture',
    region: 'Western North',
    beneficiary: 'Eight smallholder cocoa farmers near Sefwi Wiawso, Western North',
    relationship: 'community',
    goal: cedis(95_000),
    raisedPercent: 27,
    donations: 21,
    status: 'active',
    createdDaysAgo: 48,
    deadlineInDays: 200,
    updates: [
      {
        title: 'The nursery is ready',
        body: 'The first 4,000 seedlings are in the nursery and growing well. We will transplant them to the farms once the rains settle.',
        daysAgo: 15,
      },
    ],
  },
  {
    key: 'yam-storage-barn-in-nkwanta',
    ownerKey: 'gifty-kumah',
    title: 'A yam storage barn for farmers in Nkwanta',
    summary:
      'Farmers near Nkwanta lose up to a third of their yams to rot and rats. A raised, ventilated barn will let them store yams and sell when prices are better.',
    story: paragraphs(
      'My father is one of about 30 yam farmers in a farmers’ group near Nkwanta. Our yams are among the best in Ghana, but right after harvest everyone sells at once and the price falls. Buyers from Accra and Kumasi know we cannot keep our yams, so they offer very little.',
      'Stored on the ground or in pits, up to a third of the yams rot, sprout or are eaten by rats. A raised, ventilated barn with a good roof, built the way agricultural researchers recommend, keeps yams sound for four to six months.',
      'The barn will cost ₵34,000: ₵20,000 for blocks, timber and roofing, ₵6,000 for shelves and rat guards, ₵5,000 for labour, and ₵3,000 for a lockable door and a simple record book system kept by the group’s secretary.',
      'Each farmer will pay a small storage fee per tuber to maintain the barn. Selling two months later can mean almost double the price, and that pays school fees in our town.',
    ),
    category: 'agriculture',
    region: 'Oti',
    beneficiary: 'A group of about 30 yam farmers near Nkwanta, Oti Region',
    relationship: 'family',
    goal: cedis(34_000),
    raisedPercent: 0,
    donations: 0,
    status: 'pending',
    createdDaysAgo: 1,
    deadlineInDays: 90,
    updates: [],
  },
  {
    key: 'rice-thresher-for-women-farmers-in-savelugu',
    ownerKey: 'abdul-rahman-issahaku',
    title: 'A rice thresher for women farmers in Savelugu',
    summary:
      'Forty women rice farmers in Savelugu thresh by beating sheaves on the ground. A motorised thresher would save them weeks and give cleaner rice.',
    story: paragraphs(
      'My mother leads a group of 40 women who grow rice in the valleys around Savelugu, north of Tamale. After harvest they thresh the rice by beating the sheaves against logs or the bare ground. It takes weeks, it is hard on the back, and stones and sand get into the grain.',
      'Traders pay less for rice with stones in it, and local rice can only compete with imported rice in Tamale market when it is clean. A motorised thresher separates the grain in a fraction of the time and keeps it off the ground.',
      'A thresher costs ₵16,500. Tarpaulins for drying and threshing are ₵2,500, and transport, installation and training from the dealer are ₵3,000. The total is ₵22,000.',
      'After their own harvest the group will rent the thresher to other farmers, and that money will pay for fuel, a mechanic and, in time, a second machine. Thank you for supporting the farmers who feed our region.',
    ),
    category: 'agriculture',
    region: 'Northern',
    beneficiary: 'A group of 40 women rice farmers in Savelugu',
    relationship: 'family',
    goal: cedis(22_000),
    raisedPercent: 66,
    donations: 30,
    status: 'active',
    createdDaysAgo: 33,
    deadlineInDays: 28,
    updates: [
      {
        title: 'Thresher ordered',
        body: 'We have paid a deposit on the thresher, and the dealer will deliver it before the harvest. The women are busy weeding the fields now.',
        daysAgo: 10,
      },
    ],
  },

  // ── Business ───────────────────────────────────────────────────────────────
  {
    key: 'rebuild-my-kantamanto-stall-after-the-fire',
    ownerKey: 'ama-owusu',
    title: 'Rebuild my Kantamanto stall after the fire',
    summary:
      'Fire destroyed my second-hand clothing stall at Kantamanto, with all my stock. Help me rebuild and buy new bales so I can trade again.',
    story: paragraphs(
      'For eleven years I have sold second-hand dresses and blouses at Kantamanto Market in Accra. I open the bales, sort out the best pieces, wash and iron them, and sell to customers who know my corner. It is how I paid my children’s school fees.',
      'When fire swept through the market, my stall and everything in it burned: three bales of clothes I had just paid for, my table, my ironing board and my records. Many of us lost everything that night. Since then I have been helping a friend at her stall for small money, but I cannot feed my family this way.',
      'I need ₵5,500 to rebuild my stall in metal and wood, as the market association now requires, ₵8,100 for three new bales, and ₵1,400 for a lockable metal box, a new iron and transport. The total is ₵15,000.',
      'With a stall and stock I can be back on my feet within a month, and I will repay your kindness by helping the next trader who needs it. Thank you.',
    ),
    category: 'business',
    region: 'Greater Accra',
    beneficiary: 'Ama Owusu, a second-hand clothing trader at Kantamanto Market, Accra',
    relationship: 'myself',
    goal: cedis(15_000),
    raisedPercent: 106,
    donations: 38,
    status: 'completed',
    createdDaysAgo: 120,
    deadlineInDays: -60,
    updates: [
      {
        title: 'The stall is going up',
        body: 'The welder has finished the metal frame, and the carpenter is fitting the shelves this week. I have already been to the bale sellers to choose my stock.',
        daysAgo: 95,
      },
      {
        title: 'Trading again',
        body: 'My stall has been open for two months now. I sell about one bale a week, and I have already bought my fourth bale with my own profit. My daughter is back in school after missing half a term.\n\nYour gifts rebuilt the stall and bought my first three bales, the metal box and a new iron. You gave ₵900 more than I asked, so I bought a fire extinguisher that I share with the six stalls around me. Thank you, and God bless you.',
        daysAgo: 25,
        impact: true,
      },
    ],
  },
  {
    key: 'reopen-maame-afias-chop-bar-in-techiman',
    ownerKey: 'kwabena-ofori',
    title: 'Help Maame Afia reopen her chop bar in Techiman',
    summary:
      'Road works took down my mother’s chop bar near Techiman market. A new kitchen, a fufu machine and pots will get her serving again.',
    story: paragraphs(
      'For 23 years my mother, Maame Afia, has run a chop bar near Techiman market. Traders, drivers and students know her light soup and palm nut soup with fufu, and her Sunday groundnut soup with goat meat.',
      'When the road beside the market was widened, her wooden kitchen and eating shed had to come down. She has found a new spot two minutes away, and the landlord has given her a fair rent, but she has to build again from nothing.',
      'A new kitchen and eating shed costs ₵6,000. A fufu pounding machine, which will save her two young helpers from pounding all day, is ₵3,200. Large aluminium pots and gas stoves are ₵1,800, and tables and benches ₵1,000. The total is ₵12,000.',
      'My mother employs three people, and her chop bar has seen half of our family through school. When you pass through Techiman, come and eat; the first bowl is on her. Medaase.',
    ),
    category: 'business',
    region: 'Bono East',
    beneficiary: 'Afia Kyerewaa, chop bar owner, Techiman',
    relationship: 'family',
    goal: cedis(12_000),
    raisedPercent: 78,
    donations: 34,
    status: 'active',
    createdDaysAgo: 27,
    deadlineInDays: 18,
    updates: [
      {
        title: 'The shed is built',
        body: 'The new shed is up and the roof is on. The carpenter is making the benches now.',
        daysAgo: 14,
      },
      {
        title: 'Almost there',
        body: 'We have ordered the fufu machine. Maame Afia plans to reopen on the first Monday of next month, and she has already bought the goats for the opening-day soup.',
        daysAgo: 4,
      },
    ],
  },
  {
    key: 'kente-showroom-in-kumasi',
    ownerKey: 'owner',
    title: 'Help me open a kente showroom in Kumasi',
    summary: 'I weave kente in Bonwire and want to open a showroom in Kumasi to sell directly to customers and visitors.',
    story: paragraphs(
      'I weave kente in Bonwire and sell through middlemen in Kumasi and Accra, who take a large share of the price. Customers often tell me they would rather buy directly from the weaver, and know who made their cloth.',
      'I want to open a showroom in Kumasi where customers can see the cloth, order for weddings, graduations and festivals, and watch a weaver at work. It would also sell the work of other weavers from Bonwire and employ two young people as sales assistants.',
      'I am raising ₵120,000. Some of it will go to rent and fittings for the shop and some to stock, and the rest into other investments that will help the business grow.',
      'A showroom would bring more of the money from each cloth back to Bonwire and to the weavers who make it. I have been weaving for twenty years and I am well known in the town. Thank you for your support.',
    ),
    category: 'business',
    region: 'Ashanti',
    beneficiary: 'Kwame Asante, kente weaver, Bonwire',
    relationship: 'myself',
    goal: cedis(120_000),
    raisedPercent: 0,
    donations: 0,
    status: 'rejected',
    createdDaysAgo: 6,
    deadlineInDays: 90,
    rejectionReason:
      'Thank you for sending us your story. We can’t approve it as written because the ₵120,000 goal isn’t broken down: it doesn’t say how much is for rent, fittings or stock, and part of the money is for “other investments” that aren’t described. Please add a list of costs that adds up to the goal, explain or remove the other investments, and say roughly where in Kumasi the showroom will be. You can then edit the story and submit it again.',
    updates: [],
  },
  {
    key: 'gas-oven-for-sister-comforts-bakery-in-berekum',
    ownerKey: 'adwoa-agyeman',
    title: 'A gas oven for Sister Comfort’s bakery in Berekum',
    summary:
      'Comfort bakes sugar bread and tea bread in a clay oven in Berekum. A gas deck oven would triple her output and spare her the smoke.',
    story: paragraphs(
      'Sister Comfort is a widow in my church in Berekum. Since her husband died four years ago she has supported her three children by baking sugar bread, tea bread and rock buns in a clay oven behind her house, and selling them to kiosks and schools every morning.',
      'A clay oven burns a lot of firewood, bakes unevenly and fills the kitchen with smoke; she coughs all the time now. She can only bake about 60 loaves a day, and the kiosks want more.',
      'A gas deck oven costs ₵8,500, and a gas cylinder and regulator ₵1,200. New baking pans and trays are ₵1,800, and ₵2,500 would buy a first stock of flour, sugar and margarine so she can bake at the new capacity straight away. The total is ₵14,000.',
      'With the gas oven Comfort expects to bake about 180 loaves a day and to take on a young woman as an apprentice. Thank you for helping a hardworking mother.',
    ),
    category: 'business',
    region: 'Bono',
    beneficiary: 'Comfort Adjei, a home baker in Berekum',
    relationship: 'friend',
    goal: cedis(14_000),
    raisedPercent: 5,
    donations: 3,
    status: 'active',
    createdDaysAgo: 4,
    deadlineInDays: 45,
    updates: [],
  },
  {
    key: 'tricycle-for-a-plastic-recycling-start-up-in-tamale',
    ownerKey: 'fuseini-alhassan',
    title: 'A tricycle for a plastic recycling start-up in Tamale',
    summary:
      'We collect bottles and water sachets from homes and schools in Tamale and sell them to recyclers. A motor tricycle would let us serve 400 homes.',
    story: paragraphs(
      'Walk any street in Tamale after rain and you will see drains blocked with water sachets and bottles. Last year two friends and I started collecting plastic from homes, schools and chop bars in our area. We sort it, bale it and sell it to a recycling company that buys by the kilogram.',
      'Right now we collect with a handcart, so we can only cover a few streets and lose half the day walking. People are happy to give us their plastic; we just cannot reach them.',
      'A motor tricycle, an aboboyaa, costs ₵28,000. Registration, insurance and a helmet come to ₵3,000, and ₵4,000 would build a covered sorting area with bins. The total is ₵35,000.',
      'With the tricycle we can collect from about 400 homes and 10 schools every week, employ two more young people and keep tonnes of plastic out of the drains. We will share our monthly collection figures here.',
    ),
    category: 'business',
    region: 'Northern',
    beneficiary: 'A youth-run plastic collection start-up in Tamale',
    relationship: 'myself',
    goal: cedis(35_000),
    raisedPercent: 34,
    donations: 17,
    status: 'active',
    createdDaysAgo: 20,
    deadlineInDays: 65,
    updates: [
      {
        title: 'Our first school partners',
        body: 'Two junior high schools in Tamale have agreed to put out collection bins. The pupils have named our tricycle fund Plastic Patrol and are collecting coins for it too.',
        daysAgo: 6,
      },
    ],
  },

  // ── Memorial ───────────────────────────────────────────────────────────────
  {
    key: 'final-rites-for-opanyin-kwadwo-agyei',
    ownerKey: 'yaw-boateng',
    title: 'Dignified final rites for Opanyin Kwadwo Agyei',
    summary:
      'Our grandfather, a carpenter and church elder in Effiduase, has gone to rest at 94. Help us give him a dignified funeral without debt.',
    story: paragraphs(
      'Our grandfather, Opanyin Kwadwo Agyei, passed away peacefully at home in Effiduase at the age of 94. He was a carpenter who made doors, windows and furniture for half the town, and for sixty years an elder of his church, where he built the benches people still sit on every Sunday.',
      'He raised nine children and helped raise many more. Whenever someone in Effiduase had a problem, they came to sit under his mango tree and talk. He taught every grandchild to plane wood, to greet elders properly, and never to borrow what you cannot repay.',
      'It is in that spirit that we do not want to go into debt to bury him. The family has contributed what it can. We are raising ₵45,000 for the mortuary (₵6,000), the coffin (₵9,000), canopies, chairs and sound (₵8,000), food and drinks for mourners (₵14,000), funeral cloth, brochures and posters (₵5,000), and the church and customary rites (₵3,000).',
      'Many of you knew him, worked with him or sat under his tree. Thank you for helping us say goodbye properly.',
    ),
    category: 'memorial',
    region: 'Ashanti',
    beneficiary: 'The family of the late Opanyin Kwadwo Agyei, Effiduase',
    relationship: 'family',
    goal: cedis(45_000),
    raisedPercent: 104,
    donations: 57,
    status: 'completed',
    createdDaysAgo: 95,
    deadlineInDays: -50,
    updates: [
      {
        title: 'Funeral date announced',
        body: 'The family has agreed the date with the chief and the church: the funeral will be held on the first Saturday of next month at the family house, with the thanksgiving service at his church the following morning.',
        daysAgo: 75,
      },
      {
        title: 'How you honoured Opanyin',
        body: 'Thanks to you, Opanyin Kwadwo Agyei was laid to rest with dignity. More than 800 people came to the funeral, including carpenters he trained from as far as Kumasi and Mampong. Every bill, from the mortuary to the canopies and the food, was paid in full, and no one in the family had to take a loan.\n\nBecause you gave ₵1,800 more than we asked, we had the church benches he built in the 1970s sanded and varnished, and a small brass plate with his name fixed to the front bench. Medaase pii.',
        daysAgo: 20,
        impact: true,
      },
    ],
  },
  {
    key: 'teacher-kodzo-memorial-scholarship-hohoe',
    ownerKey: 'selorm-agbeko',
    title: 'The Teacher Kodzo memorial scholarship for Hohoe students',
    summary:
      'Former students of a much-loved maths teacher in Hohoe are funding ten ₵5,000 scholarships for first-year university and nursing students.',
    story: paragraphs(
      'For 35 years, Mr Emmanuel Kodzo Dzamesi taught mathematics in Hohoe. Generations of us remember his chalk-dusted shirt, his old bicycle and his favourite words: “Show your working, so I can see how you think.” He paid exam fees for students in secret and tutored anyone who came to his house on a Saturday.',
      'Teacher Kodzo died last year, aged 71. His former students, now nurses, engineers, teachers and traders in Ghana and abroad, want his kindness to continue.',
      'We are raising ₵50,000 for ten scholarships of ₵5,000 each, two every year for five years. Each one will help a student from Hohoe with admission fees, a laptop or textbooks, and a first semester’s hostel fees at a university or nursing training college. Priority goes to students who did well in mathematics and whose families cannot pay.',
      'A committee of five former students and his eldest daughter will choose the students and publish the results here every year. Akpe na mi.',
    ),
    category: 'memorial',
    region: 'Volta',
    beneficiary: 'First-year tertiary students from Hohoe who are in financial need',
    relationship: 'community',
    goal: cedis(50_000),
    raisedPercent: 46,
    donations: 32,
    status: 'active',
    createdDaysAgo: 42,
    deadlineInDays: 140,
    updates: [
      {
        title: 'The committee has met',
        body: 'The scholarship committee met for the first time at the family house in Hohoe. Applications for the first two scholarships will open once the WASSCE results are released.',
        daysAgo: 30,
      },
      {
        title: 'Thank you from the family',
        body: 'Teacher Kodzo’s widow, Mama Dzifa, asked us to thank everyone who has given. She says he would have been embarrassed by all this attention, and very proud.',
        daysAgo: 9,
      },
    ],
  },
  {
    key: 'farewell-to-maame-ekua-kotokuraba-fish-queen',
    ownerKey: 'esi-quansah',
    title: 'Farewell to Maame Ekua, fish queen of Kotokuraba Market',
    summary:
      'Our mother led the fish sellers of Kotokuraba Market in Cape Coast for 20 years. Help us give her the farewell her market women want for her.',
    story: paragraphs(
      'Our mother, Maame Ekua Baidoo, sold fish at Kotokuraba Market in Cape Coast for more than forty years, and for the last twenty she was the fish queen, the leader of the fish sellers. She settled quarrels, spoke to the municipal assembly about stalls and tolls, and made sure no member was buried without a proper send-off.',
      'She died in her sleep last month at 78. The market women came to our house the next morning in black and red and said: she looked after us, now we must look after her. They want a funeral that honours her place in the market, and so do we.',
      'We are raising ₵38,000: mortuary fees of ₵5,000, a coffin at ₵8,000, canopies, chairs and a sound system at ₵6,500, food and drinks for the many guests at ₵12,000, cloth and printed programmes at ₵4,000, and the church service and customary rites at ₵2,500.',
      'The market women’s association is contributing too, and the family has agreed on a simple, dignified funeral. Anything above our goal will go to the association’s welfare fund, which she started. Medaase.',
    ),
    category: 'memorial',
    region: 'Central',
    beneficiary: 'The family of the late Maame Ekua Baidoo, Cape Coast',
    relationship: 'family',
    goal: cedis(38_000),
    raisedPercent: 62,
    donations: 40,
    status: 'active',
    createdDaysAgo: 16,
    deadlineInDays: 12,
    updates: [
      {
        title: 'One-week observance held',
        body: 'The one-week observance was held at the family house. The fish section of the market closed early that day so the women could come. The funeral will be held next month.',
        daysAgo: 10,
      },
    ],
  },
  {
    key: 'bring-serwaa-home-from-italy',
    ownerKey: 'adwoa-agyeman',
    title: 'Bring Serwaa home from Italy to rest in Sunyani',
    summary:
      'Our cousin Yaa Serwaa died suddenly in Italy, where she worked as a care assistant. Help us bring her home to be buried in Sunyani.',
    story: paragraphs(
      'Our cousin Yaa Serwaa left Sunyani for Italy twelve years ago. She worked as a care assistant for elderly people near Modena, and every month she sent money home for her mother’s medicines and her nieces’ school fees. In May she collapsed at work and died in hospital. She was just 41.',
      'Her mother, Maame Akua, is 70. Her one wish is to see her daughter buried at home in Sunyani, next to her father. The Ghanaian community in Modena has helped with the first costs and the paperwork, but bringing a body home is expensive.',
      'Embalming, a casket that meets airline rules and air freight from Bologna to Accra cost about ₵68,000. Clearance at Kotoka Airport and a hearse to Sunyani are ₵7,000, and a simple burial is ₵10,000. In total we need ₵85,000.',
      'We will post the receipts from the funeral home in Italy and from the airline. Thank you for helping a mother lay her child to rest.',
    ),
    category: 'memorial',
    region: 'Bono',
    beneficiary: 'The family of the late Yaa Serwaa Agyeman, Sunyani',
    relationship: 'family',
    goal: cedis(85_000),
    raisedPercent: 41,
    donations: 36,
    status: 'active',
    createdDaysAgo: 19,
    deadlineInDays: 30,
    updates: [
      {
        title: 'Papers approved',
        body: 'The Ghana Embassy in Rome has approved the documents. The funeral home in Modena will set a flight date as soon as the remaining balance is paid.',
        daysAgo: 12,
      },
      {
        title: 'Thank you, Modena',
        body: 'The Ghanaian association in Modena held a collection after church on Sunday and added their gifts to this page. We are very grateful.',
        daysAgo: 4,
      },
    ],
  },
  {
    key: 'farewell-to-papa-kwesi-ansah-railwayman',
    ownerKey: 'efua-ansah',
    title: 'Farewell to Papa Kwesi Ansah, railwayman of Sekondi',
    summary:
      'Our father drove trains out of Sekondi for more than 30 years. Help us give him the funeral his old railway friends have planned with us.',
    story: paragraphs(
      'Our father, Papa Kwesi Ansah, joined the railway in Sekondi as a young apprentice and retired as an engine driver more than thirty years later. He drove the trains that carried cocoa, manganese and passengers between Sekondi, Tarkwa and Kumasi, and he loved to tell us about every bridge and every station on the line.',
      'He passed away peacefully at 82 in our family house in Sekondi, surrounded by his children and grandchildren. His old railway friends, many of them in their eighties too, came the very next day to help plan his funeral.',
      'We are raising ₵30,000 to give him a dignified send-off: mortuary fees of ₵4,500, a coffin at ₵7,000, canopies, chairs and sound at ₵5,000, refreshments for mourners at ₵9,000, cloth and programmes at ₵2,500, and the church service at ₵2,000.',
      'The railway pensioners’ association will lead a procession from the old Sekondi station. If you ever rode a train he drove, thank you for remembering him with us.',
    ),
    category: 'memorial',
    region: 'Western',
    beneficiary: 'The family of the late Kwesi Ansah, Sekondi',
    relationship: 'family',
    goal: cedis(30_000),
    raisedPercent: 33,
    donations: 19,
    status: 'active',
    createdDaysAgo: 11,
    deadlineInDays: 40,
    updates: [],
  },

  // ── Creative ───────────────────────────────────────────────────────────────
  {
    key: 'kente-weaving-apprenticeship-in-bonwire',
    ownerKey: 'owner',
    title: 'A kente weaving apprenticeship for six young people in Bonwire',
    summary:
      'I am a kente weaver in Bonwire. Help me train six school leavers for a year, with their own looms, yarn and a small monthly allowance.',
    story: paragraphs(
      'I learnt to weave kente from my grandfather in Bonwire, the town where, our elders say, kente began. Today I weave for customers in Kumasi, Accra and abroad, for weddings, graduations and festivals. But fewer young people in Bonwire are learning the craft. Many leave for Kumasi to sell phone credit or ride okada.',
      'I want to take six school leavers, three young women and three young men, for a full year of training. They will learn to set up the loom, the traditional patterns and their meanings, how to price and sell their cloth, and how to keep simple accounts.',
      'Each apprentice needs a loom, ₵2,500 each or ₵15,000 for six. Yarn for a year of practice and their first pieces for sale is ₵14,400. A monthly allowance of ₵150 for each apprentice for 12 months, so they can stay in training instead of taking day jobs, is ₵10,800. Repairs to the weaving shed are ₵1,800. The total is ₵42,000.',
      'At the end of the year each apprentice keeps the loom. Their first strips of kente will be sold here in Ghana, and the money shared with them. Medaase for helping keep Bonwire weaving.',
    ),
    category: 'creative',
    region: 'Ashanti',
    beneficiary: 'Six young apprentice kente weavers in Bonwire, Ashanti',
    relationship: 'community',
    goal: cedis(42_000),
    raisedPercent: 36,
    donations: 22,
    status: 'active',
    createdDaysAgo: 24,
    deadlineInDays: 95,
    updates: [
      {
        title: 'Meet the apprentices',
        body: 'We have chosen the six apprentices from 19 young people who applied. The youngest is 17 and the oldest 22. Two had never touched a loom; one had been weaving in secret with her uncle.',
        daysAgo: 16,
      },
      {
        title: 'The first patterns',
        body: 'The apprentices have finished their first practice strips in a simple Babadua pattern. The looms bought with your gifts are working well, and the shed no longer leaks.',
        daysAgo: 3,
      },
    ],
  },
  {
    key: 'drums-and-costumes-for-the-kukuom-cultural-troupe',
    ownerKey: 'owner',
    title: 'New drums and costumes for the Kukuom cultural troupe',
    summary:
      'The Kukuom cultural troupe has played at festivals and funerals for 30 years, and its drums are cracked. Help us buy new drums and costumes.',
    story: paragraphs(
      'The Kukuom cultural troupe was started about thirty years ago by teachers, my mother among them, to keep adowa and kete drumming and dancing alive among young people. Today it has 16 dancers and 8 drummers aged 14 to 30, and it performs at festivals, funerals, school speech days and church harvests across Asunafo South.',
      'The troupe’s drums are older than most of its members. Two have cracked shells, the skins on the others are torn, and the dancers share costumes that have been washed until the colours are gone. Last year they had to borrow drums to perform at a durbar.',
      'A new set of kete drums made by drum carvers in Ashanti costs ₵8,500, and a pair of atumpan talking drums ₵4,000. New cloths and beads for 16 dancers are ₵5,000, and bringing the drums to Kukuom costs ₵1,500. The total is ₵19,000.',
      'The troupe earns small fees from its performances, which will pay to keep the drums in good repair. The young people will record their first performance with the new drums and share it here. Medaase.',
    ),
    category: 'creative',
    region: 'Ahafo',
    beneficiary: 'The Kukuom cultural troupe, Ahafo Region',
    relationship: 'community',
    goal: cedis(19_000),
    raisedPercent: 0,
    donations: 0,
    status: 'pending',
    createdDaysAgo: 3,
    deadlineInDays: 60,
    updates: [],
  },
  {
    key: 'weaving-shed-for-bolga-basket-makers',
    ownerKey: 'ayuba-azure',
    title: 'A weaving shed for Bolga basket makers in Sumbrungu',
    summary:
      'Thirty women weave Bolga baskets under trees in Sumbrungu. A roofed shed and a straw store would let them work through the rains and fill export orders.',
    story: paragraphs(
      'Bolga baskets are known around the world, but the women who weave them mostly work under trees or in their compounds. Our group of 30 weavers in Sumbrungu, just outside Bolgatanga, weaves elephant grass straw into market baskets, fans and hats, and sells through traders and a few shops in Accra.',
      'In the rainy season there is nowhere dry to weave, so work stops for months. Straw stored in rooms gets damp and mouldy, and we have had to turn down export orders because we could not promise to finish on time.',
      'A roofed weaving shed with benches and a lockable straw store costs ₵15,000. Buying straw in bulk at harvest, when it is cheapest, costs ₵5,000. Dyes, knives and tools are ₵2,000, and labels and packaging for export orders are ₵2,000. The total is ₵24,000.',
      'The shed will also be a place where older weavers teach girls the craft after school. Every basket will carry a label with the name of the woman who wove it.',
    ),
    category: 'creative',
    region: 'Upper East',
    beneficiary: 'A group of 30 women basket weavers in Sumbrungu, near Bolgatanga',
    relationship: 'community',
    goal: cedis(24_000),
    raisedPercent: 52,
    donations: 25,
    status: 'active',
    createdDaysAgo: 35,
    deadlineInDays: 55,
    updates: [
      {
        title: 'The walls are up',
        body: 'The walls of the shed are up and the roofing starts next week. The women have made up a song about the shed, and they sing it while they weave.',
        daysAgo: 12,
      },
    ],
  },
  {
    key: 'krobo-bead-making-workshop-for-young-people',
    ownerKey: 'akosua-darko',
    title: 'A Krobo bead-making workshop for young people in Odumase',
    summary:
      'A master bead maker in Odumase Krobo will teach 12 young people to make recycled glass beads, with a new kiln, moulds and tools.',
    story: paragraphs(
      'Krobo beads are made from crushed recycled glass, pressed into clay moulds and fired in a kiln, a craft that families in Odumase and Somanya have passed down for generations. The beads are worn at Dipo rites and weddings, and by people all over the world.',
      'Mama Korkor, a master bead maker in Odumase Krobo, is 67. She has taught her own children, but she wants to teach young people who are out of school and have no trade. Her old kiln is cracked, and she has moulds for only three learners at a time.',
      'A new clay kiln costs ₵6,000. Moulds, tools and painting materials for 12 learners are ₵4,500. Collecting and crushing glass bottles, and a small shelter for the workshop, come to ₵2,500, and ₵3,000 gives each learner a small allowance during the six months of training. The total is ₵16,000.',
      'By the end, each learner will have the skill and the tools to make beads and sell them at the Agomanya bead market and to visitors. I help Mama Korkor with her accounts and will post updates here.',
    ),
    category: 'creative',
    region: 'Eastern',
    beneficiary: 'Twelve young people learning bead making in Odumase Krobo',
    relationship: 'community',
    goal: cedis(16_000),
    raisedPercent: 9,
    donations: 6,
    status: 'active',
    createdDaysAgo: 7,
    deadlineInDays: 85,
    updates: [],
  },
  {
    key: 'teaching-asafo-flag-making-in-anomabo',
    ownerKey: 'esi-quansah',
    title: 'Teaching the art of Asafo flag making in Anomabo',
    summary:
      'An old Asafo flag maker in Anomabo wants to pass on his craft. Help us train eight young people in the appliqué flags of the Fante companies.',
    story: paragraphs(
      'Asafo flags are the bright appliqué banners of the Fante Asafo companies, full of lions, canoes, ladders and proverbs. Every company in towns like Anomabo and Mankessim has its own flags, and they are carried at festivals and funerals. Today only a few flag makers are left.',
      'Papa Kow, who has sewn flags in Anomabo for over fifty years, has agreed to teach eight young people, half of them young women who already sew. Over nine months they will learn to design flags, cut and sew the shapes, and understand the proverb each picture carries.',
      'Two sewing machines cost ₵5,000. Cotton cloth in many colours costs ₵6,000. A small allowance for the apprentices is ₵6,000, and ₵3,000 will pay for an exhibition of their flags in Cape Coast at the end of the training. The total is ₵20,000.',
      'My mother’s family belongs to one of the Asafo companies of Anomabo, and I grew up watching these flags dance in the wind. Help us keep them flying.',
    ),
    category: 'creative',
    region: 'Central',
    beneficiary: 'Eight young apprentice flag makers in Anomabo, Central Region',
    relationship: 'community',
    goal: cedis(20_000),
    raisedPercent: 70,
    donations: 28,
    status: 'active',
    createdDaysAgo: 44,
    deadlineInDays: 26,
    updates: [
      {
        title: 'The first flag is finished',
        body: 'The apprentices have finished their first flag together: a canoe and a shark, with one of Papa Kow’s favourite proverbs about unity. It will hang at the exhibition in Cape Coast.',
        daysAgo: 8,
      },
    ],
  },
];

export const demoDonors: Array<{ name: string; message?: string }> = [
  { name: 'Kofi Mensah', message: 'Onyame nhyira wo.' },
  { name: 'Akua Asantewaa' },
  { name: 'Yaw Owusu-Ansah', message: 'From Accra with love.' },
  { name: 'Abena Pokua' },
  { name: 'Kwaku Boakye', message: 'Stay strong. We are with you.' },
  { name: 'Efua Sam' },
  { name: 'Nana Kwame Amoako' },
  { name: 'Esi Mensah', message: 'Small from me, God will add the rest.' },
  { name: 'Ebenezer Tetteh' },
  { name: 'Naa Adjeley Lamptey', message: 'Ayekoo for organising this.' },
  { name: 'Nii Armah Quaye' },
  { name: 'Dzifa Amegashie', message: 'Akpe, and best wishes from Ho.' },
  { name: 'Elikem Kpodo' },
  { name: 'Mawuli Agbenyega', message: 'Keep us posted!' },
  { name: 'Abdul-Karim Iddrisu' },
  { name: 'Fatima Alhassan', message: 'May Allah bless this work.' },
  { name: 'Salifu Abubakar' },
  { name: 'Rashida Yakubu', message: 'From Tamale with love.' },
  { name: 'Amina Sulemana' },
  { name: 'Sumaila Zakaria' },
  { name: 'Gifty Owusu-Boateng', message: 'God bless you.' },
  { name: 'Comfort Appiah' },
  { name: 'Emmanuel Darko', message: 'Proud of you. Keep going.' },
  { name: 'Joyce Ankrah' },
  { name: 'Samuel Nyarko', message: 'Every little helps.' },
  { name: 'Evelyn Addo' },
  { name: 'Benjamin Osei', message: 'Medaase for sharing this story.' },
  { name: 'Priscilla Asamoah' },
  { name: 'Isaac Frimpong' },
  { name: 'Doris Ampofo', message: 'Praying for a quick recovery.' },
  { name: 'Kwabena Agyapong' },
  { name: 'Adjoa Serwaa Bonsu', message: 'Mo ne adwuma!' },
  { name: 'Kojo Amankwah' },
  { name: 'Afua Dankwa' },
  { name: 'Daniel Ofosu-Appiah', message: 'Wishing you all the best.' },
  { name: 'Felicia Tawiah', message: 'From the Ghanaian community in London.' },
  { name: 'Kwame Nkansah', message: 'Sending love from Toronto.' },
  { name: 'Akosua Manu' },
  { name: 'Michael Adomako' },
  { name: 'Grace Amponsah', message: 'God is in control.' },
  { name: 'Jennifer Owusu', message: 'From Houston, with prayers.' },
  { name: 'Desmond Kumi' },
  { name: 'Linda Mensah-Bonsu', message: 'Greetings from Hamburg. Keep going!' },
  { name: 'Ernest Larbi' },
  { name: 'Patience Agbodza', message: 'Ayekoo!' },
  { name: 'Selasi Dogbe' },
  { name: 'Kafui Adzraku' },
  { name: 'Yakubu Mumuni' },
  { name: 'Zainab Seidu', message: 'May it be well with you.' },
  { name: 'Paul Der' },
  { name: 'Mercy Kuuire' },
  { name: 'Bernice Azumah', message: 'From Bolga with love.' },
  { name: 'Francis Ayamga' },
  { name: 'Obed Anane' },
  { name: 'Rebecca Quarcoo', message: 'Small, but from the heart.' },
  { name: 'A well-wisher' },
  { name: 'Tom Acheampong', message: 'Keep pushing. Love from Manchester.' },
  { name: 'Ama Serwah Mensah' },
  { name: 'Kwesi Bentil', message: 'For the children.' },
  { name: 'Yvonne Nartey', message: 'With love from the Netherlands.' },
];

/** Money already paid out of a success story, as its owner asked for it: shown in the story's open ledger. */
export interface DemoWithdrawal {
  storyKey: string;
  /** Whole pesewas, well within what the story raised. */
  amount: number;
  /** What it paid for, as the owner wrote it (10–500 characters). */
  purpose: string;
  /** When it was asked for; it was paid the next day. */
  daysAgo: number;
}

export const demoWithdrawals: DemoWithdrawal[] = [
  {
    storyKey: 'hearing-aids-for-kojo-in-sekondi',
    amount: cedis(18_500),
    purpose: 'Two behind-the-ear hearing aids, the ear moulds and the fitting at the audiology clinic',
    daysAgo: 85,
  },
  {
    storyKey: 'hearing-aids-for-kojo-in-sekondi',
    amount: cedis(6_200),
    purpose: 'Batteries and check-ups for the first year, and Kojo’s speech therapy sessions',
    daysAgo: 70,
  },
  {
    storyKey: 'borehole-for-a-village-near-bongo',
    amount: cedis(30_000),
    purpose: 'Drilling to 62 metres, the casing and the pump test by the drilling company in Bolgatanga',
    daysAgo: 140,
  },
  {
    storyKey: 'borehole-for-a-village-near-bongo',
    amount: cedis(12_500),
    purpose: 'The hand pump, the concrete apron and the laboratory tests of the water',
    daysAgo: 118,
  },
  {
    storyKey: 'rebuild-my-kantamanto-stall-after-the-fire',
    amount: cedis(9_800),
    purpose: 'The metal frame, roofing sheets and shelves of the new stall',
    daysAgo: 100,
  },
  {
    storyKey: 'rebuild-my-kantamanto-stall-after-the-fire',
    amount: cedis(5_500),
    purpose: 'The first three bales of second-hand clothes, to start trading again',
    daysAgo: 58,
  },
  {
    storyKey: 'final-rites-for-opanyin-kwadwo-agyei',
    amount: cedis(44_000),
    purpose: 'The mortuary, the coffin, canopies and chairs, and food for the mourners',
    daysAgo: 55,
  },
];
