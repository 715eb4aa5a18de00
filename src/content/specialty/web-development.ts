import type { IconName } from '../icons'
import type { SpecialtyPage } from '../page-types'
import { figures } from '../figures'
import { site } from '../site'
import type {
  ChecklistGroup,
  ClosingCta,
  FaqItem,
  HeroCopy,
  LinkAction,
  Package,
  ProcessStep,
  SectionIntro,
  ServiceCard,
  Statistic,
  Technology,
} from '../types'
import { formatJuta } from '@/content/format'

/** A kind of website the agency builds, with its starting price. */
export type WebsiteType = {
  id: string
  icon: IconName
  name: string
  description: string
  /** Rupiah, integer: the price the type starts at ("mulai"). */
  priceFromIdr: number
  features: readonly string[]
  popular?: boolean
}

/** Spec section 9: from-prices per website type; the landing page is the site-wide "mulai 3 juta". */
export const websiteTypes: readonly WebsiteType[] = [
  {
    id: 'company-profile',
    icon: 'building',
    name: 'Company Profile',
    priceFromIdr: 5_000_000,
    popular: true,
    description:
      'Wajah resmi perusahaan Anda di internet: profil, layanan, portofolio dan kontak yang meyakinkan calon klien sejak kunjungan pertama.',
    features: [
      'Halaman profil, layanan & portofolio',
      'Formulir kontak & tombol WhatsApp',
      'Integrasi Google Maps',
      'Panel admin untuk update konten sendiri',
    ],
  },
  {
    id: 'ecommerce',
    icon: 'shopping-cart',
    name: 'Toko Online (E-commerce)',
    priceFromIdr: 15_000_000,
    description:
      'Toko online milik sendiri tanpa potongan komisi marketplace, lengkap dengan katalog, keranjang belanja dan pembayaran otomatis.',
    features: [
      'Katalog produk dengan varian',
      'Keranjang & checkout',
      'Payment gateway & cek ongkir',
      'Manajemen stok dan pesanan',
    ],
  },
  {
    id: 'news-blog',
    icon: 'newspaper',
    name: 'Portal Berita & Blog',
    priceFromIdr: 8_000_000,
    description:
      'Platform publikasi yang cepat diindeks Google, cocok untuk media online, komunitas dan strategi content marketing perusahaan.',
    features: [
      'Multi-penulis dengan peran editor',
      'Kategori, tag & pencarian',
      'Slot iklan dan newsletter',
      'Schema artikel untuk Google',
    ],
  },
  {
    id: 'portal-forum',
    icon: 'messages',
    name: 'Portal & Forum Komunitas',
    priceFromIdr: 20_000_000,
    description:
      'Ruang interaksi anggota: registrasi, profil, diskusi dan moderasi, dibangun agar tetap ringan ketika jumlah penggunanya terus bertambah.',
    features: [
      'Registrasi & profil anggota',
      'Thread diskusi dan notifikasi',
      'Moderasi & pelaporan konten',
      'Area khusus anggota',
    ],
  },
  {
    id: 'dashboard',
    icon: 'dashboard',
    name: 'Dashboard & Sistem Admin',
    priceFromIdr: 25_000_000,
    description:
      'Aplikasi web internal untuk mengelola data, laporan dan alur kerja tim, dirancang mengikuti proses bisnis Anda, bukan sebaliknya.',
    features: [
      'Hak akses per peran pengguna',
      'Laporan & grafik real-time',
      'Ekspor data ke Excel/PDF',
      'Integrasi API dengan sistem lain',
    ],
  },
  {
    id: 'landing-page',
    icon: 'rocket',
    name: 'Landing Page',
    priceFromIdr: figures.websitePriceFrom,
    description:
      'Satu halaman yang fokus pada satu tujuan: menjual produk, mengumpulkan leads, atau menampung traffic dari kampanye iklan Anda.',
    features: [
      'Copywriting yang mengarah ke konversi',
      'Formulir leads & tombol WhatsApp',
      'Siap untuk Google Ads & Meta Ads',
      'Pelacakan konversi terpasang',
    ],
  },
]

