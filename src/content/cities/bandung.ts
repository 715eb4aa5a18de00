import { figures } from '../figures'
import { packageTerms } from '../packages'
import { guaranteeSentence, quotePrices, tieredPackages, type PriceGuide } from './shared'
import type { City } from './types'

const areas = [
  'Dago',
  'Braga',
  'Asia Afrika',
  'Jalan Riau',
  'Cihampelas',
  'Setiabudi',
  'Pasteur',
  'Sukajadi',
  'Coblong',
  'Cicendo',
  'Lengkong',
  'Buah Batu',
  'Batununggal',
  'Kiaracondong',
  'Antapani',
  'Arcamanik',
  'Ujungberung',
  'Gedebage',
  'Cimahi',
  'Lembang',
] as const

/** Bandung's own figures and promises (spec sections 2 and 9). */
export const bandungFigures = {
  brands: '120+',
  averageGrowth: '420%',
  years: '10+',
  rating: { score: '4.9/5', reviews: '100+' },
  trafficGuarantee: '150%',
  /** Months to a place in Google's local 3-pack */
  localPackMonths: 3,
} as const
const f = bandungFigures

/** Bandung's own FAQ price ranges (spec section 9). */
const priceGuide: PriceGuide = {
  startIdr: 3_500_000,
  midMinIdr: 8_000_000,
  midMaxIdr: 15_000_000,
  enterpriseFromIdr: 20_000_000,
}
const prices = quotePrices(priceGuide)

