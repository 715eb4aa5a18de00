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
  'Bekasi Timur',
  'Bekasi Barat',
  'Bekasi Selatan',
  'Bekasi Utara',
  'Pondok Gede',
  'Jatiasih',
  'Jatisampurna',
  'Pondok Melati',
  'Rawalumbu',
  'Mustika Jaya',
  'Medan Satria',
  'Bantargebang',
] as const

const clients = '50+'
const t = standardTimelines

export const bekasi: City = {
  slug: 'bekasi',
  path: '/jasa-seo-bekasi',
  name: 'Bekasi',
  region: 'Jawa Barat',
  clients,
  hero: {
    badge: 'Kota Patriot, pasar yang terus tumbuh',
    title: 'Jasa SEO Bekasi',
    highlight: 'untuk Bisnis yang Siap Naik Kelas',
    description:
      'Jutaan warga Bekasi mencari bengkel, sekolah, klinik dan rumah baru lewat ponsel setiap hari, dari Harapan Indah sampai Jatisampurna. Kami membantu usaha lokal, developer dan pemasok kawasan industri muncul paling atas di pencarian itu, tanpa harus terus membayar iklan.',
    actions: standardHeroActions,
    points: ['Strategi per kecamatan', 'Laporan progres yang jelas', 'Metode white-hat'],
    stats: standardHeroStats('Bekasi', clients),
    promise: `Garansi ranking kata kunci setelah ${guaranteeTerms.optimisationMonths} bulan optimasi`,
  },
  services: {
    eyebrow: 'Layanan SEO Bekasi',
    title: 'Layanan SEO yang dibutuhkan bisnis Bekasi',
    description:
      'Bekasi bukan lagi sekadar kota penyangga Jakarta. Perumahan baru, pusat belanja dan kawasan industri di sekitarnya menciptakan pasar lokal yang besar dan bisa dijangkau lewat Google.',
    items: [
      {
        id: 'local',
        icon: 'map-pin',
        title: 'SEO Lokal & Google Maps',
        description:
          'Bengkel di Kalimalang, klinik di Summarecon atau bimbel di Galaxy: kami pastikan usaha Anda muncul saat warga sekitar mencari layanan terdekat.',
        href: '/local-seo-optimization',
      },
      {
        id: 'b2b',
        icon: 'factory',
        title: 'SEO B2B Kawasan Industri',
        description:
          'Supplier suku cadang, jasa maintenance dan vendor pabrik yang ingin ditemukan bagian pengadaan di Cikarang, Jababeka dan MM2100.',
      },
      {
        id: 'property',
        icon: 'home',
        title: 'SEO Properti & Perumahan',
        description:
          'Halaman proyek dan konten per kawasan untuk developer dan agen yang memasarkan rumah di Bekasi Timur, Bekasi Utara dan Jatiasih.',
      },
      {
        id: 'technical',
        icon: 'gauge',
        title: 'Audit & Perbaikan Teknis',
        description:
          'Website lambat dan tidak terindeks kami perbaiki lebih dulu, agar setiap konten baru benar-benar berdampak pada ranking.',
        href: '/technical-seo-audit',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Kenapa bisnis Bekasi memilih kami',
    description: `${clients} bisnis di Bekasi sudah kami dampingi, dari usaha keluarga hingga pemasok pabrik.`,
    items: [
      {
        id: 'local-insight',
        icon: 'compass',
        title: 'Paham peta Bekasi',
        description:
          'Kami tahu bedanya pencari di Bekasi Barat yang dekat tol dengan pencari di Mustika Jaya, dan menyusun halaman untuk masing-masing.',
      },
      {
        id: 'near',
        icon: 'train',
        title: 'Dekat dari Bekasi',
        description:
          'Kantor kami di Jakarta Selatan bisa dicapai lewat LRT Jabodebek dan MRT, atau kami yang datang ke tempat Anda.',
      },
      {
        id: 'results',
        icon: 'trending-up',
        title: `Pertumbuhan rata-rata ${standardClaims.averageGrowth}`,
        description: 'Rata-rata kenaikan traffic organik klien kami, dilaporkan apa adanya setiap bulan.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi ranking',
        description: `Kata kunci target disepakati di awal dan dijamin setelah ${guaranteeTerms.optimisationMonths} bulan optimasi.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kecamatan di Kota Bekasi`,
    description:
      'Kami melayani seluruh kecamatan Kota Bekasi, dengan kata kunci dan halaman yang disesuaikan dengan karakter tiap wilayah.',
    list: areas,
    note: 'Usaha Anda di Kabupaten Bekasi, misalnya Cikarang, Tambun atau Cibitung? Kami juga melayaninya.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri yang kami layani di Bekasi',
    description: 'Delapan sektor yang paling banyak mencari jasa SEO di Bekasi.',
    items: [
      {
        name: 'Manufaktur & Supplier',
        icon: 'factory',
        description: 'Vendor dan pemasok untuk pabrik di koridor industri Bekasi-Cikarang.',
      },
      {
        name: 'Properti & Perumahan',
        icon: 'home',
        description: 'Developer dan agen properti di kawasan yang terus berkembang.',
      },
      {
        name: 'Otomotif & Bengkel',
        icon: 'car',
        description: 'Bengkel, dealer dan toko suku cadang di sepanjang Kalimalang dan Jalan Ahmad Yani.',
      },
      {
        name: 'Logistik & Gudang',
        icon: 'warehouse',
        description: 'Pergudangan dan ekspedisi yang memanfaatkan akses Tol Jakarta-Cikampek.',
      },
      {
        name: 'Pendidikan & Bimbel',
        icon: 'graduation-cap',
        description: 'Sekolah swasta, bimbel dan kursus untuk keluarga muda Bekasi.',
      },
      {
        name: 'Klinik & Kesehatan',
        icon: 'stethoscope',
        description: 'Klinik, dokter gigi dan apotek yang dicari lewat Google Maps.',
      },
      {
        name: 'Kuliner',
        icon: 'utensils',
        description: 'Rumah makan dan kafe di Summarecon, Galaxy dan Harapan Indah.',
      },
      {
        name: 'Retail & UMKM',
        icon: 'store',
        description: 'Toko bangunan, furnitur dan usaha rumahan yang ingin pembeli baru.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Paket Harga',
    title: 'Paket SEO Bekasi',
    description:
      'Tiga pilihan paket bulanan yang transparan. Semua paket bisa dikonsultasikan dulu sebelum Anda memutuskan.',
    packages: cityPackages,
    ...standardPricingCta,
    guarantee: guaranteeSentence,
  },
  process: {
    eyebrow: 'Proses Kerja',
    title: 'Empat tahap kerja kami di Bekasi',
    description: 'Proses yang sederhana dan terukur, sama untuk usaha rumahan maupun pemasok pabrik.',
    steps: standardProcess([
      'Kami audit website, Google Bisnisku dan pesaing utama Anda di Bekasi untuk melihat peluang yang paling cepat menghasilkan.',
      'Kata kunci dipilih per kecamatan dan per layanan, lalu disusun jadi rencana kerja bulanan dengan target yang jelas.',
      'Perbaikan teknis, optimasi halaman, konten lokal dan backlink dikerjakan sesuai rencana yang sudah Anda setujui.',
      'Ranking, traffic dan leads dipantau setiap minggu; strategi disesuaikan setiap bulan berdasarkan data.',
    ]),
  },
  stats: {
    eyebrow: 'Pencapaian',
    title: 'Angka yang bicara',
    description: 'Hasil kerja tim kami untuk klien di Bekasi dan kota-kota lain di Indonesia.',
    items: standardStats(),
  },
  meeting: {
    eyebrow: 'Diskusi',
    title: 'Ketemu di Jakarta Selatan atau di Bekasi',
    description: 'Bekasi hanya sepelemparan batu dari Jakarta. Pilih cara yang paling nyaman.',
    options: [
      {
        icon: 'building',
        title: `Kantor ${site.address.locality}`,
        text: 'Dari Bekasi bisa lewat LRT Jabodebek lalu MRT, atau lewat tol. Kunjungan dengan janji temu.',
        kind: 'office',
      },
      {
        icon: 'car',
        title: 'Kami yang datang',
        text: 'Untuk paket Professional dan Enterprise, presentasi strategi bisa dilakukan di kantor atau pabrik Anda.',
      },
      {
        icon: 'phone',
        title: 'Telepon & WhatsApp',
        text: 'Konsultasi awal cukup lewat telepon, tanpa biaya.',
        kind: 'phone',
      },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan seputar jasa SEO Bekasi',
    description: 'Jawaban jujur untuk pertanyaan yang paling sering diajukan pemilik usaha di Bekasi.',
    items: [
      {
        question: 'Berapa biaya jasa SEO di Bekasi?',
        answer: `Paket dimulai dari ${standardPrices.start} per bulan untuk usaha lokal. Bisnis yang butuh ${standardPriceGuide.midKeywords} kata kunci biasanya berada di kisaran ${standardPrices.mid} per bulan, sedangkan strategi premium dengan ${standardPriceGuide.premiumKeywords} kata kunci berkisar ${standardPrices.premium} per bulan.`,
      },
      {
        question: 'Berapa lama sampai usaha saya muncul di halaman pertama?',
        answer: `Untuk kata kunci dengan persaingan rendah, misalnya layanan spesifik di satu kecamatan, biasanya ${t.low}. Persaingan sedang sekitar ${t.medium}, dan kata kunci yang sangat kompetitif seperti properti Bekasi bisa ${t.high}.`,
      },
      {
        question: 'Apakah ranking dijamin?',
        answer: guaranteeSentence,
      },
      {
        question: 'Pabrik saya di Cikarang. Apakah termasuk area layanan?',
        answer: `Termasuk. Selain ${areas.length} kecamatan Kota Bekasi, kami menangani bisnis di Kabupaten Bekasi seperti Cikarang, Cibitung dan Tambun, termasuk pemasok yang menyasar kawasan industri Jababeka dan MM2100.`,
      },
      {
        question: 'Bisakah bertemu langsung?',
        answer: `Bisa. Kantor kami di ${site.address.locality} menerima kunjungan dengan janji temu, dan untuk klien Professional dan Enterprise kami bisa datang ke Bekasi.`,
      },
      {
        question: 'Apakah SEO efektif untuk developer perumahan?',
        answer:
          'Efektif, karena calon pembeli rumah meriset berbulan-bulan sebelum survei. Halaman proyek yang menjawab soal akses tol, sekolah terdekat dan simulasi cicilan membantu Anda hadir sepanjang proses itu.',
      },
    ],
  },
  cta: {
    title: 'Saatnya bisnis Bekasi Anda ditemukan lebih dulu',
    description: 'Dapatkan analisis SEO gratis dan lihat peluang kata kunci yang selama ini direbut kompetitor Anda.',
    actions: standardCtaActions,
  },
  service: {
    name: 'Jasa SEO Bekasi',
    description:
      'Layanan SEO untuk bisnis di Kota dan Kabupaten Bekasi: SEO lokal, B2B kawasan industri, properti dan perbaikan teknis website.',
  },
}