/** Spec section 9: six steps of 1-2, 3-5, 5-10, 7-14, 2-3 and 1-2 days. */
export const webProcessSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Konsultasi & Analisis Kebutuhan',
    duration: '1-2 hari',
    description:
      'Kami mendengarkan tujuan bisnis, target pelanggan dan referensi website yang Anda sukai, lalu merumuskan ruang lingkup yang realistis.',
    deliverables: ['Ringkasan kebutuhan (project brief)', 'Rekomendasi fitur & teknologi', 'Penawaran harga tertulis'],
  },
  {
    step: 2,
    title: 'Perencanaan & Struktur',
    duration: '3-5 hari',
    description:
      'Struktur halaman dan alur pengunjung disusun lebih dulu, termasuk riset kata kunci agar setiap halaman punya peluang ranking.',
    deliverables: ['Sitemap & struktur halaman', 'Wireframe halaman utama', 'Daftar kata kunci per halaman'],
  },
  {
    step: 3,
    title: 'Desain UI/UX',
    duration: '5-10 hari',
    description:
      'Tampilan dirancang sesuai identitas brand, untuk layar ponsel terlebih dulu, lalu direvisi bersama Anda sampai pas.',
    deliverables: [
      'Desain tampilan desktop & mobile',
      'Panduan warna dan tipografi',
      'Revisi desain sesuai kesepakatan',
    ],
  },
  {
    step: 4,
    title: 'Development & Integrasi',
    duration: '7-14 hari',
    description:
      'Desain diubah menjadi website yang cepat dan aman, lengkap dengan panel admin, formulir dan integrasi yang dibutuhkan.',
    deliverables: [
      'Website di server staging',
      'Panel admin (CMS) siap pakai',
      'Integrasi WhatsApp, Analytics & pembayaran',
    ],
  },
  {
    step: 5,
    title: 'Pengujian & Optimasi',
    duration: '2-3 hari',
    description:
      'Setiap halaman diuji di berbagai perangkat dan browser, kecepatannya diukur, dan SEO teknisnya diperiksa sebelum tayang.',
    deliverables: ['Laporan uji fungsi & tampilan', 'Skor kecepatan (Core Web Vitals)', 'Checklist SEO teknis'],
  },
  {
    step: 6,
    title: 'Launching & Serah Terima',
    duration: '1-2 hari',
    description:
      'Website dipindahkan ke domain Anda, didaftarkan ke Google Search Console, dan tim Anda dilatih mengelola kontennya.',
    deliverables: ['Website live di domain Anda', 'Akses admin & dokumentasi', 'Pelatihan penggunaan CMS'],
  },
]

export const technologies: readonly Technology[] = [
  {
    name: 'Next.js',
    category: 'Frontend',
    description:
      'Framework React untuk website super cepat dengan rendering di server, ideal untuk SEO dan Core Web Vitals.',
  },
  {
    name: 'React',
    category: 'Frontend',
    description: 'Antarmuka interaktif untuk dashboard, kalkulator harga, dan fitur yang butuh respons instan.',
  },
  {
    name: 'Tailwind CSS',
    category: 'Desain',
    description: 'Sistem desain yang konsisten dan ringan, sehingga tampilan tetap rapi di semua ukuran layar.',
  },
  {
    name: 'Laravel',
    category: 'Backend',
    description: 'Framework PHP yang matang untuk sistem admin, portal anggota dan aplikasi bisnis custom.',
  },
  {
    name: 'Node.js',
    category: 'Backend',
    description: 'Server JavaScript untuk API, integrasi pihak ketiga dan proses real-time seperti notifikasi.',
  },
  {
    name: 'WordPress',
    category: 'CMS',
    description: 'CMS paling populer di dunia: mudah dipelajari tim Anda untuk mengelola halaman dan artikel.',
  },
  {
    name: 'WooCommerce',
    category: 'E-commerce',
    description: 'Toko online di atas WordPress dengan dukungan payment gateway dan ekspedisi lokal.',
  },
  {
    name: 'MySQL & PostgreSQL',
    category: 'Database',
    description: 'Database andal untuk data produk, pesanan dan pelanggan, dengan backup terjadwal.',
  },
  {
    name: 'Cloudflare',
    category: 'Keamanan & CDN',
    description:
      'Jaringan CDN dan firewall yang mempercepat akses dari seluruh Indonesia sekaligus menangkal serangan.',
  },
]

