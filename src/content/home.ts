import { cityPath } from './cities/types'
import { contactLinks } from './contact-links'
import { figures } from './figures'
import { site } from './site'
import { indonesianCities } from './indonesian-cities'
import type { HomePage } from './page-types'
import { packageTerms, seoPackages } from './packages'
import type { RoutePath } from './routes'
import type { IconName } from './icons'
import { contentLibrary } from './schema/library'
import type { Statistic } from './types'

/** Copy of the home page that belongs to no other record (hero points, coverage, about). */

const homeHero = {
  badge: `Dipercaya ${figures.clients} bisnis sejak ${site.foundedYear}`,
  title: 'Jasa SEO Profesional untuk Bisnis',
  highlight: 'Halaman 1 Google',
  description:
    'Kami bantu website Anda ditemukan calon pelanggan yang sedang mencari, dengan strategi white-hat yang terukur dan laporan yang mudah dipahami.',
  trustBadges: [
    'Garansi uang kembali',
    'Strategi white-hat, aman dari penalti',
    `Pengalaman ${figures.yearsExperience} tahun`,
  ],
} as const

export type CoverageCity = { name: string; note: string; href?: RoutePath }

/** The cities the home page names, as written there; a city page of the same name makes the name a link. */
const coverageList: readonly Omit<CoverageCity, 'href'>[] = [
  { name: 'Jakarta', note: 'Kantor pusat di Jakarta Selatan' },
  { name: 'Tangerang', note: 'BSD, Gading Serpong, Alam Sutera' },
  { name: 'Bogor', note: 'Kota dan Kabupaten Bogor' },
  { name: 'Depok', note: 'Margonda, Cinere, Sawangan' },
  { name: 'Bekasi', note: 'Kawasan industri hingga perumahan' },
  { name: 'Medan', note: 'Medan dan Sumatera Utara' },
]

/**
 * Cities named on the home page; those with a city page link to it. A city page whose entry has a home-page note
 * ("Catatan di beranda") and is not named yet joins the list.
 */
export const coverageCities: readonly CoverageCity[] = (() => {
  const pages = contentLibrary().cities
  const linked = (city: Omit<CoverageCity, 'href'>): CoverageCity => {
    const page = pages.find((entry) => entry.record.name === city.name)
    return page ? { ...city, href: cityPath(page.slug) } : city
  }
  const added = pages.flatMap(({ record }) =>
    record.homeNote && !coverageList.some((city) => city.name === record.name)
      ? [{ name: record.name, note: record.homeNote }]
      : [],
  )
  return [...coverageList, ...added].map(linked)
})()

export const coverageNote =
  'Di luar kota-kota di atas, kami juga mendampingi klien di Purwokerto dan banyak kota lain lewat rapat online, dengan standar kerja dan laporan yang sama.'

export type PackageType = {
  icon: IconName
  title: string
  description: string
  items: readonly string[]
  href?: RoutePath
  linkLabel?: string
}

/** The kinds of SEO engagement offered, shown next to the coverage cities. */
export const packageTypes: readonly PackageType[] = [
  {
    icon: 'map-pin',
    title: 'SEO Lokal',
    description: 'Untuk usaha yang melayani pelanggan di satu kota atau beberapa cabang.',
    items: ['Optimasi Google Bisnisku tiap cabang', 'Kata kunci "layanan + nama kota"', 'Ulasan dan direktori lokal'],
    href: '/local-seo-optimization',
    linkLabel: 'Tentang Local SEO',
  },
  {
    icon: 'globe',
    title: 'SEO Nasional',
    description: 'Untuk brand dan perusahaan B2B yang menjual ke seluruh Indonesia.',
    items: ['Riset kata kunci bervolume besar', 'Content marketing & link building', 'Audit teknis menyeluruh'],
    href: '/jasa-seo-terpercaya',
    linkLabel: `Lihat ${indonesianCities.length} kota layanan`,
  },
  {
    icon: 'shopping-cart',
    title: 'SEO E-commerce',
    description: 'Untuk toko online yang ingin penjualan organik, bukan hanya dari iklan.',
    items: ['Optimasi kategori & halaman produk', 'Schema produk, harga, dan stok', 'Kecepatan dan Core Web Vitals'],
    href: '/ecommerce-seo',
    linkLabel: 'Tentang SEO E-commerce',
  },
]

export const homeAbout = {
  paragraphs: [
    `Kami mulai mengerjakan SEO untuk bisnis Indonesia sejak ${site.foundedYear}, saat sebagian besar pemilik usaha masih menganggap website sebagai brosur online. Kini, setelah ${figures.yearsExperience} tahun dan lebih dari ${figures.clients} klien, keyakinan kami tetap sama: website harus mendatangkan pelanggan, bukan sekadar pengunjung.`,
    'Tim kami terdiri dari spesialis SEO teknis, penulis konten, dan analis data yang bekerja di satu atap. Setiap strategi disusun dari data bisnis Anda sendiri, dikerjakan dengan metode white-hat yang sesuai pedoman Google, dan dilaporkan dengan bahasa yang mudah dipahami.',
  ],
  stats: [
    { value: figures.yearsExperience, label: 'Tahun pengalaman', description: `Sejak ${site.foundedYear}` },
    { value: figures.clients, label: 'Klien dilayani' },
    { value: figures.satisfaction, label: 'Tingkat kepuasan' },
    { value: figures.support, label: 'Dukungan tim' },
  ],
  mission:
    'Membantu bisnis Indonesia, dari UMKM hingga korporasi, tumbuh lewat pencarian organik dengan strategi yang jujur, terukur, dan berdampak langsung pada penjualan.',
  vision:
    'Menjadi mitra SEO paling tepercaya di Indonesia: agensi yang dipilih karena hasil yang bisa dibuktikan, bukan karena janji.',
} as const

