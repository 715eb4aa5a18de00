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
  'Tangerang Kota',
  'Tangerang Selatan',
  'Bintaro',
  'BSD City',
  'Gading Serpong',
  'Alam Sutera',
  'Karawaci',
  'Cikokol',
  'Cipondoh',
  'Benda',
  'Pamulang',
  'Serpong',
] as const

const clients = '60+'
const t = standardTimelines

export const tangerang: City = {
  slug: 'tangerang',
  path: '/jasa-seo-tangerang',
  name: 'Tangerang',
  region: 'Banten',
  clients,
  hero: {
    badge: 'Tangerang, Tangsel, BSD & Gading Serpong',
    title: 'Jasa SEO Tangerang',
    highlight: 'dari Bandara sampai BSD City',
    description:
      'Kota mandiri di Serpong, kawasan bisnis Alam Sutera, pergudangan di sekitar Bandara Soekarno-Hatta: Tangerang Raya dipenuhi keluarga muda dan perusahaan yang terbiasa mencari segala sesuatu di Google. Kami memastikan merekalah yang menemukan bisnis Anda, bukan kompetitor di ruko sebelah.',
    actions: standardHeroActions,
    points: ['Paham pasar kota mandiri', 'Halaman per kawasan', 'Metode white-hat'],
    stats: standardHeroStats('Tangerang', clients),
    promise: `Garansi ranking kata kunci setelah ${guaranteeTerms.optimisationMonths} bulan optimasi`,
  },
  services: {
    eyebrow: 'Layanan SEO Tangerang',
    title: 'SEO untuk pasar Tangerang Raya yang sangat digital',
    description:
      'Penghuni BSD, Gading Serpong dan Bintaro membandingkan sekolah, klinik dan restoran lewat Google sebelum memutuskan. Layanan kami membuat bisnis Anda menang di momen itu.',
    items: [
      {
        id: 'local',
        icon: 'map-pin',
        title: 'SEO Lokal Per Kawasan',
        description:
          'Halaman dan profil Google Bisnisku yang menyasar pencarian di BSD, Alam Sutera, Bintaro atau Karawaci secara terpisah.',
        href: '/local-seo-optimization',
      },
      {
        id: 'property',
        icon: 'building',
        title: 'SEO Properti & Kota Mandiri',
        description:
          'Konten klaster dan proyek yang menjawab pertanyaan calon pembeli: akses tol, KRL, sekolah dan fasilitas sekitar.',
      },
      {
        id: 'education',
        icon: 'book-open',
        title: 'SEO Sekolah & Kampus',
        description:
          'Sekolah internasional, sekolah swasta dan kampus di Tangerang yang bersaing mendapat pendaftar di setiap tahun ajaran baru.',
      },
      {
        id: 'ecommerce',
        icon: 'shopping-cart',
        title: 'SEO E-commerce & Startup',
        description:
          'Untuk startup dan brand online yang berkantor di Serpong dan BSD, dengan fokus pada halaman kategori dan kecepatan situs.',
        href: '/ecommerce-seo',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: `${clients} bisnis Tangerang sudah membuktikan`,
    description: 'Beberapa alasan kenapa bisnis di Tangerang dan Tangerang Selatan bertahan bersama kami.',
    items: [
      {
        id: 'cluster',
        icon: 'compass',
        title: 'Strategi per kawasan',
        description:
          'Orang BSD jarang mencari "Tangerang". Kami menargetkan nama kawasan yang benar-benar diketik calon pelanggan Anda.',
      },
      {
        id: 'reports',
        icon: 'bar-chart',
        title: 'Laporan yang bisa dicek',
        description:
          'Ranking, traffic dan leads dilaporkan rutin, dengan akses Search Console dan Analytics yang tetap milik Anda.',
      },
      {
        id: 'growth',
        icon: 'trending-up',
        title: `Rata-rata tumbuh ${standardClaims.averageGrowth}`,
        description: `Kenaikan traffic organik rata-rata klien kami, dengan tingkat keberhasilan proyek ${standardClaims.successRate}.`,
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: 'Garansi ranking',
        description: `Setelah ${guaranteeTerms.optimisationMonths} bulan optimasi, kata kunci yang belum mencapai target mendapat ${guaranteeTerms.remedy}.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kawasan di Tangerang Raya`,
    description:
      'Kota Tangerang, Tangerang Selatan dan kota-kota mandiri di antaranya: masing-masing punya pencari dan kata kunci sendiri.',
    list: areas,
    note: 'Bisnis Anda di Kabupaten Tangerang, seperti Cikupa, Balaraja atau Pantai Indah Kapuk 2? Kami juga melayaninya.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri yang kami layani di Tangerang',
    description: 'Delapan sektor yang paling aktif bersaing di Google di wilayah Tangerang.',
    items: [
      {
        name: 'Properti & Developer',
        icon: 'building',
        description: 'Klaster dan apartemen di BSD, Gading Serpong dan Bintaro.',
      },
      { name: 'Pendidikan', icon: 'graduation-cap', description: 'Sekolah internasional, kampus dan lembaga kursus.' },
      {
        name: 'Rumah Sakit & Klinik',
        icon: 'stethoscope',
        description: 'Layanan kesehatan untuk keluarga muda di kota mandiri.',
      },
      {
        name: 'Startup & Teknologi',
        icon: 'cpu',
        description: 'Perusahaan digital di kawasan bisnis Serpong dan BSD.',
      },
      {
        name: 'Logistik & Kargo',
        icon: 'plane',
        description: 'Ekspedisi dan pergudangan di sekitar Bandara Soekarno-Hatta.',
      },
      { name: 'Manufaktur', icon: 'factory', description: 'Pabrik dan pemasok di Jatake, Cikupa dan Balaraja.' },
      { name: 'Kuliner & Kafe', icon: 'coffee', description: 'Restoran dan kafe di Gading Serpong dan Alam Sutera.' },
      {
        name: 'Retail & Showroom',
        icon: 'store',
        description: 'Showroom furnitur, otomotif dan toko di sekitar pusat belanja.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Paket Harga',
    title: 'Paket SEO Tangerang',
    description:
      'Tiga paket bulanan untuk bisnis Tangerang, dari satu outlet sampai jaringan cabang di beberapa kota mandiri.',
    packages: cityPackages,
    ...standardPricingCta,
    guarantee: guaranteeSentence,
  },
  process: {
    eyebrow: 'Proses Kerja',
    title: 'Alur kerja kami untuk bisnis Tangerang',
    description: 'Empat tahap yang jelas, dengan target yang disepakati sejak awal.',
    steps: standardProcess([
      'Kami periksa kondisi website dan Google Bisnisku Anda, serta pesaing yang menguasai pencarian di kawasan seperti BSD atau Karawaci.',
      'Target kata kunci disusun per kawasan dan per layanan, lengkap dengan perkiraan waktu dan prioritasnya.',
      'Optimasi teknis, halaman kawasan, artikel dan backlink dikerjakan sesuai jadwal yang Anda terima di awal.',
      'Ranking dan leads dipantau terus; setiap bulan kami evaluasi bersama dan menggeser fokus ke peluang terbaik.',
    ]),
  },
  stats: {
    eyebrow: 'Pencapaian',
    title: 'Hasil yang konsisten',
    description: 'Rekam jejak tim kami bersama klien di Tangerang Raya dan kota lainnya.',
    items: standardStats(),
  },
  meeting: {
    eyebrow: 'Diskusi',
    title: 'Meeting di Jakarta Selatan atau online',
    description: 'Dari Serpong atau Bintaro, kantor kami hanya sekali jalan lewat tol.',
    options: [
      {
        icon: 'building',
        title: `Kantor ${site.address.locality}`,
        text: 'Mudah dicapai dari Tangerang Selatan lewat tol atau KRL. Kunjungan dengan janji temu.',
        kind: 'office',
      },
      {
        icon: 'video',
        title: 'Video call',
        text: 'Pilihan paling praktis bagi tim yang sibuk: presentasi audit dan laporan bulanan lewat layar.',
      },
      { icon: 'phone', title: 'Telepon', text: 'Konsultasi awal gratis langsung dengan konsultan SEO.', kind: 'phone' },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan tentang jasa SEO Tangerang',
    description: 'Jawaban atas pertanyaan yang paling sering muncul dari bisnis di Tangerang dan Tangsel.',
    items: [
      {
        question: 'Berapa biaya jasa SEO di Tangerang?',
        answer: `Biaya dimulai ${standardPrices.start} per bulan. Bisnis dengan ${standardPriceGuide.midKeywords} kata kunci umumnya berinvestasi ${standardPrices.mid} per bulan, dan strategi premium untuk ${standardPriceGuide.premiumKeywords} kata kunci berada di kisaran ${standardPrices.premium} per bulan.`,
      },
      {
        question: 'Kapan hasil SEO mulai terasa?',
        answer: `Persaingan rendah biasanya ${t.low}, persaingan sedang sekitar ${t.medium}. Kata kunci yang sangat kompetitif, misalnya properti di BSD atau Gading Serpong, bisa ${t.high}.`,
      },
      {
        question: 'Apakah ranking bisa dijamin?',
        answer: guaranteeSentence,
      },
      {
        question: 'Apakah Tangerang Selatan juga dilayani?',
        answer:
          'Ya. Tangerang Selatan, termasuk BSD City, Bintaro, Pamulang dan Serpong, adalah bagian dari area layanan kami, begitu pula Kota dan Kabupaten Tangerang.',
      },
      {
        question: 'Saya punya cabang di BSD dan Karawaci. Bisakah keduanya naik?',
        answer:
          'Bisa. Setiap cabang mendapat profil Google Bisnisku dan halaman lokal sendiri, sehingga masing-masing bersaing untuk pencarian di kawasannya.',
      },
      {
        question: 'Apakah kami harus datang ke kantor Anda?',
        answer: `Tidak harus. Sebagian besar klien Tangerang memilih video call, tetapi kantor kami di ${site.address.locality} selalu terbuka dengan janji temu.`,
      },
    ],
  },
  cta: {
    title: 'Jadikan bisnis Anda pilihan pertama warga Tangerang',
    description:
      'Mulai dengan analisis SEO gratis: posisi Anda sekarang, kompetitor di kawasan Anda, dan langkah pertama yang paling berdampak.',
    actions: standardCtaActions,
  },
  service: {
    name: 'Jasa SEO Tangerang',
    description:
      'Layanan SEO untuk bisnis di Kota Tangerang, Tangerang Selatan, BSD City, Gading Serpong dan Alam Sutera: SEO lokal per kawasan, properti dan pendidikan.',
  },
}
