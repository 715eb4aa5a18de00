import { cityPackages } from '../packages'
import {
  guaranteeSentence,
  guaranteeTerms,
  standardClaims,
  standardCtaActions,
  standardHeroActions,
  standardHeroStats,
  standardPriceGuide,
  standardPrices,
  standardPricingCta,
  standardProcess,
  standardStats,
  type Timelines,
} from './shared'
import type { City } from './types'

const areas = [
  'Medan Timur',
  'Medan Barat',
  'Medan Selatan',
  'Medan Utara',
  'Medan Kota',
  'Medan Baru',
  'Medan Polonia',
  'Medan Helvetia',
  'Medan Amplas',
  'Medan Denai',
  'Medan Petisah',
  'Medan Sunggal',
] as const

const clients = '40+'

/** Medan's own ranking timelines (spec section 9). */
const medanTimelines: Timelines = { low: '2-3 bulan', medium: '3-5 bulan', high: '6-9 bulan' }
const t = medanTimelines

export const medan: City = {
  slug: 'medan',
  path: '/jasa-seo-medan',
  name: 'Medan',
  region: 'Sumatera Utara',
  clients,
  hero: {
    badge: 'Melayani Medan & seluruh Sumatera Utara',
    title: 'Jasa SEO Medan',
    highlight: 'untuk Bisnis Sumatera Utara',
    description:
      'Medan adalah pusat dagang Sumatera: eksportir sawit dan kopi, distributor yang memasok sampai Aceh dan Riau, rumah sakit yang bersaing dengan Penang, hingga kuliner Kesawan yang selalu dicari perantau. Kami membantu bisnis Medan menguasai pencarian Google di kota sendiri dan di seluruh Sumatera Utara.',
    actions: standardHeroActions,
    points: ['Menjangkau pembeli se-Sumatera Utara', 'Koordinasi online di zona waktu WIB', 'Metode white-hat'],
    stats: standardHeroStats('Medan', clients),
    promise: `Garansi ranking kata kunci setelah ${guaranteeTerms.optimisationMonths} bulan optimasi`,
  },
  services: {
    eyebrow: 'Layanan SEO Medan',
    title: 'Layanan SEO untuk pasar Medan dan sekitarnya',
    description:
      'Pembeli dari Binjai, Deli Serdang, Pematangsiantar sampai Sibolga mencari pemasok di Medan lewat Google. Strategi kami menjangkau mereka, bukan hanya warga kota.',
    items: [
      {
        id: 'regional',
        icon: 'globe',
        title: 'SEO Regional Sumatera Utara',
        description:
          'Halaman layanan untuk setiap kota tujuan penjualan Anda, agar pembeli di Siantar, Tebing Tinggi atau Kisaran juga menemukan Anda.',
      },
      {
        id: 'local',
        icon: 'map-pin',
        title: 'Google Maps Medan',
        description:
          'Profil Google Bisnisku yang lengkap dan ulasan yang terkelola, penting untuk kuliner, klinik dan toko di Medan Baru hingga Medan Kota.',
        href: '/local-seo-optimization',
      },
      {
        id: 'export',
        icon: 'ship',
        title: 'SEO B2B & Ekspor',
        description:
          'Konten berbahasa Indonesia dan Inggris untuk eksportir hasil bumi yang ingin ditemukan pembeli luar negeri lewat pelabuhan Belawan.',
        href: '/content-marketing-seo',
      },
      {
        id: 'health',
        icon: 'stethoscope',
        title: 'SEO Layanan Kesehatan',
        description:
          'Rumah sakit dan klinik yang ingin pasien Sumatera Utara berobat di Medan, dengan konten medis yang akurat dan terpercaya.',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Partner SEO yang serius untuk bisnis Medan',
    description: `${clients} bisnis di Medan dan Sumatera Utara sudah mempercayakan SEO-nya kepada kami.`,
    items: [
      {
        id: 'regional',
        icon: 'map',
        title: 'Melihat Sumut sebagai satu pasar',
        description:
          'Banyak agensi hanya mengejar kata kunci "Medan". Kami juga menyasar kota-kota tempat pelanggan Anda berada.',
      },
      {
        id: 'timezone',
        icon: 'clock',
        title: 'Jam kerja yang sama',
        description: 'Medan dan tim kami sama-sama di zona WIB, jadi rapat dan balasan chat terjadi di jam kerja Anda.',
      },
      {
        id: 'growth',
        icon: 'trending-up',
        title: `Pertumbuhan rata-rata ${standardClaims.averageGrowth}`,
        description: 'Rata-rata kenaikan traffic organik klien kami, lengkap dengan laporan bulanan yang mudah dibaca.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi dan cara yang aman',
        description: `Ranking kata kunci yang disepakati dijamin setelah ${guaranteeTerms.optimisationMonths} bulan optimasi, hanya dengan metode white-hat.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kecamatan di Kota Medan`,
    description:
      'Dari kawasan bisnis Petisah dan Medan Kota sampai permukiman di Helvetia dan Amplas, plus seluruh Sumatera Utara.',
    list: areas,
    note: 'Kami juga melayani bisnis di Binjai, Deli Serdang, Pematangsiantar, Berastagi dan kawasan Danau Toba.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri Sumatera Utara yang kami tangani',
    description: 'Sektor-sektor yang menjadi tulang punggung ekonomi Medan.',
    items: [
      {
        name: 'Perkebunan & Agribisnis',
        icon: 'tree-palm',
        description: 'Sawit, karet, kopi dan pemasok alat perkebunan.',
      },
      {
        name: 'Distribusi & Perdagangan',
        icon: 'package',
        description: 'Distributor yang memasok toko di seluruh Sumatera.',
      },
      {
        name: 'Kuliner & Oleh-oleh',
        icon: 'utensils',
        description: 'Bika ambon, durian dan kuliner legendaris yang dicari perantau.',
      },
      {
        name: 'Rumah Sakit & Klinik',
        icon: 'stethoscope',
        description: 'Layanan kesehatan yang dicari pasien dari seluruh provinsi.',
      },
      {
        name: 'Wisata & Hotel',
        icon: 'mountain',
        description: 'Hotel di Medan dan penginapan di Berastagi serta Danau Toba.',
      },
      {
        name: 'Ekspedisi & Logistik',
        icon: 'ship',
        description: 'Jasa kirim dan pergudangan di sekitar Belawan dan KIM.',
      },
      {
        name: 'Properti',
        icon: 'building',
        description: 'Perumahan dan ruko di pinggiran kota yang terus berkembang.',
      },
      {
        name: 'Pendidikan',
        icon: 'graduation-cap',
        description: 'Kampus, sekolah swasta dan lembaga kursus di Medan.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Paket Harga',
    title: 'Paket SEO Medan',
    description:
      'Harga bulanan yang transparan dan tanpa biaya perjalanan, karena seluruh koordinasi dengan tim kami berjalan online.',
    packages: cityPackages,
    ...standardPricingCta,
    guarantee: guaranteeSentence,
  },
  process: {
    eyebrow: 'Proses Kerja',
    title: 'Cara kami bekerja untuk bisnis Medan',
    description: 'Empat tahap yang berulang dan terus diperbaiki berdasarkan data.',
    steps: standardProcess([
      'Audit website dan Google Bisnisku, lalu memetakan siapa yang kini menguasai pencarian di Medan dan kota-kota tujuan pasar Anda.',
      'Menyusun prioritas kata kunci: yang cepat menghasilkan di Medan lebih dulu, lalu perluasan ke seluruh Sumatera Utara.',
      'Perbaikan teknis, halaman per kota, konten dan backlink dikerjakan bertahap sesuai rencana bulanan.',
      'Pemantauan ranking mingguan dan evaluasi bulanan lewat video call, dengan rencana perbaikan yang konkret.',
    ]),
  },
  stats: {
    eyebrow: 'Pencapaian',
    title: 'Rekam jejak kami',
    description: 'Angka yang kami capai bersama klien di Medan dan kota-kota lain.',
    items: standardStats(),
  },
  meeting: {
    eyebrow: 'Koordinasi',
    title: 'Jarak bukan halangan',
    description:
      'Seluruh proses berjalan online dengan dokumentasi yang rapi, jadi Anda tidak perlu terbang ke Jakarta.',
    options: [
      {
        icon: 'video',
        title: 'Video call',
        text: 'Kickoff, presentasi strategi dan evaluasi bulanan lewat Google Meet atau Zoom.',
      },
      {
        icon: 'message',
        title: 'WhatsApp',
        text: 'Tanya jawab harian langsung dengan konsultan yang memegang akun Anda.',
        kind: 'whatsapp',
      },
      { icon: 'phone', title: 'Telepon', text: 'Untuk konsultasi awal atau hal yang mendesak.', kind: 'phone' },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan tentang jasa SEO Medan',
    description: 'Jawaban atas pertanyaan yang paling sering diajukan pelaku usaha di Medan.',
    items: [
      {
        question: 'Berapa harga jasa SEO di Medan?',
        answer: `Mulai ${standardPrices.start} per bulan. Untuk ${standardPriceGuide.midKeywords} kata kunci, biayanya sekitar ${standardPrices.mid} per bulan, dan paket premium dengan ${standardPriceGuide.premiumKeywords} kata kunci sekitar ${standardPrices.premium} per bulan.`,
      },
      {
        question: 'Berapa lama sampai hasilnya terlihat di Medan?',
        answer: `Kata kunci dengan persaingan rendah biasanya ${t.low}, persaingan sedang ${t.medium}, dan kata kunci yang sangat kompetitif ${t.high}. Perkiraan untuk bisnis Anda kami sampaikan setelah audit.`,
      },
      {
        question: 'Apakah ada garansi ranking?',
        answer: guaranteeSentence,
      },
      {
        question: 'Bisakah menjangkau pembeli di luar Kota Medan?',
        answer:
          'Bisa. Kami membuat halaman dan konten untuk kota-kota tujuan penjualan Anda, misalnya Binjai, Pematangsiantar atau Rantau Prapat, sehingga pembeli di sana menemukan Anda lebih dulu.',
      },
      {
        question: 'Tim Anda tidak di Medan. Bagaimana koordinasinya?',
        answer:
          'Koordinasi berjalan lewat video call, WhatsApp dan laporan bulanan. Karena sama-sama WIB, rapat bisa dijadwalkan di jam kerja Anda tanpa biaya perjalanan.',
      },
      {
        question: 'Apakah SEO cocok untuk eksportir?',
        answer:
          'Cocok. Pembeli luar negeri mencari pemasok kopi, kelapa sawit atau karet lewat Google dalam bahasa Inggris. Kami menyiapkan halaman produk dwibahasa dengan spesifikasi dan sertifikasi yang mereka cari.',
      },
    ],
  },
  cta: {
    title: 'Mulai kuasai Google di Medan dan Sumatera Utara',
    description:
      'Analisis gratis menunjukkan posisi website Anda hari ini dan kata kunci yang paling cepat mendatangkan pembeli.',
    actions: standardCtaActions,
  },
  service: {
    name: 'Jasa SEO Medan',
    description:
      'Layanan SEO untuk bisnis di Medan dan seluruh Sumatera Utara: SEO regional, Google Maps, B2B dan ekspor, serta layanan kesehatan.',
  },
}
