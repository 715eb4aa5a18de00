import { cityPackages } from '../packages'
import { site } from '../site'
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
  standardTimelines,
} from './shared'
import type { City } from './types'

const areas = [
  'Margonda',
  'Beji',
  'Limo',
  'Cinere',
  'UI Depok',
  'Sawangan',
  'Pancoran Mas',
  'Sukmajaya',
  'Cilodong',
  'Cimanggis',
  'Tapos',
  'Cipayung',
] as const

const clients = '45+'
const t = standardTimelines

export const depok: City = {
  slug: 'depok',
  path: '/jasa-seo-depok',
  name: 'Depok',
  region: 'Jawa Barat',
  clients,
  hero: {
    badge: 'Kota pelajar di selatan Jakarta',
    title: 'Jasa SEO Depok',
    highlight: 'untuk Usaha di Kota Mahasiswa',
    description:
      'Setiap tahun ajaran baru, ribuan mahasiswa dan keluarganya mencari kos, bimbel, laundry dan tempat makan di sekitar Margonda dan kampus UI. Di sisi lain, keluarga muda di Cinere, Sawangan dan Cimanggis mencari klinik dan sekolah terdekat. Kami membantu usaha Depok menangkap kedua pasar itu lewat Google.',
    actions: standardHeroActions,
    points: ['Fokus pencarian "dekat kampus" dan "terdekat"', 'Harga bersahabat untuk UMKM', 'Metode white-hat'],
    stats: standardHeroStats('Depok', clients),
    promise: `Garansi ranking kata kunci setelah ${guaranteeTerms.optimisationMonths} bulan optimasi`,
  },
  services: {
    eyebrow: 'Layanan SEO Depok',
    title: 'Layanan yang pas untuk usaha di Depok',
    description:
      'Kebanyakan usaha Depok melayani pelanggan dalam radius beberapa kilometer. Karena itu kami mengutamakan Google Maps dan pencarian lokal.',
    items: [
      {
        id: 'maps',
        icon: 'map-pin',
        title: 'Google Maps untuk UMKM',
        description:
          'Profil Google Bisnisku yang lengkap, foto yang menarik dan ulasan yang dibalas rapi, agar usaha Anda muncul di peta saat dicari dari Margonda sampai Tapos.',
        href: '/local-seo-optimization',
      },
      {
        id: 'student',
        icon: 'graduation-cap',
        title: 'SEO Pasar Mahasiswa',
        description:
          'Kos-kosan, bimbel, percetakan dan kafe di sekitar UI dan Gunadarma yang ingin dicari setiap musim penerimaan mahasiswa baru.',
      },
      {
        id: 'clinic',
        icon: 'stethoscope',
        title: 'SEO Klinik & Sekolah',
        description:
          'Untuk klinik, dokter gigi, TK dan sekolah swasta yang dicari keluarga muda di Cinere, Sawangan dan Cimanggis.',
      },
      {
        id: 'website',
        icon: 'monitor',
        title: 'Website UMKM yang Siap SEO',
        description:
          'Belum punya website? Kami bantu membuat website yang ringan di ponsel dan langsung dioptimasi untuk pencarian lokal.',
        href: '/jasa-pembuatan-website-indonesia',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Alasan usaha Depok bekerja sama dengan kami',
    description: `Sudah ${clients} usaha di Depok yang kami bantu tumbuh lewat pencarian Google.`,
    items: [
      {
        id: 'seasonal',
        icon: 'calendar',
        title: 'Paham musim kampus',
        description:
          'Konten dan promosi disiapkan sebelum musim pendaftaran mahasiswa dan tahun ajaran baru, bukan sesudahnya.',
      },
      {
        id: 'umkm',
        icon: 'wallet',
        title: 'Ramah kantong UMKM',
        description: `Paket mulai ${standardPrices.start} per bulan dengan prioritas pada langkah yang paling cepat terasa di Google Maps.`,
      },
      {
        id: 'success',
        icon: 'trophy',
        title: `${standardClaims.successRate} proyek mencapai target`,
        description: `Dengan rata-rata kenaikan traffic organik ${standardClaims.averageGrowth} dan rating klien ${standardClaims.rating}.`,
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi yang jelas',
        description: `Kata kunci target dijamin setelah ${guaranteeTerms.optimisationMonths} bulan optimasi; bila meleset, Anda mendapat ${guaranteeTerms.remedy}.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kawasan di Kota Depok`,
    description:
      'Dari koridor Margonda yang ramai mahasiswa sampai perumahan di Sawangan dan Tapos, kami menyusun kata kunci sesuai cara warga tiap kawasan mencari.',
    list: areas,
    note: 'Usaha Anda di perbatasan, misalnya Citayam, Bojonggede atau Jagakarsa? Kami tetap bisa menyasar pencari di sana.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri yang paling sering kami bantu di Depok',
    description: 'Sektor yang hidup dari pelanggan sekitar, dan karenanya paling diuntungkan oleh SEO lokal.',
    items: [
      {
        name: 'Bimbel & Kursus',
        icon: 'graduation-cap',
        description: 'Persiapan masuk PTN, kursus bahasa dan les privat.',
      },
      {
        name: 'Kos & Properti',
        icon: 'home',
        description: 'Kos-kosan dekat kampus dan perumahan untuk keluarga muda.',
      },
      {
        name: 'Kuliner & Kafe',
        icon: 'coffee',
        description: 'Tempat makan dan kafe tempat nongkrong mahasiswa di Margonda.',
      },
      {
        name: 'Klinik & Kesehatan',
        icon: 'stethoscope',
        description: 'Klinik umum, dokter gigi dan apotek di setiap kecamatan.',
      },
      { name: 'Jasa Harian', icon: 'wrench', description: 'Laundry, percetakan, servis laptop dan bengkel motor.' },
      {
        name: 'Sekolah Swasta',
        icon: 'book-open',
        description: 'TK, SD dan SMP swasta yang bersaing mendapatkan murid baru.',
      },
      {
        name: 'Tanaman & Pertanian',
        icon: 'flower',
        description: 'Kebun belimbing khas Depok dan penjual tanaman hias.',
      },
      {
        name: 'Retail & UMKM',
        icon: 'store',
        description: 'Toko, usaha rumahan dan produk lokal yang ingin pembeli baru.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Paket Harga',
    title: 'Paket SEO Depok',
    description:
      'Pilih sesuai skala usaha Anda. Sebagian besar UMKM Depok memulai dari Starter, lalu naik kelas setelah hasilnya terasa.',
    packages: cityPackages,
    ...standardPricingCta,
    guarantee: guaranteeSentence,
  },
  process: {
    eyebrow: 'Proses Kerja',
    title: 'Empat tahap menuju halaman pertama',
    description: 'Jelas sejak hari pertama, tanpa istilah teknis yang membingungkan.',
    steps: standardProcess([
      'Kami cek website dan profil Google Bisnisku Anda, lalu melihat usaha sejenis yang paling sering muncul di pencarian Depok.',
      'Kata kunci dipilih berdasarkan apa yang diketik calon pelanggan di sekitar lokasi Anda, termasuk pencarian musiman di sekitar kampus.',
      'Perbaikan website, Google Bisnisku, konten lokal dan backlink dikerjakan bertahap sesuai rencana.',
      'Kami pantau ranking dan jumlah telepon atau chat yang masuk, lalu menyesuaikan strategi setiap bulan.',
    ]),
  },
  stats: {
    eyebrow: 'Pencapaian',
    title: 'Hasil kerja kami',
    description: 'Angka rata-rata dari klien kami di Depok dan kota-kota lain.',
    items: standardStats(),
  },
  meeting: {
    eyebrow: 'Diskusi',
    title: 'Dari Depok ke kantor kami cukup dekat',
    description:
      'Kantor kami di Jakarta Selatan bisa dijangkau cepat dari Depok, tapi meeting online juga sama efektifnya.',
    options: [
      {
        icon: 'building',
        title: `Kantor ${site.address.locality}`,
        text: 'Dari Cinere atau Sawangan lewat Tol Desari, dari Margonda lewat KRL. Kunjungan dengan janji temu.',
        kind: 'office',
      },
      {
        icon: 'message',
        title: 'WhatsApp',
        text: 'Cara paling cepat untuk bertanya atau mengirim data usaha Anda.',
        kind: 'whatsapp',
      },
      {
        icon: 'video',
        title: 'Video call',
        text: 'Presentasi hasil audit dan laporan bulanan bisa dari rumah atau tempat usaha.',
      },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan tentang jasa SEO Depok',
    description: 'Yang paling sering ditanyakan pemilik usaha di Depok.',
    items: [
      {
        question: 'Berapa biaya jasa SEO di Depok?',
        answer: `Paling murah ${standardPrices.start} per bulan, cukup untuk usaha lokal dengan beberapa kata kunci. Untuk ${standardPriceGuide.midKeywords} kata kunci sekitar ${standardPrices.mid} per bulan, dan paket premium ${standardPriceGuide.premiumKeywords} kata kunci ${standardPrices.premium} per bulan.`,
      },
      {
        question: 'Berapa lama sampai usaha saya muncul di Google?',
        answer: `Untuk kata kunci yang persaingannya rendah, seperti layanan spesifik di satu kecamatan, biasanya ${t.low}. Persaingan sedang ${t.medium}, dan yang sangat kompetitif bisa ${t.high}.`,
      },
      {
        question: 'Apa garansinya?',
        answer: guaranteeSentence,
      },
      {
        question: 'Usaha saya kecil, apakah perlu website?',
        answer:
          'Tidak selalu di awal. Banyak usaha di Depok sudah bisa mendapat pelanggan dari Google Maps saja. Website membantu saat Anda ingin muncul untuk lebih banyak kata kunci dan terlihat lebih meyakinkan.',
      },
      {
        question: 'Bisakah menargetkan mahasiswa baru setiap tahun?',
        answer:
          'Bisa. Kami menyiapkan halaman dan artikel beberapa bulan sebelum musim penerimaan mahasiswa, misalnya "kos dekat UI" atau "bimbel UTBK Depok", agar ranking sudah kuat saat pencarian memuncak.',
      },
      {
        question: 'Apakah saya bisa bertemu tim Anda?',
        answer: `Bisa, di kantor kami di ${site.address.locality} dengan janji temu, atau lewat video call jika lebih praktis.`,
      },
    ],
  },
  cta: {
    title: 'Bikin usaha Anda paling mudah ditemukan di Depok',
    description:
      'Mulai dari analisis SEO gratis. Kami tunjukkan apa yang perlu dibenahi lebih dulu agar pelanggan di sekitar Anda menemukan usaha Anda.',
    actions: standardCtaActions,
  },
  service: {
    name: 'Jasa SEO Depok',
    description:
      'Layanan SEO untuk UMKM, klinik, sekolah dan usaha sekitar kampus di Depok, dari Margonda hingga Cinere dan Sawangan.',
  },
}
