import type { SampleRanking, SpecialtyPage } from '../page-types'
import type { FaqItem, HeroCopy, LinkAction, ProcessStep, SectionIntro, ServiceCard, Statistic } from '../types'
import { contactLinks } from '@/content/contact-links'

/** Spec section 9: the free rank tracker's limits and reach, defined once. */
export const rankTrackerFigures = {
  freeKeywords: 10,
  updateFrequency: 'harian',
  users: '10K+',
  keywordsTracked: '500K+',
  countries: '100+',
  exportFormats: ['CSV', 'JSON', 'PDF'],
} as const

const rankTrackerName = 'SERPBot'

const formats = rankTrackerFigures.exportFormats
/** "CSV, JSON atau PDF" */
export const exportFormatList = `${formats.slice(0, -1).join(', ')} atau ${formats.at(-1)}`
const formatList = exportFormatList

/**
 * "Cek Ranking Gratis" and "Mulai Tracking" lead to the sign-up form on the page (#mulai). Where tracking is not
 * active (no SERP provider when the page was built), #mulai offers the WhatsApp chat (`whatsapp`) instead.
 */
export const rankCheckerActions = {
  check: { label: 'Cek Ranking Gratis', href: '#mulai', icon: 'search' },
  // The agency's own site tracked live (or, with tracking off, the illustration labelled as an example).
  demo: { label: 'Lihat Demo', href: '/serpbot-rank-checker/demo', icon: 'eye' },
  start: { label: 'Mulai Tracking', href: '#mulai', icon: 'rocket' },
  whatsapp: {
    label: 'Kirim via WhatsApp',
    ...contactLinks.whatsapp(
      'rank-start-whatsapp',
      `Halo Puncak Digital, saya ingin mulai tracking ranking gratis (hingga ${rankTrackerFigures.freeKeywords} keyword) dengan ${rankTrackerName}. Website saya: `,
    ),
    icon: 'rocket',
    external: true,
  },
} as const satisfies Record<string, LinkAction>

const sampleRankings: readonly SampleRanking[] = [
  { keyword: 'jasa renovasi rumah bekasi', position: 3, change: 2 },
  { keyword: 'katering sehat jakarta', position: 5, change: 4 },
  { keyword: 'kursus bahasa inggris online', position: 8, change: -1 },
  { keyword: 'sewa mobil bandung', position: 12, change: 6 },
]