/** Website types as offers for JSON-LD: the price is where each type starts. */
export const websiteTypeOffers: readonly Package[] = websiteTypes.map((type) => ({
  id: type.id,
  name: `Website ${type.name}`,
  priceIdr: type.priceFromIdr,
  period: '',
  description: type.description,
  features: type.features,
  popular: type.popular,
}))

/** Spec: the page's buttons lead to the free analysis and the contact page. */
export const webDevelopmentActions = {
  analysis: { label: 'Konsultasi Gratis', href: '/analisis-gratis', icon: 'search' },
  contact: { label: 'Hubungi Kami', href: '/contact', icon: 'mail' },
  type: { label: 'Diskusikan kebutuhan Anda', href: '/contact' },
} as const satisfies Record<string, LinkAction>

export const webDevelopmentPage = {
  hero: {
    badge: `Garansi ${figures.webGuarantee} untuk setiap website`,
    title: 'Jasa Pembuatan Website',
    highlight: 'Profesional & SEO-Friendly',
    description:
      'Website yang cepat, aman dan siap bersaing di Google, dari company profile hingga toko online dan dashboard bisnis. Dikerjakan tim berpengalaman, dengan harga yang jelas sejak awal.',
    points: ['Desain responsif mobile-first', 'Struktur SEO sejak awal', 'Panel admin yang mudah dipakai'],
  } satisfies HeroCopy,
  heroStats: {
    title: 'Sekilas tentang kami',
    stats: [
      { value: figures.websitesBuilt, label: 'Website dan klien ditangani' },
      { value: figures.webGuarantee, label: 'Garansi untuk setiap website' },
      { value: `Rp ${formatJuta(figures.websitePriceFrom)}`, label: 'Harga mulai, untuk landing page' },
      { value: figures.yearsExperience, label: `Tahun pengalaman, sejak ${site.foundedYear}` },
    ] satisfies Statistic[],
  },
  reasons: {
    intro: {
      eyebrow: 'Kenapa Puncak Digital',
      title: 'Alasan Bisnis Memilih Kami untuk Membangun Website',
      description:
        'Website bukan sekadar tampilan. Ia harus ditemukan, dipercaya dan menghasilkan pelanggan. Itu yang kami kerjakan setiap hari.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'experience',
        icon: 'award',
        title: `Berpengalaman sejak ${site.foundedYear}`,
        description: `Pengalaman ${figures.yearsExperience} tahun menangani website dan SEO, dari UMKM hingga perusahaan nasional, dengan ${figures.clients} klien yang pernah kami layani.`,
      },
      {
        id: 'seo-ready',
        icon: 'search',
        title: 'SEO-friendly sejak baris kode pertama',
        description:
          'Struktur heading, URL, schema dan kecepatan disiapkan oleh tim yang sehari-hari mengurus ranking Google, bukan ditambal belakangan.',
      },
      {
        id: 'mobile-first',
        icon: 'smartphone',
        title: 'Dirancang untuk layar ponsel',
        description:
          'Mayoritas pengunjung Indonesia datang dari ponsel. Setiap halaman kami desain dan uji di layar kecil terlebih dahulu.',
      },
      {
        id: 'transparent',
        icon: 'wallet',
        title: 'Harga transparan, tanpa biaya tersembunyi',
        description:
          'Ruang lingkup, jadwal dan biaya disepakati tertulis sebelum pekerjaan dimulai, sehingga tidak ada kejutan di tengah jalan.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: `Garansi ${figures.webGuarantee}`,
        description: 'Bug atau error yang muncul setelah website tayang kami perbaiki tanpa biaya selama masa garansi.',
      },
      {
        id: 'support',
        icon: 'headphones',
        title: 'Tim yang mudah dihubungi',
        description: `Pertanyaan dijawab dalam ${figures.responseGeneral} pada jam kerja, dan kasus darurat ditangani dalam ${figures.responseEmergency}.`,
      },
    ] satisfies ServiceCard[],
  },
  types: {
    intro: {
      eyebrow: 'Jenis Website',
      title: 'Pilih Website Sesuai Kebutuhan Bisnis Anda',
      description:
        'Harga di bawah adalah titik awal. Penawaran akhir menyesuaikan jumlah halaman, fitur dan integrasi yang Anda butuhkan.',
    } satisfies SectionIntro,
  },
  process: {
    intro: {
      eyebrow: 'Proses Kerja',
      title: 'Enam Langkah dari Ide hingga Website Tayang',
      description: 'Setiap tahap punya durasi dan hasil yang jelas, sehingga Anda selalu tahu proyek sedang di mana.',
    } satisfies SectionIntro,
  },
  technology: {
    intro: {
      eyebrow: 'Teknologi',
      title: 'Teknologi Modern yang Kami Gunakan',
      description:
        'Kami memilih teknologi berdasarkan kebutuhan proyek, bukan tren. Hasilnya website yang cepat, aman dan mudah dikembangkan.',
    } satisfies SectionIntro,
  },
  advantages: {
    intro: {
      eyebrow: 'Keunggulan',
      title: 'Website yang Bekerja untuk Bisnis Anda',
      description: 'Apa yang membedakan website buatan kami dari website yang sekadar "jadi".',
    } satisfies SectionIntro,
    items: [
      {
        id: 'fast',
        icon: 'zap',
        title: 'Loading kilat',
        description:
          'Gambar terkompresi, kode ringkas dan caching yang tepat membuat halaman terbuka cepat, bahkan di jaringan seluler.',
      },
      {
        id: 'converts',
        icon: 'target',
        title: 'Dirancang untuk konversi',
        description:
          'Tombol WhatsApp, formulir dan ajakan bertindak ditempatkan di titik yang tepat agar pengunjung menjadi pelanggan.',
      },
      {
        id: 'self-managed',
        icon: 'pen-tool',
        title: 'Mudah dikelola sendiri',
        description:
          'Ganti teks, foto, harga atau tambah artikel tanpa perlu memahami kode dan tanpa harus menunggu developer.',
      },
      {
        id: 'measurable',
        icon: 'line-chart',
        title: 'Hasil yang terukur',
        description:
          'Google Analytics 4 dan Search Console terpasang sejak hari pertama, sehingga setiap kunjungan dan leads bisa dilacak.',
      },
      {
        id: 'scalable',
        icon: 'layers',
        title: 'Siap berkembang',
        description:
          'Arsitektur yang rapi memudahkan penambahan fitur baru, bahasa kedua, atau toko online saat bisnis Anda tumbuh.',
      },
      {
        id: 'owned',
        icon: 'lock',
        title: 'Sepenuhnya milik Anda',
        description: 'Domain, konten dan akses admin atas nama perusahaan Anda. Tidak ada ketergantungan pada kami.',
      },
    ] satisfies ServiceCard[],
  },
  inclusions: {
    intro: {
      eyebrow: 'Sudah Termasuk',
      title: 'Fitur Standar, Keamanan & Dukungan',
      description: 'Hal-hal yang sering dijual terpisah oleh penyedia lain sudah termasuk di setiap proyek kami.',
    } satisfies SectionIntro,
    groups: [
      {
        title: 'Fitur Standar',
        icon: 'list-checks',
        items: [
          'Desain responsif untuk ponsel, tablet & desktop',
          'Sertifikat SSL (HTTPS)',
          'Tombol WhatsApp & formulir kontak',
          'Integrasi Google Maps',
          'Google Analytics 4 & Search Console',
          'Sitemap XML, robots.txt & meta tag SEO',
          'Optimasi gambar otomatis',
        ],
      },
      {
        title: 'Keamanan',
        icon: 'shield-check',
        items: [
          'Firewall & proteksi serangan DDoS',
          'Backup otomatis terjadwal',
          'Proteksi login dari brute-force',
          'Formulir anti-spam',
          'Update keamanan sistem & plugin',
          'Pemindaian malware berkala',
        ],
      },
      {
        title: 'Dukungan',
        icon: 'headphones',
        items: [
          `Garansi perbaikan bug ${figures.webGuarantee}`,
          'Pelatihan pengelolaan website',
          'Dokumentasi & panduan admin',
          `Respons ${figures.responseGeneral} di jam kerja`,
          `Penanganan darurat ${figures.responseEmergency}`,
          'Konsultasi lanjutan via WhatsApp & e-mail',
        ],
      },
    ] satisfies ChecklistGroup[],
  },
  investment: {
    intro: {
      eyebrow: 'Investasi',
      title: 'Investasi yang Jelas, Dilindungi Garansi',
      description:
        'Anda membayar untuk website yang bekerja, bukan sekadar file desain. Harga disepakati di awal, dan setiap website kami lindungi garansi perbaikan.',
    } satisfies SectionIntro,
    priceFromIdr: figures.websitePriceFrom,
    priceNote: 'Harga akhir sesuai jenis website, jumlah halaman dan fitur',
    guarantee: {
      title: `Garansi ${figures.webGuarantee}`,
      description: 'Bug dan error setelah website tayang kami perbaiki tanpa biaya tambahan selama masa garansi.',
    },
    points: [
      'Penawaran tertulis sebelum proyek dimulai',
      'Jadwal pengerjaan dan hasil tiap tahap yang jelas',
      'Revisi desain sesuai kesepakatan',
      'Semua akses dan aset diserahkan kepada Anda',
    ],
    downloadsTitle: 'Pelajari kami lebih dulu',
  },
  faqIntro: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan Seputar Pembuatan Website',
  } satisfies SectionIntro,
  cta: {
    title: 'Siap Punya Website yang Mendatangkan Pelanggan?',
    description:
      'Ceritakan kebutuhan Anda. Kami bantu memilih jenis website yang tepat, lengkap dengan estimasi biaya dan jadwal, tanpa biaya konsultasi.',
  } satisfies ClosingCta,
}

