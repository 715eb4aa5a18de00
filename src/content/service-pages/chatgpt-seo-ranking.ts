import type { ServicePage } from '../page-types'
import type { PercentBar } from '../types'

/** When first results of AI-search optimisation show (spec section 9). */
export const aiResultsWindow = '4-8 minggu'

/** Advised split of the search-marketing budget since 2024, traditional SEO vs AI optimisation (spec section 9). */
export const aiBudgetSplit = { traditional: 70, ai: 30, since: 2024 } as const

/** Coverage shown on bar `index` (0-based): 85% for the first platform, 3 points more for each next one, capped at 95% (spec section 4). */
export function platformCoveragePercent(index: number): number {
  return Math.min(85 + 3 * index, 95)
}

/** Ordered from the assistant that leans least on live web search to the one built on Google's own index. */
const aiPlatforms = [
  {
    name: 'Claude',
    description: 'Menjawab lebih banyak dari pengetahuan model; sebutan brand di sumber tepercaya sangat menentukan.',
  },
  {
    name: 'Microsoft Copilot',
    description: 'Mengambil hasil dari indeks Bing, sehingga Bing Webmaster Tools ikut kami rapikan.',
  },
  {
    name: 'Perplexity',
    description:
      'Selalu mencari di web dan menampilkan sumbernya; konten yang jelas dan terstruktur paling sering dikutip.',
  },
  {
    name: 'Gemini',
    description: 'Terhubung dengan ekosistem Google, termasuk data Google Bisnisku dan Knowledge Graph.',
  },
  {
    name: 'ChatGPT',
    description:
      'Memakai pencarian web untuk pertanyaan terkini; entitas brand yang konsisten membuat Anda lebih mudah disebut.',
  },
  {
    name: 'Google AI Overviews',
    description: 'Dibangun di atas indeks Google, sehingga fondasi SEO tradisional paling berpengaruh di sini.',
  },
] as const

export const aiPlatformCoverage: readonly PercentBar[] = aiPlatforms.map((platform, index) => ({
  label: platform.name,
  percent: platformCoveragePercent(index),
  description: platform.description,
}))