export type Reason = { icon: IconName; title: string; description: string }

/** "8 alasan memilih kami" in the about section. */
export const reasons: readonly Reason[] = [
  {
    icon: 'award',
    title: `Berpengalaman sejak ${site.foundedYear}`,
    description: `${figures.yearsExperience} tahun mengikuti setiap perubahan algoritma Google, dari Panda hingga AI Overviews.`,
  },
  {
    icon: 'shield-check',
    title: '100% white-hat',
    description: 'Tanpa link farm atau trik terlarang. Ranking yang dibangun aman dan bertahan lama.',
  },
  {
    icon: 'bar-chart',
    title: 'Laporan transparan',
    description: 'Anda melihat kata kunci, traffic, dan prospek yang dihasilkan, lengkap dengan penjelasannya.',
  },
  {
    icon: 'badge-check',
    title: 'Garansi uang kembali',
    description:
      'Jika ranking kata kunci yang disepakati tidak membaik, kami perpanjang gratis atau mengembalikan sebagian biaya.',
  },
  {
    icon: 'users',
    title: 'Tim spesialis in-house',
    description: 'SEO teknis, konten, dan link building ditangani tim sendiri, bukan dilempar ke pihak ketiga.',
  },
  {
    icon: 'target',
    title: 'Fokus pada konversi',
    description: 'Target kami prospek dan penjualan, bukan sekadar angka pengunjung.',
  },
  {
    icon: 'headphones',
    title: `Dukungan ${figures.support}`,
    description: `Pertanyaan dijawab dalam waktu ${figures.responseGeneral}; kondisi darurat ditangani ${figures.responseEmergency}.`,
  },
  {
    icon: 'wallet',
    title: 'Harga jelas, tanpa biaya setup',
    description: `${packageTerms.setupFee}, paket bulanan dengan rincian pekerjaan yang tertulis di kontrak.`,
  },
]

/** The home page record; its sections read the records above, the packages and the case studies. */
export const home: HomePage = {
  path: '/',
  id: 'beranda',
  hero: {
    badge: homeHero.badge,
    title: homeHero.title,
    highlight: homeHero.highlight,
    description: homeHero.description,
    points: homeHero.trustBadges,
    actions: [
      { label: 'Konsultasi SEO Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: 'Lihat Portofolio', href: '#portofolio' },
    ],
    stats: [
      { value: figures.clients, label: 'Klien' },
      { value: figures.satisfaction, label: 'Kepuasan' },
      { value: figures.support, label: 'Dukungan' },
    ],
  },
  packagesGridId: 'paket-grid',
  service: { name: 'Jasa SEO', serviceType: 'Search Engine Optimization', packages: seoPackages },
}

/** One direct channel in the home contact section; `href` makes the card a link. */
export type HomeContactCard = {
  icon: IconName
  title: string
  value: string
  note: string
  href?: string
  /** Click-count ping of a WhatsApp or phone link (from contactLinks). */
  ping?: string
  external?: boolean
}

const homeWhatsappText = `Halo ${site.name}, saya ingin konsultasi SEO gratis untuk website saya.`

/** The `kontak` section: heading, direct channels and trust figures beside the consultation form. */
export const homeContact = {
  eyebrow: 'Kontak',
  title: 'Konsultasi SEO Gratis, Tanpa Kewajiban',
  description: `Ceritakan bisnis dan target Anda. Tim kami menghubungi Anda dalam ${figures.followUp} dengan langkah awal yang konkret.`,
  whatsappText: homeWhatsappText,
  cards: [
    {
      icon: 'phone',
      title: 'Telepon',
      value: contactLinks.phoneDisplay,
      note: `Hari kerja, respons ${figures.responseGeneral}`,
      ...contactLinks.phone('home-card-phone'),
    },
    {
      icon: 'message',
      title: 'WhatsApp',
      value: contactLinks.whatsappDisplay,
      note: `Rata-rata dibalas ${figures.chatResponse}`,
      ...contactLinks.whatsapp('home-card-whatsapp', homeWhatsappText),
      external: true,
    },
    {
      icon: 'mail',
      title: 'E-mail',
      value: site.email,
      note: `Dibalas dalam ${figures.emailResponse} di hari kerja`,
      href: contactLinks.emailHref,
    },
    { icon: 'map-pin', title: 'Kantor', value: site.address.locality, note: site.address.visitNote },
  ] satisfies readonly HomeContactCard[],
  trustStats: [
    { value: figures.clients, label: 'Klien' },
    { value: figures.satisfaction, label: 'Tingkat keberhasilan' },
    { value: figures.yearsExperience, label: 'Tahun pengalaman' },
  ] satisfies readonly Statistic[],
}
