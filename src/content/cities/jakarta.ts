import { contactLinks } from '@/content/contact-links'
import { figures } from '../figures'
import { site } from '../site'
import { guaranteeSentence, guaranteeTerms, quotePrices, tieredPackages, type PriceGuide } from './shared'
import type { City } from './types'

const areas = [
  'SCBD & Sudirman',
  'Thamrin',
  'Kuningan',
  'Menteng',
  'Kebayoran Baru',
  'Kemang',
  'Pondok Indah',
  'Tebet',
  'Tanah Abang',
  'Mangga Dua',
  'Kelapa Gading',
  'Pantai Indah Kapuk',
  'Kebon Jeruk',
  'Puri Indah',
  'Pulogadung',
] as const

/** Jakarta's own FAQ price ranges (spec section 9). */
const priceGuide: PriceGuide = {
  startIdr: 5_000_000,
  midMinIdr: 10_000_000,
  midMaxIdr: 15_000_000,
  enterpriseFromIdr: 25_000_000,
}
const prices = quotePrices(priceGuide)

export const jakarta: City = {
  slug: 'jakarta',
  path: '/jasa-seo-jakarta',
  name: 'Jakarta',
  region: 'DKI Jakarta',
  hero: {
    badge: `Kantor di ${site.address.locality}`,
    title: 'Jasa SEO Jakarta',
    highlight: 'untuk Bisnis di Pasar Paling Ketat',
    description:
      'Di Jakarta, kompetitor Anda hanya berjarak satu klik. Kami membantu perusahaan dari SCBD, Kuningan sampai Kelapa Gading merebut halaman pertama Google untuk kata kunci yang benar-benar mendatangkan klien, dengan tim yang bisa Anda temui langsung di Kebayoran Baru.',
    actions: [
      { label: 'Analisis Gratis Website Anda', href: '/analisis-gratis', icon: 'search' },
      { label: 'Jadwalkan Meeting', href: '/contact' },
    ],
    points: [
      'Meeting tatap muka di Jakarta Selatan',
      'Laporan bulanan yang transparan',
      'Metode white-hat, tanpa trik berisiko',
    ],
    stats: [
      { value: figures.clients, label: `Klien sejak ${site.foundedYear}` },
      { value: figures.yearsExperience, label: 'Tahun pengalaman' },
      { value: figures.satisfaction, label: 'Tingkat kepuasan' },
    ],
    promise: `Garansi ranking setelah ${guaranteeTerms.optimisationMonths} bulan optimasi`,
  },
  services: {
    eyebrow: 'Layanan SEO Jakarta',
    title: 'Semua yang dibutuhkan website Anda untuk menang di Jakarta',
    description:
      'Pencarian di Jakarta didominasi perusahaan besar, marketplace dan media. Karena itu kami menggabungkan perbaikan teknis, konten dan otoritas sekaligus, bukan satu trik saja.',
    items: [
      {
        id: 'local',
        icon: 'map-pin',
        title: 'SEO Lokal & Google Bisnisku',
        description:
          'Tampil di 3 besar Google Maps saat orang mencari "terdekat" dari kantor, apartemen atau mal di sekitar Anda, lengkap dengan ulasan yang meyakinkan.',
        href: '/local-seo-optimization',
      },
      {
        id: 'technical',
        icon: 'gauge',
        title: 'Audit SEO Teknis',
        description:
          'Website korporat sering berat karena skrip pelacak, plugin dan banner. Kami rapikan kecepatan, indexing dan Core Web Vitals agar Google mudah merayapi setiap halaman.',
        href: '/technical-seo-audit',
      },
      {
        id: 'content',
        icon: 'pen-tool',
        title: 'Konten untuk Pembeli B2B',
        description:
          'Halaman layanan dan artikel yang menjawab pertanyaan tim pengadaan dan pengambil keputusan, dari perbandingan vendor sampai studi biaya.',
        href: '/content-marketing-seo',
      },
      {
        id: 'links',
        icon: 'link',
        title: 'Link Building dari Media Relevan',
        description:
          'Backlink dari portal berita, asosiasi industri dan media bisnis yang memang dibaca pasar Anda, bukan dari jaringan blog murahan yang berisiko penalti.',
        href: '/seo-off-page-link-building',
      },
      {
        id: 'ecommerce',
        icon: 'shopping-cart',
        title: 'SEO Toko Online & Brand D2C',
        description:
          'Brand yang bersaing dengan marketplace butuh halaman kategori dan produk yang kuat. Kami optimasi struktur, schema dan kontennya agar penjualan tidak bergantung pada iklan.',
        href: '/ecommerce-seo',
      },
      {
        id: 'ai',
        icon: 'bot',
        title: 'SEO untuk ChatGPT & AI Search',
        description:
          'Makin banyak eksekutif bertanya ke ChatGPT atau Gemini sebelum memilih vendor. Kami siapkan entitas dan konten terstruktur agar brand Anda ikut disebut.',
        href: '/chatgpt-seo-ranking',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Agensi Jakarta yang bisa Anda datangi, bukan sekadar nomor WhatsApp',
    description: 'Empat hal yang paling sering disebut klien Jakarta saat ditanya kenapa bertahan bersama kami.',
    items: [
      {
        id: 'meet',
        icon: 'handshake',
        title: 'Tatap muka tanpa drama',
        description: `Tim strategi berkantor di ${site.address.street}. Presentasi strategi dan evaluasi bisa dilakukan di kantor kami atau di kantor Anda.`,
      },
      {
        id: 'cost',
        icon: 'wallet',
        title: 'Menekan biaya iklan',
        description:
          'Klik iklan untuk kata kunci jasa di Jakarta termasuk yang termahal di Indonesia. Traffic organik yang stabil membuat biaya per prospek turun dari bulan ke bulan.',
      },
      {
        id: 'report',
        icon: 'bar-chart',
        title: 'Laporan siap rapat direksi',
        description:
          'Setiap bulan Anda menerima ranking, traffic, leads dan konversi dalam satu ringkasan yang bisa langsung dibawa ke rapat manajemen.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi tertulis',
        description: `Target kata kunci disepakati di awal. Setelah ${guaranteeTerms.optimisationMonths} bulan optimasi, target yang belum tercapai kami tebus dengan ${guaranteeTerms.remedy}.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kawasan bisnis Jakarta yang kami layani`,
    description:
      'Dari koridor perkantoran di pusat kota sampai sentra grosir dan kawasan industri, kami menyusun kata kunci per wilayah karena orang Jakarta mencari berdasarkan lokasi.',
    list: areas,
    note: 'Bisnis Anda di luar daftar ini, misalnya di Cibubur atau Cengkareng? Kami tetap bisa membantu, strategi lokalnya saja yang disesuaikan.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri Jakarta yang paling sering kami tangani',
    description:
      'Setiap industri punya pola pencarian sendiri. Pengalaman di sektor Anda mempersingkat masa belajar di awal kerja sama.',
    items: [
      {
        name: 'Keuangan & Fintech',
        icon: 'landmark',
        description: 'Konten yang lolos kaidah YMYL untuk perusahaan di Sudirman dan SCBD.',
      },
      {
        name: 'Properti & Apartemen',
        icon: 'building',
        description: 'Halaman proyek per kawasan untuk pencari hunian di Jakarta Selatan dan Utara.',
      },
      {
        name: 'Klinik & Estetika',
        icon: 'stethoscope',
        description: 'Google Bisnisku dan ulasan untuk klinik di Kemang, Pondok Indah dan PIK.',
      },
      {
        name: 'Firma Hukum & Konsultan',
        icon: 'scale',
        description: 'Otoritas keahlian untuk kantor hukum dan konsultan pajak di Kuningan.',
      },
      {
        name: 'Retail & Grosir',
        icon: 'store',
        description: 'Pedagang Tanah Abang dan Mangga Dua yang ingin pembeli dari seluruh Indonesia.',
      },
      {
        name: 'F&B & Restoran',
        icon: 'utensils',
        description: 'Restoran dan kafe di Senopati hingga Kelapa Gading yang ingin ramai dari pencarian "dekat saya".',
      },
      {
        name: 'Pendidikan & Kursus',
        icon: 'graduation-cap',
        description: 'Sekolah internasional, bimbel dan kursus bahasa dengan musim pendaftaran yang jelas.',
      },
      {
        name: 'Manufaktur & B2B',
        icon: 'factory',
        description: 'Pabrik dan distributor di Pulogadung yang menjaring pembeli korporat lewat Google.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Investasi',
    title: 'Paket SEO Jakarta',
    description:
      'Harga di Jakarta mengikuti tingkat persaingannya: kata kunci "jasa" dan "terdekat" di ibu kota diperebutkan ratusan pemain. Angka pastinya kami hitung setelah audit gratis.',
    packages: tieredPackages(priceGuide, [
      'Untuk klinik, kafe atau kantor jasa yang ingin menguasai pencarian di satu kawasan.',
      'Untuk perusahaan menengah yang bersaing di beberapa wilayah Jakarta sekaligus.',
      'Untuk korporasi, jaringan cabang dan e-commerce yang menargetkan kata kunci nasional.',
    ]),
    ctaLabel: 'Pilih Paket',
    ctaHref: '/contact',
    guarantee: guaranteeSentence,
  },
  process: {
    eyebrow: 'Cara Kerja',
    title: 'Lima langkah dari audit sampai halaman pertama',
    description:
      'Ritme kerja yang jelas sejak minggu pertama, dengan satu penanggung jawab yang bisa Anda hubungi kapan saja.',
    steps: [
      {
        step: 1,
        title: 'Audit & Riset Pasar Jakarta',
        description:
          'Kami bedah website, Google Bisnisku dan kompetitor teratas Anda, lalu memetakan kata kunci yang dipakai calon klien di setiap wilayah Jakarta.',
      },
      {
        step: 2,
        title: 'Strategi & Target Tertulis',
        description:
          'Kata kunci yang dekat dengan transaksi diprioritaskan, volume besar menyusul. Target, KPI dan garansi dituangkan dalam proposal yang Anda setujui.',
      },
      {
        step: 3,
        title: 'Optimasi Teknis & On-Page',
        description:
          'Kecepatan, struktur URL, schema, title dan meta description dibereskan dulu agar fondasinya kuat sebelum konten ditambah.',
      },
      {
        step: 4,
        title: 'Konten & Otoritas',
        description:
          'Artikel, halaman layanan per kawasan dan backlink dari media relevan dibangun bertahap, sehingga pertumbuhan terlihat alami di mata Google.',
      },
      {
        step: 5,
        title: 'Evaluasi Bulanan',
        description:
          'Setiap bulan kami presentasikan hasil di kantor Anda, di kantor kami atau lewat video call, lalu menyesuaikan prioritas bulan berikutnya.',
      },
    ],
  },
  stats: {
    eyebrow: 'Rekam Jejak',
    title: 'Angka yang kami pertanggungjawabkan',
    description: 'Rata-rata dari seluruh klien SEO kami, termasuk perusahaan yang berkantor di Jakarta.',
    items: [
      { value: figures.averageGrowth, label: 'Rata-rata pertumbuhan traffic organik' },
      { value: figures.averageRoi, label: 'Rata-rata ROI kampanye SEO' },
      { value: figures.successRate, label: 'Tingkat keberhasilan proyek' },
      { value: figures.support, label: 'Dukungan untuk klien aktif' },
    ],
  },
  meeting: {
    eyebrow: 'Ketemu Tim Kami',
    title: 'Diskusi di Kebayoran Baru atau dari kantor Anda',
    description: `Pilih cara yang paling praktis. Permintaan jadwal meeting kami konfirmasi dalam ${figures.followUp}.`,
    options: [
      { icon: 'building', title: `Kantor ${site.address.locality}`, text: site.address.visitNote, kind: 'office' },
      {
        icon: 'video',
        title: 'Meeting online',
        text: 'Lebih praktis untuk tim di gedung perkantoran: presentasi audit lewat Google Meet atau Zoom, tanpa perlu keluar kantor.',
      },
      {
        icon: 'phone',
        title: 'Telepon langsung',
        text: 'Bicara dengan konsultan SEO, bukan mesin penjawab.',
        kind: 'phone',
      },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan seputar jasa SEO di Jakarta',
    description: 'Jawaban singkat untuk pertanyaan yang paling sering kami terima dari pemilik bisnis di Jakarta.',
    items: [
      {
        question: 'Berapa biaya jasa SEO di Jakarta?',
        answer: `Paket kami untuk Jakarta mulai ${prices.start} per bulan untuk satu kawasan atau layanan. Perusahaan menengah umumnya berada di kisaran ${prices.mid} per bulan, sedangkan paket enterprise mulai ${prices.enterprise} per bulan untuk kata kunci nasional dan banyak cabang.`,
      },
      {
        question: 'Kenapa harga SEO di Jakarta lebih tinggi daripada kota lain?',
        answer:
          'Karena persaingannya. Untuk kata kunci seperti "konsultan pajak Jakarta" atau "klinik gigi Jakarta Selatan" ada ratusan situs yang sudah lama dioptimasi. Dibutuhkan lebih banyak konten, backlink dan pemantauan untuk menyalip mereka.',
      },
      {
        question: 'Berapa lama sampai website saya naik di Google?',
        answer:
          'Kata kunci lokal dengan persaingan sedang biasanya mulai naik dalam 1-3 bulan. Kata kunci yang diperebutkan perusahaan besar di Jakarta umumnya butuh 3-6 bulan. Perkembangannya Anda pantau di laporan bulanan.',
      },
      {
        question: 'Apakah ada garansi ranking?',
        answer: guaranteeSentence,
      },
      {
        question: 'Bisakah saya bertemu langsung dengan tim SEO?',
        answer: `Bisa. Kantor kami ada di ${site.address.street}, ${site.address.locality}, dan menerima kunjungan dengan janji temu. Kami juga bisa datang ke kantor Anda di Jakarta atau meeting lewat video call.`,
      },
      {
        question: 'Bisnis saya punya beberapa cabang di Jakarta. Apakah semuanya bisa dioptimasi?',
        answer:
          'Bisa. Setiap cabang mendapat profil Google Bisnisku yang rapi dan halaman lokalnya sendiri, misalnya untuk Kelapa Gading dan Pondok Indah, sehingga masing-masing bersaing di wilayahnya tanpa saling makan.',
      },
    ],
  },
  cta: {
    title: 'Siap merebut halaman pertama Google di Jakarta?',
    description: `Kirim alamat website Anda. Dalam ${figures.analysisDelivery} tim kami mengirim analisis awal: posisi Anda sekarang, siapa pesaingnya, dan langkah pertama yang paling berdampak.`,
    actions: [
      { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      {
        label: 'Chat via WhatsApp',
        ...contactLinks.whatsapp(
          'city-cta-whatsapp',
          'Halo, saya ingin konsultasi jasa SEO untuk bisnis saya di Jakarta.',
        ),
        external: true,
        variant: 'outline-light',
      },
    ],
  },
  service: {
    name: 'Jasa SEO Jakarta',
    description:
      'Layanan SEO untuk bisnis di Jakarta: SEO lokal dan Google Bisnisku, audit teknis, konten B2B, link building dan SEO e-commerce, dengan tim di Jakarta Selatan.',
  },
}