export const chatgptSeoPage: ServicePage = {
  path: '/chatgpt-seo-ranking',
  service: { name: 'SEO untuk ChatGPT & AI Search (GEO)', serviceType: 'Generative Engine Optimization' },
  hero: {
    badge: 'SEO untuk AI · GEO',
    title: 'Pastikan Brand Anda Disebut Saat Pelanggan',
    highlight: 'Bertanya ke ChatGPT',
    description: `Semakin banyak orang bertanya ke ChatGPT, Gemini, Perplexity dan AI Overviews Google sebelum membeli. Generative Engine Optimization (GEO) membuat bisnis Anda dikenali, dipercaya dan dikutip oleh mesin AI tersebut, dengan hasil awal dalam ${aiResultsWindow}.`,
    points: [`Hasil awal ${aiResultsWindow}`, 'Melengkapi SEO tradisional', 'Pemantauan sebutan brand di AI'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'layanan',
      eyebrow: 'Layanan',
      title: 'Layanan SEO untuk Mesin AI',
      description:
        'Mesin AI merangkum jawaban dari sumber yang mereka percaya. Tugas kami adalah menjadikan bisnis Anda salah satu sumber itu.',
      items: [
        {
          icon: 'eye',
          title: 'Audit visibilitas AI',
          description:
            'Kami ajukan pertanyaan yang biasa diketik calon pelanggan ke berbagai asisten AI, lalu mencatat apakah brand Anda disebut, bagaimana disebutnya, dan pesaing mana yang muncul.',
        },
        {
          icon: 'badge-check',
          title: 'Optimasi entitas brand',
          description:
            'Nama, deskripsi, alamat dan layanan Anda dibuat konsisten di website, Google Bisnisku, direktori dan media sosial, supaya AI yakin siapa Anda.',
        },
        {
          icon: 'file-text',
          title: 'Konten yang mudah dikutip',
          description:
            'Jawaban langsung di awal paragraf, definisi yang jelas, tabel, data bersumber dan format tanya-jawab, bentuk yang paling sering diambil AI.',
        },
        {
          icon: 'code',
          title: 'Structured data & akses crawler',
          description:
            'Schema Organization, Product dan FAQ dipasang, dan robots.txt diatur agar crawler AI yang Anda izinkan bisa membaca website Anda.',
        },
        {
          icon: 'newspaper',
          title: 'Sebutan di sumber tepercaya',
          description:
            'Digital PR, ulasan di media dan diskusi di komunitas menambah sumber independen yang menyebut brand Anda.',
        },
        {
          icon: 'line-chart',
          title: 'Pemantauan & laporan',
          description:
            'Setiap bulan kami ukur seberapa sering brand Anda disebut dibanding pesaing, serta kunjungan yang datang dari asisten AI.',
        },
      ],
    },
    {
      kind: 'bars',
      id: 'cakupan-platform',
      eyebrow: 'Cakupan platform',
      title: 'Platform AI yang Kami Optimalkan',
      barsLabel: 'Cakupan optimasi per platform AI, dalam persen',
      bars: aiPlatformCoverage,
      paragraphs: [
        'Setiap asisten AI mengambil informasi dengan cara berbeda. Ada yang selalu mencari di web, ada yang lebih mengandalkan pengetahuan modelnya sendiri.',
        'Persentase di samping menunjukkan seberapa besar sumber informasi setiap platform yang tercakup dalam program kami. Semakin bergantung sebuah platform pada indeks pencarian web, semakin besar pengaruh yang bisa kami berikan.',
      ],
      note: 'Tidak ada pihak yang bisa mengendalikan jawaban AI sepenuhnya; karena itu cakupan tidak pernah kami tulis 100%.',
    },
    {
      kind: 'steps',
      id: 'proses',
      eyebrow: 'Proses',
      title: `Proses Optimasi AI, Hasil Awal dalam ${aiResultsWindow}`,
      tone: 'dark',
      steps: [
        {
          step: 1,
          title: 'Audit visibilitas AI',
          duration: 'Minggu 1',
          description:
            'Kami susun daftar pertanyaan calon pelanggan dan mengukur jawaban berbagai asisten AI sebagai titik awal.',
          deliverables: ['Laporan visibilitas awal', 'Daftar pesaing yang sering disebut'],
        },
        {
          step: 2,
          title: 'Perbaikan entitas & teknis',
          duration: 'Minggu 1-3',
          description: 'Informasi brand diseragamkan di semua kanal, schema dipasang, dan akses crawler diatur.',
        },
        {
          step: 3,
          title: 'Konten siap dikutip',
          duration: 'Minggu 2-6',
          description:
            'Halaman penting ditulis ulang dengan jawaban langsung, data bersumber dan struktur tanya-jawab.',
        },
        {
          step: 4,
          title: 'Sebutan di sumber tepercaya',
          duration: 'Berkelanjutan',
          description:
            'Digital PR dan kehadiran di komunitas terus menambah sumber independen yang menyebut brand Anda.',
        },
        {
          step: 5,
          title: 'Ukur & sesuaikan',
          duration: `Minggu 4-8 dan seterusnya`,
          description:
            'Pertanyaan yang sama diajukan ulang untuk mengukur perubahan, lalu strategi disesuaikan setiap bulan.',
          deliverables: ['Laporan sebutan brand bulanan'],
        },
      ],
    },
    {
      kind: 'bars',
      id: 'anggaran',
      eyebrow: 'Saran anggaran',
      title: `Bagi Anggaran ${aiBudgetSplit.traditional}/${aiBudgetSplit.ai}`,
      barsLabel: 'Saran pembagian anggaran pemasaran pencarian, dalam persen',
      bars: [
        {
          label: 'SEO tradisional',
          percent: aiBudgetSplit.traditional,
          description:
            'Google Search dan Maps masih menjadi sumber kunjungan terbesar, sekaligus fondasi yang dibaca mesin AI.',
        },
        {
          label: 'Optimasi AI (GEO)',
          percent: aiBudgetSplit.ai,
          description: 'Entitas brand, konten siap dikutip dan pemantauan jawaban AI.',
        },
      ],
      paragraphs: [
        `Sejak ${aiBudgetSplit.since} kami menyarankan klien menyisihkan ${aiBudgetSplit.traditional}% anggaran pencarian untuk SEO tradisional dan ${aiBudgetSplit.ai}% untuk optimasi AI.`,
        'Alasannya, sebagian besar asisten AI mengambil jawaban dari halaman yang sudah ranking baik di mesin pencari. Memindahkan seluruh anggaran ke AI justru melemahkan sumber yang dibaca AI itu sendiri. Porsi ini kami tinjau ulang setiap kuartal berdasarkan data kunjungan Anda.',
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar SEO untuk AI',
    items: [
      {
        question: 'Apa itu GEO (Generative Engine Optimization)?',
        answer:
          'GEO adalah upaya agar bisnis Anda disebut dan dikutip dalam jawaban mesin AI seperti ChatGPT, Gemini, Perplexity dan AI Overviews Google. Jika SEO tradisional mengejar posisi di daftar hasil pencarian, GEO mengejar tempat di dalam jawaban yang dirangkum AI.',
      },
      {
        question: 'Apakah SEO tradisional masih dibutuhkan?',
        answer: `Sangat dibutuhkan. Banyak asisten AI mencari di web sebelum menjawab, dan yang mereka baca adalah halaman yang ranking baik. Karena itu kami menyarankan pembagian anggaran ${aiBudgetSplit.traditional}/${aiBudgetSplit.ai}: ${aiBudgetSplit.traditional}% untuk SEO tradisional dan ${aiBudgetSplit.ai}% untuk optimasi AI.`,
      },
      {
        question: 'Berapa lama sampai brand saya disebut oleh ChatGPT?',
        answer: `Hasil awal biasanya terlihat dalam ${aiResultsWindow}, terutama di platform yang mencari di web secara langsung seperti Perplexity dan AI Overviews. Platform yang lebih mengandalkan pengetahuan modelnya butuh waktu lebih lama, karena brand Anda perlu lebih sering disebut di sumber tepercaya.`,
      },
      {
        question: 'Bisakah Anda menjamin brand saya selalu muncul di jawaban AI?',
        answer:
          'Tidak ada yang bisa menjamin itu dengan jujur, karena jawaban AI berubah-ubah bahkan untuk pertanyaan yang sama. Yang kami jamin adalah pekerjaan yang terukur: daftar pertanyaan yang dipantau, laporan sebutan brand setiap bulan, dan perbaikan yang jelas dasarnya.',
      },
      {
        question: 'Bagaimana cara mengukur hasil optimasi AI?',
        answer:
          'Kami ajukan daftar pertanyaan yang sama secara berkala ke setiap platform dan mencatat seberapa sering brand Anda disebut dibanding pesaing. Di Google Analytics, kunjungan dari chatgpt.com, perplexity.ai dan asisten lain kami pisahkan agar Anda melihat dampaknya pada prospek dan penjualan.',
      },
    ],
  },
  cta: {
    title: 'Apa Kata ChatGPT tentang Bisnis Anda?',
    description:
      'Minta analisis gratis: kami cek apakah brand Anda sudah disebut asisten AI untuk pertanyaan penting di bidang Anda, dan apa yang perlu dibenahi lebih dulu.',
  },
}
