import { formatJuta } from '@/content/format'
import { contactLinks } from '@/content/contact-links'
import { figures } from '../figures'
import { guaranteeSentence, guaranteeTerms, quotePrices, tieredPackages, type PriceGuide } from './shared'
import type { City } from './types'

const areas = [
  'Tunjungan',
  'Darmo',
  'Gubeng',
  'Genteng',
  'Tegalsari',
  'Wonokromo',
  'Rungkut',
  'Tenggilis Mejoyo',
  'Sukolilo',
  'Mulyorejo',
  'Kenjeran',
  'Tambaksari',
  'Dukuh Pakis',
  'Wiyung',
  'Lakarsantri',
  'Sambikerep',
  'Tandes',
  'Benowo',
  'Krembangan',
  'Pabean Cantikan',
] as const

/** Surabaya's own FAQ price ranges (spec section 9). */
const priceGuide: PriceGuide = {
  startIdr: 4_000_000,
  midMinIdr: 10_000_000,
  midMaxIdr: 15_000_000,
  enterpriseFromIdr: 20_000_000,
}
const prices = quotePrices(priceGuide)

/** Surabaya's extra promise: organic traffic at least doubles within six months (spec section 9). */
export const surabayaTrafficGuarantee = { percent: '100%', months: 6 } as const
const traffic = surabayaTrafficGuarantee