function dayRange(duration: string | undefined): [number, number] {
  const match = /^(\d+)-(\d+) hari$/.exec(duration ?? '')
  if (!match) throw new Error(`Process duration "${duration}" is not "N-M hari"`)
  return [Number(match[1]), Number(match[2])]
}

/** Total project time, summed from the step durations so the FAQ never disagrees with the process. */
export function totalProcessDays(steps: readonly ProcessStep[] = webProcessSteps): [number, number] {
  return steps.map((step) => dayRange(step.duration)).reduce(([min, max], [a, b]) => [min + a, max + b], [0, 0])
}

function typePrice(id: string): string {
  const type = websiteTypes.find((item) => item.id === id)
  if (!type) throw new Error(`Unknown website type ${id}`)
  return `Rp ${formatJuta(type.priceFromIdr)}`
}

const [minDays, maxDays] = totalProcessDays()

export const webDevelopmentFaqs: readonly FaqItem[] = [
  {
    question: 'Berapa biaya pembuatan website?',
    answer: `Biaya mulai ${typePrice('landing-page')} untuk landing page, ${typePrice('company-profile')} untuk company profile, ${typePrice('news-blog')} untuk portal berita atau blog, dan ${typePrice('ecommerce')} untuk toko online. Portal komunitas mulai ${typePrice('portal-forum')} dan dashboard bisnis mulai ${typePrice('dashboard')}. Angka pastinya kami tuliskan dalam penawaran setelah sesi konsultasi.`,
  },
  {
    question: 'Berapa lama website selesai dikerjakan?',
    answer: `Jika mengikuti enam tahap kerja kami, totalnya sekitar ${minDays}-${maxDays} hari, tergantung jenis website, jumlah halaman dan kecepatan persetujuan desain. Landing page biasanya jauh lebih singkat; sistem dashboard bisa lebih lama bila integrasinya banyak.`,
  },
  {
    question: `Apa saja yang ditanggung garansi ${figures.webGuarantee}?`,
    answer: `Selama ${figures.webGuarantee} setelah website tayang, setiap bug, error tampilan atau fungsi yang tidak berjalan sesuai kesepakatan kami perbaiki tanpa biaya. Penambahan fitur baru di luar ruang lingkup awal dihitung terpisah dan selalu kami informasikan lebih dulu.`,
  },
  {
    question: 'Apakah saya bisa mengubah isi website sendiri?',
    answer:
      'Bisa. Setiap website dilengkapi panel admin, dan tim Anda kami latih sampai terbiasa mengganti teks, foto, harga maupun menambah artikel. Panduan tertulisnya juga kami serahkan saat serah terima.',
  },
  {
    question: 'Apakah website yang dibuat sudah SEO-friendly?',
    answer:
      'Ya. Struktur heading, URL, meta tag, sitemap, schema dan kecepatan halaman kami siapkan sejak awal. Untuk persaingan kata kunci yang ketat, Anda bisa melanjutkan dengan paket SEO bulanan agar ranking terus naik.',
  },
]