export const rankCheckerPage = {
  hero: {
    badge: `Gratis hingga ${rankTrackerFigures.freeKeywords} keyword`,
    title: `${rankTrackerName} Rank Checker:`,
    highlight: 'Pantau Posisi Keyword di Google Setiap Hari',
    description: `Berhenti mengecek ranking secara manual satu per satu. ${rankTrackerName} mencatat posisi keyword Anda di Google setiap hari, di lebih dari ${rankTrackerFigures.countries.replace('+', '')} negara, lalu menyajikannya dalam laporan yang siap dibagikan.`,
    points: ['Tanpa kartu kredit', `Update ${rankTrackerFigures.updateFrequency}`, `Ekspor ${formats.join(', ')}`],
  } satisfies HeroCopy,
  preview: {
    title: 'Contoh laporan ranking',
    caption: 'Contoh tampilan dengan data ilustrasi',
    updatedLabel: 'Diperbarui hari ini',
  },
  stats: [
    { value: rankTrackerFigures.users, label: 'Pengguna' },
    { value: rankTrackerFigures.keywordsTracked, label: 'Keyword dipantau' },
    { value: rankTrackerFigures.countries, label: 'Negara didukung' },
    { value: 'Harian', label: 'Update ranking' },
  ] satisfies Statistic[],
  features: {
    intro: {
      eyebrow: 'Fitur',
      title: 'Semua yang Anda Butuhkan untuk Memantau Ranking',
      description:
        'Dirancang untuk pemilik bisnis, marketer dan agensi yang ingin tahu posisi sebenarnya, bukan tebakan.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'free',
        icon: 'wallet',
        title: `Gratis hingga ${rankTrackerFigures.freeKeywords} keyword`,
        description:
          'Pantau keyword terpenting bisnis Anda tanpa biaya langganan dan tanpa perlu memasukkan kartu kredit.',
      },
      {
        id: 'daily',
        icon: 'refresh',
        title: 'Update ranking harian',
        description:
          'Posisi setiap keyword diperbarui setiap hari, sehingga naik-turunnya ranking langsung terlihat sebelum berdampak ke penjualan.',
      },
      {
        id: 'countries',
        icon: 'globe',
        title: `${rankTrackerFigures.countries} negara`,
        description:
          'Cek hasil pencarian Google Indonesia maupun pasar ekspor Anda, dari Malaysia dan Singapura hingga Australia.',
      },
      {
        id: 'export',
        icon: 'download',
        title: `Ekspor ${formats.join(', ')}`,
        description: `Unduh data dalam format ${formatList}: untuk diolah di spreadsheet, dihubungkan ke dashboard, atau dikirim ke atasan dan klien.`,
      },
      {
        id: 'history',
        icon: 'line-chart',
        title: 'Riwayat & tren posisi',
        description:
          'Lihat perjalanan ranking dari hari ke hari untuk menilai apakah optimasi yang dilakukan benar-benar berdampak.',
      },
      {
        id: 'accurate',
        icon: 'target',
        title: 'Data yang bisa dipercaya',
        description:
          'Posisi diambil langsung dari hasil pencarian, bukan perkiraan, sehingga angka yang Anda laporkan dapat dipertanggungjawabkan.',
      },
    ] satisfies ServiceCard[],
  },
  /** How to start while tracking is active: the form and one confirmation. */
  signupSteps: {
    intro: {
      eyebrow: 'Cara Kerja',
      title: 'Mulai Tracking dalam Tiga Langkah',
      description: 'Tanpa akun dan tanpa kartu kredit: cukup isi formulir singkat lalu konfirmasi dari e-mail.',
    } satisfies SectionIntro,
    items: [
      {
        step: 1,
        title: 'Isi website & keyword',
        description: `Masukkan alamat website, e-mail dan hingga ${rankTrackerFigures.freeKeywords} keyword, lalu pilih kota dan perangkat yang ingin dipantau.`,
      },
      {
        step: 2,
        title: 'Konfirmasi dari e-mail',
        description:
          'Buka tautan yang kami kirim lalu tekan "Konfirmasi". Pengecekan pertama berjalan dalam satu menit.',
      },
      {
        step: 3,
        title: 'Pantau & ekspor laporan',
        description: `Ranking diperbarui setiap hari di halaman pantauan pribadi Anda. Unduh laporannya kapan saja dalam format ${formatList}.`,
      },
    ] satisfies ProcessStep[],
  },
  /** How to start while tracking is not active: the team sets it up from a WhatsApp chat. */
  steps: {
    intro: {
      eyebrow: 'Cara Kerja',
      title: 'Mulai Tracking dalam Tiga Langkah',
      description: 'Akun gratis diaktifkan tim kami. Cukup kirim website dan keyword Anda lewat WhatsApp.',
    } satisfies SectionIntro,
    items: [
      {
        step: 1,
        title: 'Kirim website & keyword',
        description: `Klik "Mulai Tracking", lalu kirim alamat website dan hingga ${rankTrackerFigures.freeKeywords} keyword yang ingin dipantau beserta negara targetnya.`,
      },
      {
        step: 2,
        title: 'Akun Anda diaktifkan',
        description: 'Tim kami menyiapkan pemantauan keyword Anda dan mengirimkan akses dashboard lewat WhatsApp.',
      },
      {
        step: 3,
        title: 'Pantau & ekspor laporan',
        description: `Ranking diperbarui setiap hari. Unduh laporannya kapan saja dalam format ${formatList}.`,
      },
    ] satisfies ProcessStep[],
  },
  exports: {
    intro: {
      eyebrow: 'Ekspor Data',
      title: 'Satu Data, Tiga Format',
      description: 'Pilih format yang paling cocok dengan cara kerja tim Anda.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'csv',
        icon: 'file-text',
        title: 'CSV',
        description: 'Buka langsung di Excel atau Google Sheets untuk dianalisis, difilter dan dibuat grafik sendiri.',
      },
      {
        id: 'json',
        icon: 'database',
        title: 'JSON',
        description: 'Hubungkan ke dashboard internal, Looker Studio, atau sistem pelaporan otomatis milik tim Anda.',
      },
      {
        id: 'pdf',
        icon: 'download',
        title: 'PDF',
        description: 'Laporan rapi yang siap dikirim ke atasan atau klien, tanpa perlu diformat ulang.',
      },
    ] satisfies ServiceCard[],
  },
  upgrade: {
    intro: {
      eyebrow: 'Butuh Lebih dari Memantau?',
      title: 'Ranking Belum Naik Seperti Harapan?',
      description: `${rankTrackerName} menunjukkan posisi Anda; tim SEO kami membantu menaikkannya. Dapatkan analisis gratis untuk melihat apa yang menahan website Anda di bawah kompetitor.`,
    } satisfies SectionIntro,
    contact: { label: 'Konsultasi dengan Tim SEO', href: '/contact', icon: 'mail' } satisfies LinkAction,
    analysis: { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' } satisfies LinkAction,
  },
  faqIntro: { eyebrow: 'FAQ', title: `Pertanyaan Seputar ${rankTrackerName}` } satisfies SectionIntro,
  whatsappText: `Halo Puncak Digital, saya ingin bertanya tentang ${rankTrackerName} Rank Checker.`,
}