export const surabaya: City = {
  slug: 'surabaya',
  path: '/jasa-seo-surabaya',
  name: 'Surabaya',
  region: 'Jawa Timur',
  hero: {
    badge: 'Kota Pahlawan, pintu dagang Indonesia timur',
    title: 'Jasa SEO Surabaya',
    highlight: 'yang Berani Bergaransi Traffic',
    description: `Surabaya adalah pintu dagang Indonesia timur: distributor di Kembang Jepun, pabrik di Rungkut, klinik di Darmo dan developer di Citraland sama-sama diburu pembeli lewat Google. Kami bantu bisnis Anda tampil lebih dulu, dan kami jamin traffic organiknya naik minimal ${traffic.percent} dalam ${traffic.months} bulan.`,
    actions: [
      { label: 'Klaim Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: 'Lihat Hasil Klien', href: '/portfolio' },
    ],
    points: ['Menjangkau pembeli se-Jawa Timur', 'Akun Analytics tetap milik Anda', 'Laporan progres tiap bulan'],
    stats: [
      { value: figures.activeMonthlyClients, label: 'Klien aktif bulanan' },
      { value: traffic.percent, label: `Garansi kenaikan traffic dalam ${traffic.months} bulan` },
      { value: figures.yearsExperience, label: 'Tahun pengalaman' },
    ],
    promise: `Traffic organik naik minimal ${traffic.percent} dalam ${traffic.months} bulan`,
  },
  services: {
    eyebrow: 'Layanan SEO Surabaya',
    title: 'Dari Google Maps sampai pembeli grosir luar pulau',
    description:
      'Pembeli bisnis Surabaya datang dari dua arah: warga kota yang mencari layanan terdekat, dan pedagang dari Kalimantan, Bali sampai Papua yang mencari pemasok. Layanan kami menjangkau keduanya.',
    items: [
      {
        id: 'local',
        icon: 'map-pin',
        title: 'SEO Lokal Surabaya',
        description:
          'Google Bisnisku yang lengkap, ulasan yang terkelola dan halaman per kecamatan agar Anda muncul saat orang mencari dari Gubeng, Rungkut atau Surabaya Barat.',
        href: '/local-seo-optimization',
      },
      {
        id: 'b2b',
        icon: 'truck',
        title: 'SEO untuk Distributor & Pemasok',
        description:
          'Halaman produk dan katalog yang ditemukan pembeli grosir dari luar Jawa, lengkap dengan informasi pengiriman lewat Tanjung Perak.',
      },
      {
        id: 'technical',
        icon: 'wrench',
        title: 'Perbaikan Teknis Website',
        description:
          'Website lambat, halaman tidak terindeks atau tampilan kacau di ponsel kami bereskan sebelum menambah konten baru.',
        href: '/technical-seo-audit',
      },
      {
        id: 'content',
        icon: 'file-text',
        title: 'Konten yang Menjawab Pembeli',
        description:
          'Artikel dan halaman layanan yang menjawab pertanyaan nyata: harga, spesifikasi, minimal order, sampai perbandingan dengan merek lain.',
        href: '/content-marketing-seo',
      },
      {
        id: 'links',
        icon: 'link',
        title: 'Backlink dari Media Jawa Timur',
        description:
          'Sebutan dan tautan dari media lokal, komunitas dan asosiasi usaha Jawa Timur yang memperkuat sinyal lokal website Anda.',
        href: '/seo-off-page-link-building',
      },
      {
        id: 'ecommerce',
        icon: 'shopping-cart',
        title: 'SEO Toko Online',
        description:
          'Untuk produsen dan UMKM Surabaya yang berjualan langsung ke konsumen di seluruh Indonesia tanpa bergantung penuh pada marketplace.',
        href: '/ecommerce-seo',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Bukan janji manis, tapi target yang bisa ditagih',
    description: 'Orang Surabaya terkenal lugas, dan kami menyukainya. Ini yang kami tawarkan secara terus terang.',
    items: [
      {
        id: 'traffic',
        icon: 'trending-up',
        title: `Garansi traffic +${traffic.percent}`,
        description: `Traffic organik Anda naik minimal ${traffic.percent} dalam ${traffic.months} bulan, diukur dari Google Analytics yang Anda kendalikan sendiri.`,
      },
      {
        id: 'region',
        icon: 'globe',
        title: 'Jangkauan Jawa Timur dan Indonesia timur',
        description:
          'Strategi kata kunci tidak berhenti di batas kota: Sidoarjo, Gresik, Malang sampai pembeli di Makassar dan Balikpapan ikut kami sasar.',
      },
      {
        id: 'transparent',
        icon: 'eye',
        title: 'Semua akses milik Anda',
        description:
          'Akun Google Bisnisku, Search Console dan Analytics tetap atas nama perusahaan Anda. Tidak ada yang disandera saat kontrak selesai.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi ranking',
        description: `Setelah ${guaranteeTerms.optimisationMonths} bulan optimasi, kata kunci yang belum mencapai target kami tebus dengan ${guaranteeTerms.remedy}.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kecamatan dan kawasan Surabaya yang kami layani`,
    description:
      'Surabaya Pusat yang padat kantor, Surabaya Timur yang dekat kampus, Surabaya Barat dengan perumahan barunya, sampai kawasan pelabuhan di utara: tiap wilayah punya pola pencarian sendiri.',
    list: areas,
    note: 'Usaha Anda di Sidoarjo, Gresik atau Mojokerto? Kami juga melayani kota-kota di sekitar Surabaya dengan strategi yang sama.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Sektor yang menggerakkan ekonomi Surabaya',
    description: 'Kami sudah terbiasa dengan istilah, musim dan cara berjualan di industri-industri ini.',
    items: [
      {
        name: 'Distribusi & Grosir',
        icon: 'package',
        description: 'Pemasok di Kembang Jepun dan Pasar Atom yang melayani toko di seluruh Indonesia timur.',
      },
      {
        name: 'Logistik & Ekspedisi',
        icon: 'ship',
        description: 'Jasa pengiriman dan pergudangan di sekitar Tanjung Perak dan Margomulyo.',
      },
      {
        name: 'Manufaktur',
        icon: 'factory',
        description: 'Pabrik di kawasan industri Rungkut yang menjaring pembeli B2B lewat pencarian.',
      },
      {
        name: 'Rumah Sakit & Klinik',
        icon: 'stethoscope',
        description: 'Layanan kesehatan yang juga dicari pasien dari luar kota dan luar pulau.',
      },
      {
        name: 'Pendidikan',
        icon: 'graduation-cap',
        description: 'Kampus, sekolah dan lembaga kursus di kota pelajar seperti Sukolilo dan Mulyorejo.',
      },
      {
        name: 'Properti',
        icon: 'home',
        description: 'Developer dan agen di Surabaya Barat, dari Citraland sampai Pakuwon.',
      },
      {
        name: 'Kuliner',
        icon: 'utensils',
        description: 'Depot, restoran dan oleh-oleh khas Surabaya yang dicari warga maupun wisatawan.',
      },
      {
        name: 'Hotel & MICE',
        icon: 'hotel',
        description: 'Hotel dan gedung pertemuan yang bersaing merebut acara perusahaan dan pernikahan.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Investasi',
    title: 'Paket SEO Surabaya',
    description: `Harga yang lebih ramah daripada Jakarta, dengan garansi yang lebih berani: setiap paket disertai jaminan kenaikan traffic minimal ${traffic.percent} dalam ${traffic.months} bulan.`,
    packages: tieredPackages(priceGuide, [
      'Untuk usaha lokal yang ingin ramai dari pencarian di satu atau dua kecamatan.',
      'Untuk distributor dan perusahaan menengah yang menjual ke seluruh Jawa Timur.',
      'Untuk grup usaha, rumah sakit dan e-commerce dengan target nasional.',
    ]),
    ctaLabel: 'Pilih Paket',
    ctaHref: '/contact',
    guarantee: `${guaranteeSentence} Khusus Surabaya, traffic organik dijamin naik minimal ${traffic.percent} dalam ${traffic.months} bulan.`,
  },
  process: {
    eyebrow: 'Cara Kerja',
    title: 'Enam langkah yang kami jalankan untuk bisnis Surabaya',
    description:
      'Setiap langkah punya keluaran yang bisa Anda periksa, jadi Anda selalu tahu pekerjaan apa yang sedang berjalan.',
    steps: [
      {
        step: 1,
        title: 'Audit & Benchmark Kompetitor',
        description:
          'Kami cek kesehatan website Anda dan membandingkannya dengan pesaing yang kini menguasai halaman pertama di Surabaya.',
      },
      {
        step: 2,
        title: 'Riset Kata Kunci Jawa Timur',
        description:
          'Kami petakan kata kunci pembeli lokal dan pembeli luar kota, termasuk istilah sehari-hari yang dipakai orang Surabaya saat mencari.',
      },
      {
        step: 3,
        title: 'Perbaikan Teknis & On-Page',
        description:
          'Kecepatan, struktur halaman, title, meta description dan schema dirapikan agar Google memahami setiap produk dan layanan Anda.',
      },
      {
        step: 4,
        title: 'Google Bisnisku & Sitasi Lokal',
        description:
          'Profil bisnis dilengkapi foto, kategori dan jam buka, lalu nama, alamat dan nomor telepon diseragamkan di direktori lokal.',
      },
      {
        step: 5,
        title: 'Konten & Link Building',
        description:
          'Artikel dan halaman baru terbit rutin, didukung backlink dari media dan komunitas yang relevan dengan pasar Jawa Timur.',
      },
      {
        step: 6,
        title: 'Laporan & Evaluasi',
        description: `Setiap bulan Anda menerima laporan ranking dan traffic, termasuk progres menuju garansi kenaikan ${traffic.percent}.`,
      },
    ],
  },
  stats: {
    eyebrow: 'Rekam Jejak',
    title: 'Hasil yang membuat klien memperpanjang kontrak',
    description: 'Angka rata-rata dari seluruh klien SEO kami di Indonesia, termasuk bisnis di Surabaya.',
    items: [
      { value: figures.clients, label: 'Bisnis telah kami bantu' },
      { value: figures.averageGrowth, label: 'Rata-rata pertumbuhan traffic organik' },
      { value: figures.successRate, label: 'Tingkat keberhasilan proyek' },
      { value: figures.support, label: 'Dukungan untuk klien aktif' },
    ],
  },
  meeting: {
    eyebrow: 'Cara Berkoordinasi',
    title: 'Kerja bareng tanpa harus ke Jakarta',
    description: 'Surabaya dan tim kami berada di zona waktu yang sama, jadi koordinasi berjalan di jam kerja Anda.',
    options: [
      {
        icon: 'video',
        title: 'Video call rutin',
        text: 'Kickoff, presentasi strategi dan evaluasi bulanan lewat Google Meet atau Zoom, dengan rekaman yang bisa diputar ulang tim Anda.',
      },
      {
        icon: 'message',
        title: 'WhatsApp grup proyek',
        text: 'Pertanyaan harian dijawab langsung oleh konsultan yang memegang akun Anda.',
        kind: 'whatsapp',
      },
      { icon: 'phone', title: 'Telepon', text: 'Untuk hal mendesak, telepon kami di jam kerja.', kind: 'phone' },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Tanya jawab jasa SEO Surabaya',
    description: 'Belum menemukan jawabannya? Tanyakan langsung lewat WhatsApp atau halaman kontak.',
    items: [
      {
        question: 'Berapa harga jasa SEO di Surabaya?',
        answer: `Paket SEO Surabaya mulai ${prices.start} per bulan. Bisnis menengah yang menyasar beberapa kota di Jawa Timur umumnya memilih kisaran ${prices.mid} per bulan, dan paket enterprise mulai ${prices.enterprise} per bulan.`,
      },
      {
        question: `Benarkah traffic dijamin naik ${traffic.percent}?`,
        answer: `Benar. Kami menjamin traffic organik website Anda naik minimal ${traffic.percent} dalam ${traffic.months} bulan dibanding titik awal saat audit. Angka diukur dari Google Analytics milik Anda sendiri, bukan dari alat kami.`,
      },
      {
        question: 'Apakah ada garansi ranking?',
        answer: guaranteeSentence,
      },
      {
        question: 'Berapa lama hasil SEO mulai terlihat?',
        answer:
          'Untuk kata kunci lokal seperti "jasa servis AC Surabaya Barat", pergerakan biasanya terlihat dalam 1-3 bulan. Kata kunci yang lebih ketat, misalnya di sektor properti dan kesehatan, umumnya butuh 3-6 bulan.',
      },
      {
        question: 'Tim Anda tidak di Surabaya. Apakah tetap efektif?',
        answer:
          'Efektif. SEO dikerjakan di website dan di Google, bukan di lokasi fisik. Kami meriset pasar Surabaya secara khusus, dan koordinasi berjalan lewat video call, WhatsApp dan laporan bulanan yang rinci.',
      },
      {
        question: 'Bisakah menargetkan pembeli di luar Surabaya?',
        answer:
          'Bisa, dan itu justru kekuatan banyak bisnis Surabaya. Kami menyiapkan halaman khusus untuk pembeli dari Sidoarjo, Malang hingga luar pulau, lengkap dengan informasi pengiriman dan minimal order.',
      },
    ],
  },
  cta: {
    title: 'Buktikan sendiri garansi traffic kami',
    description: `Mulai dengan analisis gratis senilai Rp ${formatJuta(figures.freeAuditValue)}. Kami tunjukkan posisi website Anda hari ini dan berapa traffic yang realistis dalam ${traffic.months} bulan.`,
    actions: [
      { label: 'Mulai Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      {
        label: 'Chat via WhatsApp',
        ...contactLinks.whatsapp('city-cta-whatsapp', 'Halo, saya ingin tahu garansi traffic jasa SEO Surabaya.'),
        external: true,
        variant: 'outline-light',
      },
    ],
  },
  service: {
    name: 'Jasa SEO Surabaya',
    description: `Layanan SEO untuk bisnis Surabaya dan Jawa Timur dengan garansi kenaikan traffic organik minimal ${traffic.percent} dalam ${traffic.months} bulan.`,
  },
}
