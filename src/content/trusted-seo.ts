import type { SpecialtyPage } from './page-types'
import type { FaqItem, LinkAction, ServiceCard, Statistic } from './types'
import { cities } from './cities'
import { contentLibrary } from './schema/library'
import { figures } from './figures'
import { site } from './site'
import { indonesianCities } from './indonesian-cities'

const quotes = contentLibrary().figures
const guaranteeSentence = String(quotes.rankingGuarantee)
const guaranteeTerms = {
  optimisationMonths: String(quotes.rankingGuaranteeMonths),
  remedy: String(quotes.rankingGuaranteeRemedy),
}
const cityCount = indonesianCities.length
const linkedNames = cities.map((city) => city.name)

/** Copy of /jasa-seo-terpercaya; the city tiles come from indonesian-cities.ts. */
export const trustedSeoPage = {
  hero: {
    badge: `Melayani ${cityCount} kota di Indonesia`,
    title: 'Jasa SEO Terpercaya',
    highlight: 'dari Aceh sampai Papua',
    description: `Sejak ${site.foundedYear} kami membantu bisnis di ${cityCount} kota naik ke halaman pertama Google. Tim yang sama, standar kerja yang sama, dan laporan yang sama transparannya, di mana pun bisnis Anda berada.`,
    actions: [
      { label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: 'Hubungi Kami', href: '/contact' },
    ] satisfies readonly LinkAction[],
    stats: [
      { value: figures.clients, label: 'Klien di seluruh Indonesia' },
      { value: figures.yearsExperience, label: 'Tahun pengalaman' },
      { value: figures.satisfaction, label: 'Tingkat kepuasan' },
    ] satisfies readonly Statistic[],
  },
  pillars: {
    eyebrow: 'Kenapa Terpercaya',
    title: 'Empat janji yang kami pegang di setiap kota',
    description: 'Terpercaya bukan soal klaim di iklan, melainkan cara kerja yang bisa Anda periksa sendiri.',
    items: [
      {
        id: 'white-hat',
        icon: 'shield-check',
        title: 'Hanya white-hat',
        description:
          'Tanpa backlink spam, tanpa konten jiplakan, tanpa trik yang bisa membuat website Anda terkena penalti Google.',
      },
      {
        id: 'transparent',
        icon: 'eye',
        title: 'Laporan terbuka',
        description:
          'Ranking, traffic dan pekerjaan yang sudah dilakukan dilaporkan setiap bulan. Akses Search Console dan Analytics tetap milik Anda.',
      },
      {
        id: 'guarantee',
        icon: 'badge-check',
        title: 'Garansi tertulis',
        description: `Target kata kunci disepakati di awal. Setelah ${guaranteeTerms.optimisationMonths} bulan optimasi, target yang meleset mendapat ${guaranteeTerms.remedy}.`,
      },
      {
        id: 'local',
        icon: 'map-pin',
        title: 'Strategi lokal',
        description:
          'Setiap kota punya kata kunci, pesaing dan kebiasaan mencari sendiri. Strategi kami disusun per kota, bahkan per kawasan.',
      },
    ] satisfies readonly ServiceCard[],
  },
  directory: {
    eyebrow: 'Kota Layanan',
    title: `${cityCount} kota yang kami layani`,
    description: `Kota bertanda panah punya halaman khusus berisi area, paket dan FAQ lokal: ${linkedNames.join(', ')}. Kota lainnya kami layani lewat konsultasi online dengan strategi yang sama.`,
    linkedLegend: 'Punya halaman khusus',
    plainLegend: 'Dilayani online',
  },
  missingCity: {
    title: 'Kota Anda tidak ada di daftar?',
    description:
      'Tidak masalah. SEO dikerjakan di website dan di Google, jadi kami bisa melayani bisnis di kota mana pun di Indonesia. Ceritakan lokasi dan target pasar Anda, kami susun strategi lokalnya.',
    action: { label: 'Hubungi Kami', href: '/contact' } satisfies LinkAction,
  },
  faqs: [
    {
      question: 'Apakah layanan di kota tanpa halaman khusus sama kualitasnya?',
      answer:
        'Sama. Tim, metode dan format laporannya identik. Halaman khusus kami buat untuk kota dengan klien terbanyak, bukan karena layanannya berbeda.',
    },
    {
      question: 'Bagaimana kerja sama dengan klien di luar Jawa?',
      answer:
        'Semua koordinasi berjalan online: kickoff dan evaluasi lewat video call, pertanyaan harian lewat WhatsApp, dan laporan bulanan lewat e-mail. Bisnis di zona WITA dan WIT dijadwalkan di jam kerja mereka.',
    },
    {
      question: 'Apakah ada garansi?',
      answer: guaranteeSentence,
    },
    {
      question: 'Bagaimana cara memulai?',
      answer: `Isi formulir analisis gratis. Dalam ${figures.analysisDelivery} Anda menerima gambaran posisi website, pesaing di kota Anda, dan langkah pertama yang kami sarankan.`,
    },
  ] satisfies readonly FaqItem[],
  cta: {
    title: 'Di kota mana pun, mulai dari analisis gratis',
    description:
      'Kirim alamat website Anda dan kota target pasar Anda. Kami tunjukkan peluang terbesarnya, tanpa biaya dan tanpa kewajiban.',
    actions: [
      { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: 'Hubungi Kami', href: '/contact' },
    ] satisfies readonly LinkAction[],
  },
  service: {
    name: 'Jasa SEO Terpercaya',
    description: `Layanan SEO white-hat untuk bisnis di ${cityCount} kota di Indonesia, dengan laporan transparan dan garansi ranking setelah ${guaranteeTerms.optimisationMonths} bulan optimasi.`,
  },
} as const

const page = trustedSeoPage

/** /jasa-seo-terpercaya, laid out by the specialty page shell. */
export const trustedSeo: SpecialtyPage = {
  path: '/jasa-seo-terpercaya',
  hero: page.hero,
  sections: [
    { kind: 'cards', id: 'keunggulan', tone: 'muted', ...page.pillars, columns: 4 },
    { kind: 'city-directory', id: 'kota', ...page.directory, missingCity: page.missingCity },
  ],
  faq: { eyebrow: 'FAQ', title: 'Pertanyaan yang sering diajukan', items: page.faqs, name: 'faq-terpercaya' },
  cta: page.cta,
  service: { ...page.service, serviceType: 'Search Engine Optimization' },
}