/** How to start: through the form where tracking is active, through WhatsApp where it is not. */
const startAnswers = {
  active: `Isi formulir di bagian "Mulai Tracking" halaman ini: website, e-mail dan hingga ${rankTrackerFigures.freeKeywords} keyword. Kami mengirim tautan konfirmasi ke e-mail Anda; setelah Anda menekan "Konfirmasi", pengecekan pertama berjalan dalam satu menit dan halaman pantauan pribadi Anda langsung bisa dibuka.`,
  inactive:
    'Klik tombol "Mulai Tracking", lalu kirim alamat website dan keyword Anda lewat WhatsApp dengan pesan yang sudah terisi. Tim kami mengaktifkan pemantauan dan mengirimkan akses dashboard Anda.',
}

function rankCheckerFaqsFor(active: boolean): readonly FaqItem[] {
  return rankCheckerFaqs.map((faq) =>
    faq.question === startQuestion ? { ...faq, answer: startAnswers[active ? 'active' : 'inactive'] } : faq,
  )
}

const startQuestion = `Bagaimana cara mulai menggunakan ${rankTrackerName}?`

export const rankCheckerFaqs: readonly FaqItem[] = [
  {
    question: `Apakah ${rankTrackerName} benar-benar gratis?`,
    answer: `Ya. Anda bisa memantau hingga ${rankTrackerFigures.freeKeywords} keyword tanpa biaya dan tanpa kartu kredit. Jika butuh lebih banyak keyword, tim kami akan menjelaskan pilihannya tanpa paksaan.`,
  },
  {
    question: 'Seberapa sering data ranking diperbarui?',
    answer:
      'Setiap hari. Posisi setiap keyword dicek ulang secara otomatis, sehingga Anda bisa melihat perubahan ranking dari hari ke hari, termasuk setelah update algoritma Google.',
  },
  {
    question: 'Negara dan bahasa apa saja yang didukung?',
    answer: `${rankTrackerName} mendukung pencarian Google di lebih dari ${rankTrackerFigures.countries.replace('+', '')} negara. Anda bisa memantau Google Indonesia sekaligus pasar luar negeri seperti Malaysia, Singapura atau Australia.`,
  },
  {
    question: 'Dalam format apa laporan bisa diunduh?',
    answer: `Laporan bisa diekspor ke ${formatList}. CSV cocok untuk spreadsheet, JSON untuk dihubungkan ke sistem lain, dan PDF untuk dibagikan ke atasan atau klien.`,
  },
  {
    question: `Bagaimana cara mulai menggunakan ${rankTrackerName}?`,
    answer: startAnswers.active,
  },
  {
    question: 'Apakah data website dan keyword saya aman?',
    answer:
      'Aman. Kami hanya membaca hasil pencarian publik Google; Anda tidak perlu memberikan akses admin website. Daftar keyword Anda tidak kami bagikan kepada pihak lain.',
  },
]

/**
 * /serpbot-rank-checker, laid out by the specialty page shell. `active`: a SERP provider is configured (read when
 * the page is built), so the steps and the FAQ describe the sign-up form; otherwise the WhatsApp way. The closing
 * band #mulai is the sign-up section (src/components/sections/rank-tracker-signup.tsx), not a record band.
 */
export function rankCheckerFor(active: boolean): SpecialtyPage {
  const steps = active ? rankCheckerPage.signupSteps : rankCheckerPage.steps
  return {
    ...rankChecker,
    sections: rankChecker.sections.map((section) =>
      section.kind === 'steps' ? { ...section, ...steps.intro, steps: steps.items } : section,
    ),
    faq: { ...rankChecker.faq!, items: rankCheckerFaqsFor(active) },
  }
}

export const rankChecker: SpecialtyPage = {
  path: '/serpbot-rank-checker',
  hero: {
    ...rankCheckerPage.hero,
    actions: [rankCheckerActions.check, rankCheckerActions.demo],
    aside: { kind: 'rank-preview', ...rankCheckerPage.preview, rows: sampleRankings },
  },
  sections: [
    {
      kind: 'stats',
      id: 'angka',
      tone: 'dark',
      title: `${rankTrackerName} dalam angka`,
      stats: rankCheckerPage.stats,
      numbersOnly: true,
    },
    { kind: 'cards', id: 'fitur', ...rankCheckerPage.features.intro, items: rankCheckerPage.features.items },
    {
      kind: 'steps',
      id: 'cara-kerja',
      tone: 'muted',
      ...rankCheckerPage.signupSteps.intro,
      steps: rankCheckerPage.signupSteps.items,
      actions: [rankCheckerActions.start],
    },
    { kind: 'cards', id: 'ekspor', ...rankCheckerPage.exports.intro, items: rankCheckerPage.exports.items },
    {
      kind: 'actions',
      id: 'naikkan-ranking',
      tone: 'muted',
      ...rankCheckerPage.upgrade.intro,
      actions: [rankCheckerPage.upgrade.analysis, rankCheckerPage.upgrade.contact],
    },
  ],
  faq: { ...rankCheckerPage.faqIntro, items: rankCheckerFaqs, name: 'faq-serpbot', tone: 'white' },
  floatingContact: { whatsappText: rankCheckerPage.whatsappText },
  service: { name: 'SERPBot Rank Checker', serviceType: 'Keyword rank tracking' },
}
