import type { CaseStudy } from './types'

type CaseStudyRecord = Omit<CaseStudy, 'achievements'> & {
  /** Written from the study's own results and duration, so the list never disagrees with the figures. */
  achievements: (study: Omit<CaseStudy, 'achievements'>) => readonly string[]
}

function study({ achievements, ...record }: CaseStudyRecord): CaseStudy {
  return { ...record, achievements: achievements(record) }
}

/**
 * Client case studies shown on the home page, /portfolio and in the portfolio PDF.
 * Client names are anonymised brand names; results are the figures reported to each client.
 */
export const caseStudies: readonly CaseStudy[] = [
  study({
    id: 'rangkai-komunika',
    clientName: 'Rangkai Komunika',
    industry: 'Agensi Public Relations',
    duration: '12 bulan',
    image: '/images/portfolio/rangkai-komunika.svg',
    results: { ranking: '#1', traffic: '+650%', conversion: '+280%', keywords: '20+' },
    description:
      'Agensi PR di Jakarta yang selama bertahun-tahun mengandalkan rekomendasi dari mulut ke mulut. Website-nya rapi, tetapi tidak pernah muncul ketika calon klien mencari "agensi PR Jakarta" atau "jasa press release". Kami menyusun ulang halaman layanan per kebutuhan klien, mengubah portofolio kampanye mereka menjadi studi kasus yang bisa ditemukan di Google, lalu membangun backlink dari media bisnis nasional.',
    achievements: ({ results }) => [
      `Posisi ${results.ranking} Google untuk kata kunci utama "agensi PR Jakarta"`,
      `${results.keywords} kata kunci layanan bertahan di halaman pertama`,
      `Permintaan proposal lewat website naik ${growthPercent(results.conversion)}%`,
      'Backlink dari media bisnis nasional lewat studi kasus kampanye',
    ],
    testimonial: {
      rating: 5,
      quote:
        'Dulu klien baru hampir selalu datang dari kenalan. Sekarang sebagian besar brief masuk lewat website, dan yang menghubungi sudah paham layanan kami sebelum rapat pertama.',
      name: 'Ratna Kusumawardani',
      role: 'Managing Director, Rangkai Komunika',
    },
  }),
  study({
    id: 'sehat-segar-group',
    clientName: 'Sehat Segar Group',
    industry: 'Kesehatan & Produk Segar',
    duration: '4 bulan',
    image: '/images/portfolio/sehat-segar-group.svg',
    results: { ranking: 'Top 1', traffic: '+620%', conversion: '+190%', keywords: '25+' },
    description:
      'Grup usaha yang menaungi klinik kesehatan keluarga dan jaringan toko buah dan sayur segar. Dua lini bisnis berbagi satu domain, sehingga halaman-halamannya saling berebut kata kunci yang sama. Kami memisahkan arsitektur situs per lini usaha, mengoptimalkan Google Bisnisku setiap cabang, dan menerbitkan artikel kesehatan yang ditinjau langsung oleh dokter mereka.',
    achievements: ({ results, duration }) => [
      `${results.ranking} Google Maps untuk pencarian klinik di sekitar cabang`,
      `${results.keywords} kata kunci masuk halaman pertama hanya dalam ${duration}`,
      `Janji temu klinik dan pesanan produk segar online naik ${growthPercent(results.conversion)}%`,
      'Artikel kesehatan ditinjau dokter untuk memperkuat sinyal kepercayaan (E-E-A-T)',
    ],
    testimonial: {
      rating: 5,
      quote:
        'Timnya cepat memahami bahwa klinik dan toko segar kami butuh strategi berbeda. Dalam empat bulan, pasien baru yang datang karena menemukan kami di Google Maps terasa sekali bedanya.',
      name: 'dr. Fajar Nugroho',
      role: 'Direktur Operasional, Sehat Segar Group',
    },
  }),
  study({
    id: 'laras-batik',
    clientName: 'Laras Batik',
    industry: 'E-commerce Fashion',
    duration: '6 bulan',
    image: '/images/portfolio/laras-batik.svg',
    results: { ranking: 'Top 3', traffic: '+410%', conversion: '+230%', keywords: '60+' },
    description:
      'Toko online batik tulis dan cap dari Solo dengan ratusan produk, tetapi hampir seluruh penjualannya datang dari iklan berbayar dan marketplace. Banyak halaman produk berisi deskripsi kembar dari pemasok. Kami menulis ulang halaman kategori sesuai cara orang mencari, merapikan produk duplikat dengan canonical, dan menambahkan schema produk agar harga dan stok tampil di hasil pencarian.',
    achievements: ({ results }) => [
      'Halaman kategori utama masuk 3 besar untuk "batik tulis" dan turunannya',
      `${results.keywords} kata kunci produk dan kategori di halaman pertama`,
      'Rich snippet harga dan ketersediaan stok tampil di Google',
      `Penjualan dari traffic organik naik ${growthPercent(results.conversion)}% sehingga ketergantungan pada iklan berkurang`,
    ],
    testimonial: {
      rating: 5,
      quote:
        'Yang paling saya syukuri, kami tidak lagi panik setiap biaya iklan naik. Pembeli sekarang menemukan koleksi kami sendiri lewat Google.',
      name: 'Sekar Ayuningtyas',
      role: 'Pemilik, Laras Batik',
    },
  }),
  study({
    id: 'griya-cendana',
    clientName: 'Griya Cendana Residence',
    industry: 'Properti & Real Estate',
    duration: '8 bulan',
    image: '/images/portfolio/griya-cendana.svg',
    results: { ranking: '#1', traffic: '+350%', conversion: '+210%', keywords: '30+' },
    description:
      'Pengembang perumahan di Tangerang yang biaya per prospeknya dari iklan terus membengkak. Calon pembeli rumah melakukan riset panjang di Google sebelum survei lokasi, tetapi situs mereka hanya berisi brosur. Kami membuat halaman per tipe rumah dan per kawasan, panduan KPR, serta konten akses transportasi yang menjawab pertanyaan calon pembeli.',
    achievements: ({ results }) => [
      `Posisi ${results.ranking} untuk "perumahan dekat stasiun" di kawasan proyek`,
      `${results.keywords} kata kunci properti dan KPR di halaman pertama`,
      `Permintaan jadwal survei lokasi lewat website naik ${growthPercent(results.conversion)}%`,
      'Panduan KPR menjadi halaman dengan prospek terbanyak',
    ],
    testimonial: {
      rating: 5,
      quote:
        'Prospek dari Google datang dengan pertanyaan yang sudah spesifik soal tipe dan cicilan. Tim sales kami jadi jauh lebih efisien.',
      name: 'Yohanes Setiadi',
      role: 'Head of Marketing, Griya Cendana Residence',
    },
  }),
]

/** The two case studies shown on the home page (spec section 3). */
export const homeCaseStudyIds = ['rangkai-komunika', 'sehat-segar-group'] as const

function getCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}

/** Case studies by id, in the given order; throws on an unknown id so a typo fails the build. */
export function getCaseStudies(ids: readonly string[]): CaseStudy[] {
  return ids.map((id) => {
    const study = getCaseStudy(id)
    if (!study) throw new Error(`Unknown case study "${id}"`)
    return study
  })
}

/** "+650%" → 650: the growth figure as a number, for charts. */
export function growthPercent(value: string): number {
  const match = /^\+?(\d+(?:[.,]\d+)?)%$/.exec(value.trim())
  if (!match?.[1]) throw new Error(`Not a growth percentage: "${value}"`)
  return Number(match[1].replace(',', '.'))
}