const actions = webDevelopmentActions

/** /jasa-pembuatan-website-indonesia, laid out by the specialty page shell. */
export const webDevelopment: SpecialtyPage = {
  path: '/jasa-pembuatan-website-indonesia',
  hero: {
    ...webDevelopmentPage.hero,
    actions: [actions.analysis, actions.contact],
    aside: { kind: 'stats-card', ...webDevelopmentPage.heroStats },
  },
  sections: [
    {
      kind: 'cards',
      id: 'alasan',
      tone: 'muted',
      ...webDevelopmentPage.reasons.intro,
      items: webDevelopmentPage.reasons.items,
    },
    {
      kind: 'offers',
      id: 'jenis-website',
      ...webDevelopmentPage.types.intro,
      items: websiteTypes.map(({ name, ...type }) => ({ ...type, title: name })),
      action: actions.type,
    },
    { kind: 'steps', id: 'proses', tone: 'dark', ...webDevelopmentPage.process.intro, steps: webProcessSteps },
    {
      kind: 'technologies',
      id: 'teknologi',
      tone: 'muted',
      ...webDevelopmentPage.technology.intro,
      items: technologies,
    },
    {
      kind: 'cards',
      id: 'keunggulan',
      ...webDevelopmentPage.advantages.intro,
      items: webDevelopmentPage.advantages.items,
    },
    {
      kind: 'checklists',
      id: 'fitur-standar',
      tone: 'muted',
      ...webDevelopmentPage.inclusions.intro,
      groups: webDevelopmentPage.inclusions.groups,
    },
    {
      kind: 'investment',
      id: 'investasi',
      ...webDevelopmentPage.investment.intro,
      points: webDevelopmentPage.investment.points,
      priceFromIdr: webDevelopmentPage.investment.priceFromIdr,
      priceNote: webDevelopmentPage.investment.priceNote,
      guarantee: webDevelopmentPage.investment.guarantee,
      actions: [actions.analysis, { ...actions.contact, variant: 'outline' }],
      downloads: ['companyProfile', 'portfolio'],
    },
  ],
  faq: { ...webDevelopmentPage.faqIntro, items: webDevelopmentFaqs, name: 'faq-website' },
  cta: { ...webDevelopmentPage.cta, actions: [actions.analysis, { ...actions.contact, variant: 'outline-light' }] },
  service: { name: 'Jasa Pembuatan Website', serviceType: 'Web development', packages: websiteTypeOffers },
}