export const bandung: City = {
  slug: 'bandung',
  path: '/jasa-seo-bandung',
  name: 'Bandung',
  region: 'Jawa Barat',
  hero: {
    badge: 'Bandung - Kota Kembang',
    title: 'Jasa SEO Bandung',
    highlight: 'dari Tim yang Ngantor di Bandung',
    description: `Kuliner di Dago, factory outlet di Jalan Riau, kafe di Lembang, startup di sekitar kampus: persaingan bisnis di Bandung ramai dan kreatif. Tim SEO kami tinggal dan bekerja di Bandung, paham cara orang sini mencari, dan menargetkan bisnis Anda masuk 3 besar Google Maps dalam ${f.localPackMonths} bulan.`,
    actions: [
      { label: 'Konsultasi Gratis Bandung', href: '/analisis-gratis', icon: 'message' },
      { label: 'Lihat Portofolio', href: '/portfolio' },
    ],
    points: [
      'Tim lokal berbasis di Bandung',
      'Bisa ngopi bareng untuk diskusi',
      `Target 3 besar Google Maps dalam ${f.localPackMonths} bulan`,
    ],
    stats: [
      { value: f.brands, label: 'Brand telah kami bantu' },
      { value: f.averageGrowth, label: 'Rata-rata pertumbuhan' },
      { value: f.years, label: 'Tahun pengalaman' },
    ],
    rating: f.rating,
    promise: `Traffic naik ${f.trafficGuarantee} dan masuk 3 besar Google Maps dalam ${f.localPackMonths} bulan`,
  },
  services: {
    eyebrow: 'Layanan SEO Bandung',
    title: 'Layanan yang pas untuk bisnis kreatif Bandung',
    description:
      'Sebagian besar pelanggan bisnis Bandung menemukan tempat lewat Google Maps dan Instagram. Kami pastikan jalur Google-nya bekerja maksimal.',
    items: [
      {
        id: 'maps',
        icon: 'map-pin',
        title: 'Google Maps & SEO Lokal',
        description: `Optimasi Google Bisnisku, foto, kategori dan ulasan agar kafe, klinik atau toko Anda masuk 3 besar hasil peta dalam ${f.localPackMonths} bulan.`,
        href: '/local-seo-optimization',
      },
      {
        id: 'fashion',
        icon: 'shirt',
        title: 'SEO Toko Online Fashion',
        description:
          'Brand distro dan konveksi Bandung bisa menjual langsung ke pembeli se-Indonesia lewat halaman kategori dan produk yang ramah Google.',
        href: '/ecommerce-seo',
      },
      {
        id: 'tourism',
        icon: 'mountain',
        title: 'SEO Wisata & Penginapan',
        description:
          'Villa, glamping dan tempat wisata di Lembang hingga Ciwidey yang ingin ditemukan wisatawan Jakarta sebelum akhir pekan tiba.',
      },
      {
        id: 'content',
        icon: 'pen-tool',
        title: 'Konten Lokal yang Hidup',
        description:
          'Artikel dan halaman yang menyebut tempat, acara dan kebiasaan orang Bandung, sehingga relevan di mata Google dan pembaca.',
        href: '/content-marketing-seo',
      },
      {
        id: 'website',
        icon: 'monitor',
        title: 'Website Cepat & Rapi',
        description:
          'Untuk UMKM yang belum punya website layak, kami bantu bangun website yang cepat di ponsel dan siap SEO sejak hari pertama.',
        href: '/jasa-pembuatan-website-indonesia',
      },
      {
        id: 'startup',
        icon: 'rocket',
        title: 'SEO untuk Startup',
        description:
          'Strategi konten dan teknis untuk startup Bandung yang butuh pertumbuhan pengguna organik tanpa membakar dana iklan.',
        href: '/technical-seo-audit',
      },
    ],
  },
  reasons: {
    eyebrow: 'Kenapa Kami',
    title: 'Urang Bandung, ngarti pasar Bandung',
    description: 'Alasan brand Bandung memilih kami dan bertahan lama.',
    items: [
      {
        id: 'local-team',
        icon: 'users',
        title: 'Tim yang benar-benar di Bandung',
        description:
          'Konsultan kami tinggal di Bandung, jadi rapat bisa tatap muka dan riset lapangan ke lokasi bisnis Anda tidak perlu menunggu jadwal dari luar kota.',
      },
      {
        id: 'rating',
        icon: 'star',
        title: `Rating ${f.rating.score}`,
        description: `Nilai rata-rata dari ${f.rating.reviews} ulasan klien tentang komunikasi, ketepatan waktu dan hasil kerja kami.`,
      },
      {
        id: 'traffic',
        icon: 'trending-up',
        title: `Garansi traffic ${f.trafficGuarantee}`,
        description: `Selain target 3 besar Google Maps dalam ${f.localPackMonths} bulan, kami menjamin kenaikan traffic ${f.trafficGuarantee} sesuai kesepakatan di awal kerja sama.`,
      },
      {
        id: 'price',
        icon: 'wallet',
        title: 'Harga ramah UMKM',
        description: `Paket mulai ${prices.start} per bulan, cocok untuk usaha yang baru mulai serius di Google tanpa kontrak yang memberatkan.`,
      },
    ],
  },
  areas: {
    eyebrow: 'Area Layanan',
    title: `${areas.length} kawasan Bandung Raya yang kami jangkau`,
    description:
      'Dari Bandung utara yang sejuk sampai Gedebage di timur, plus Cimahi dan Lembang. Kami kenal karakter pembeli di tiap kawasan.',
    list: areas,
    note: 'Usaha Anda di Soreang, Padalarang atau Jatinangor? Hubungi kami; tim Bandung tetap bisa datang dan menyusun strategi lokalnya.',
  },
  industries: {
    eyebrow: 'Industri',
    title: 'Industri khas Bandung yang kami kuasai',
    description: 'Bandung punya kombinasi industri yang unik: kreatif, pendidikan dan wisata dalam satu kota.',
    items: [
      {
        name: 'Fashion & Distro',
        icon: 'shirt',
        description: 'Brand lokal dan factory outlet di Jalan Riau dan Dago.',
      },
      {
        name: 'Kuliner & Kafe',
        icon: 'coffee',
        description: 'Kafe, resto dan jajanan yang dicari wisatawan akhir pekan.',
      },
      {
        name: 'Wisata & Penginapan',
        icon: 'mountain',
        description: 'Villa, hotel dan destinasi di Lembang serta Bandung selatan.',
      },
      {
        name: 'Pendidikan',
        icon: 'graduation-cap',
        description: 'Bimbel, kursus dan sekolah di sekitar kampus-kampus besar Bandung.',
      },
      {
        name: 'Startup & Teknologi',
        icon: 'cpu',
        description: 'Perusahaan rintisan dan software house yang tumbuh dari ekosistem kampus.',
      },
      {
        name: 'Tekstil & Konveksi',
        icon: 'factory',
        description: 'Konveksi dan produsen kain dari Cigondewah hingga Majalaya.',
      },
      {
        name: 'Industri Kreatif',
        icon: 'palette',
        description: 'Studio desain, fotografi, percetakan dan agensi kreatif.',
      },
      {
        name: 'Klinik Kecantikan',
        icon: 'heart',
        description: 'Klinik estetika dan perawatan kulit yang bersaing di Google Maps.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Investasi',
    title: 'Paket SEO Bandung',
    description: `Disusun untuk skala bisnis Bandung, dari UMKM kuliner sampai brand fashion nasional. Semua paket menargetkan 3 besar Google Maps dalam ${f.localPackMonths} bulan.`,
    packages: tieredPackages(priceGuide, [
      'Untuk kafe, klinik atau toko yang ingin ramai dari Google Maps di kawasannya.',
      'Untuk brand lokal yang mulai menjual ke luar Bandung lewat website.',
      'Untuk brand nasional, jaringan outlet dan startup yang mengejar pertumbuhan besar.',
    ]),
    ctaLabel: 'Pilih Paket',
    ctaHref: '/contact',
    guarantee: `${guaranteeSentence} Khusus Bandung, kami menargetkan kenaikan traffic ${f.trafficGuarantee} dan posisi 3 besar Google Maps dalam ${f.localPackMonths} bulan.`,
  },
  process: {
    eyebrow: 'Cara Kerja',
    title: 'Tujuh langkah, lengkap dengan waktu dan hasilnya',
    description: 'Setiap langkah punya durasi dan hasil kerja yang jelas, jadi Anda tahu kapan harus menagih apa.',
    steps: [
      {
        step: 1,
        title: 'Ngopi & Discovery',
        duration: 'Minggu 1',
        description:
          'Kita duduk bareng, di kafe atau lewat video call, membahas target bisnis, pelanggan ideal dan kompetitor terdekat Anda.',
        deliverables: ['Ringkasan tujuan & target bisnis'],
      },
      {
        step: 2,
        title: 'Audit Website & Google Bisnisku',
        duration: 'Minggu 1-2',
        description:
          'Kami periksa kecepatan, struktur, konten dan profil Google Bisnisku Anda, lalu membandingkannya dengan pesaing di kawasan yang sama.',
        deliverables: ['Laporan audit dengan prioritas perbaikan'],
      },
      {
        step: 3,
        title: 'Riset Kata Kunci Lokal',
        duration: 'Minggu 2',
        description:
          'Kata kunci dipetakan per kawasan dan niat pencarian, termasuk istilah khas yang dipakai warga dan wisatawan saat mencari di Bandung.',
        deliverables: ['Peta kata kunci per halaman'],
      },
      {
        step: 4,
        title: 'Optimasi On-Page & Teknis',
        duration: 'Minggu 3-4',
        description:
          'Title, meta description, heading, schema lokal dan kecepatan halaman diperbaiki sesuai hasil audit.',
        deliverables: ['Website teroptimasi & catatan perubahan'],
      },
      {
        step: 5,
        title: 'Google Bisnisku & Sitasi',
        duration: 'Minggu 3-6',
        description:
          'Profil dilengkapi foto, produk, jam buka dan strategi ulasan; data bisnis diseragamkan di direktori lokal.',
        deliverables: ['Profil Google Bisnisku lengkap', 'Daftar sitasi lokal'],
      },
      {
        step: 6,
        title: 'Konten & Link Building',
        duration: 'Bulan 2-3',
        description:
          'Artikel dan halaman lokal terbit terjadwal, didukung backlink dari media dan komunitas Bandung yang relevan.',
        deliverables: ['Kalender konten', 'Laporan backlink'],
      },
      {
        step: 7,
        title: 'Evaluasi & Scale-up',
        duration: 'Mulai bulan 3',
        description: `Kami ukur posisi di Google Maps dan traffic terhadap target ${f.localPackMonths} bulan, lalu menyusun langkah untuk tumbuh lebih jauh.`,
        deliverables: ['Laporan bulanan', 'Rencana kuartal berikutnya'],
      },
    ],
  },
  stats: {
    eyebrow: 'Rekam Jejak',
    title: 'Bukti kerja tim Bandung',
    description: 'Angka yang kami jaga bersama klien-klien di Bandung dan sekitarnya.',
    items: [
      { value: f.rating.score, label: `Rating dari ${f.rating.reviews} ulasan` },
      { value: f.trafficGuarantee, label: 'Garansi kenaikan traffic' },
      { value: `${f.localPackMonths} bulan`, label: 'Target masuk 3 besar Google Maps' },
      { value: f.brands, label: 'Brand telah kami bantu' },
    ],
  },
  meeting: {
    eyebrow: 'Ketemu Tim Bandung',
    title: 'Hayu ngobrol sambil ngopi',
    description: 'Tim kami berbasis di Bandung. Pilih cara ngobrol yang paling nyaman buat Anda.',
    options: [
      {
        icon: 'phone',
        title: 'Telepon tim Bandung',
        text: 'Senin sampai Sabtu di jam kerja, langsung tersambung ke konsultan.',
        kind: 'phone',
      },
      {
        icon: 'coffee',
        title: 'Coffee meeting',
        text: 'Kami bisa bertemu di kafe dekat lokasi Anda, di Dago, Braga atau Buah Batu, dengan janji temu sebelumnya.',
      },
      {
        icon: 'users',
        title: 'Tim berbasis di Bandung',
        text: 'Konsultan yang menangani akun Anda tinggal di Bandung, sehingga kunjungan ke lokasi usaha bisa dijadwalkan dengan cepat.',
      },
    ],
  },
  faqs: {
    eyebrow: 'FAQ',
    title: 'Pertanyaan tentang jasa SEO Bandung',
    description: 'Hal-hal yang paling sering ditanyakan pemilik usaha Bandung sebelum mulai.',
    items: [
      {
        question: 'Berapa biaya jasa SEO di Bandung?',
        answer: `Paket SEO Bandung mulai ${prices.start} per bulan. Brand yang menjual ke luar kota biasanya berada di kisaran ${prices.mid} per bulan, dan paket enterprise untuk jaringan outlet atau startup mulai ${prices.enterprise} per bulan.`,
      },
      {
        question: 'Apa saja garansi untuk klien Bandung?',
        answer: `Kami menargetkan kenaikan traffic ${f.trafficGuarantee} dan posisi 3 besar Google Maps (local 3-pack) dalam ${f.localPackMonths} bulan. ${guaranteeSentence}`,
      },
      {
        question: 'Apakah benar timnya ada di Bandung?',
        answer:
          'Benar. Konsultan yang menangani klien Bandung tinggal di Bandung, sehingga meeting tatap muka, coffee meeting dan kunjungan ke lokasi usaha bisa dijadwalkan dengan mudah.',
      },
      {
        question: 'Usaha saya kecil. Apakah SEO tetap masuk akal?',
        answer:
          'Sangat masuk akal, terutama untuk usaha dengan lokasi fisik. Banyak pelanggan kafe, bengkel atau klinik di Bandung datang dari pencarian Google Maps, dan optimasi Google Bisnisku termasuk langkah dengan biaya paling efisien.',
      },
      {
        question: 'Bisakah menargetkan wisatawan dari Jakarta?',
        answer:
          'Bisa. Kami menyiapkan konten untuk pencarian yang biasa dilakukan wisatawan sebelum berangkat, misalnya "villa di Lembang untuk keluarga" atau "kuliner malam Bandung", supaya bisnis Anda sudah masuk daftar sebelum mereka tiba.',
      },
      {
        question: 'Berapa lama kontraknya?',
        answer: `Kontrak minimal ${packageTerms.minimumContractMonths} bulan, karena hasil SEO menumpuk dari bulan ke bulan. Progres tetap terlihat lebih awal: perbaikan di Google Maps biasanya sudah terasa di bulan pertama sampai ketiga.`,
      },
    ],
  },
  cta: {
    title: 'Siap bikin bisnis Anda paling gampang ditemukan di Bandung?',
    description: `Ceritakan usaha Anda. Tim Bandung kami mengirim analisis gratis dalam ${figures.analysisDelivery} dan siap diajak ngopi untuk membahasnya.`,
    actions: [
      { label: 'Free Consultation', href: '/analisis-gratis', icon: 'search' },
      { label: 'Contact Team Bandung', href: '/contact' },
    ],
  },
  service: {
    name: 'Jasa SEO Bandung',
    description: `Layanan SEO dan Google Maps untuk bisnis di Bandung Raya oleh tim berbasis di Bandung, dengan target 3 besar Google Maps dalam ${f.localPackMonths} bulan.`,
  },
}
