import type { SpecialtyPage } from './page-types'
import type { ContentCard, ProcessStep } from './types'
import { formatJuta } from '@/content/format'
import { figures } from './figures'
import { site } from './site'

/** "Rp 1,5 juta": the value of the free audit, as every page writes it. */
export const freeAuditValueLabel = `Rp ${formatJuta(figures.freeAuditValue)}`

const analysisHero = {
  badge: `Gratis, senilai ${freeAuditValueLabel}`,
  title: 'Analisis SEO Gratis untuk',
  highlight: 'Website Anda',
  description: `Cari tahu apa yang menahan website Anda di luar halaman 1 Google. Konsultan kami memeriksa sisi teknis, konten, kata kunci, dan kompetitor Anda, lalu mengirim temuan beserta prioritas perbaikannya dalam ${figures.analysisDelivery}.`,
  points: [
    `Audit senilai ${freeAuditValueLabel}`,
    `Hasil awal dalam ${figures.analysisDelivery}`,
    'Tanpa kontrak, tanpa kewajiban',
  ],
} as const

/** What the free report covers, listed next to the form. */
const analysisReportContents: readonly string[] = [
  'Kesehatan teknis: indexing, struktur URL, sitemap, dan error crawl',
  'Kecepatan halaman dan Core Web Vitals di ponsel',
  'Peluang kata kunci yang paling dekat ke halaman 1',
  'Perbandingan dengan kompetitor utama di Google',
  'Daftar prioritas perbaikan yang bisa langsung dikerjakan',
]

const analysisBenefits: readonly ContentCard[] = [
  {
    icon: 'file-search',
    title: `Audit SEO senilai ${freeAuditValueLabel}`,
    description:
      'Pemeriksaan yang sama dengan yang kami kerjakan untuk klien berbayar, untuk Anda tanpa biaya sepeser pun.',
  },
  {
    icon: 'timer',
    title: `Hasil awal dalam ${figures.analysisDelivery}`,
    description: 'Tidak perlu menunggu berminggu-minggu. Temuan utama sudah masuk ke email Anda keesokan harinya.',
  },
  {
    icon: 'target',
    title: 'Peluang kata kunci nyata',
    description:
      'Kami tunjukkan kata kunci yang benar-benar dicari calon pelanggan Anda dan seberapa dekat website Anda ke halaman 1.',
  },
  {
    icon: 'trending-up',
    title: 'Bedah strategi kompetitor',
    description: 'Lihat mengapa pesaing Anda berada di atas, dari konten, backlink, hingga struktur halamannya.',
  },
  {
    icon: 'list-checks',
    title: 'Prioritas yang jelas',
    description:
      'Bukan sekadar daftar masalah: setiap temuan diberi urutan prioritas, sehingga tim Anda tahu harus mulai dari mana.',
  },
  {
    icon: 'handshake',
    title: 'Tanpa kewajiban apa pun',
    description:
      'Laporannya milik Anda. Mau dikerjakan sendiri atau bersama kami, keputusannya sepenuhnya di tangan Anda.',
  },
]

const analysisSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Isi formulir singkat',
    description:
      'Cukup nama, email, dan alamat website. Ceritakan juga tujuan bisnis Anda agar analisisnya lebih tajam.',
    duration: '2 menit',
  },
  {
    step: 2,
    title: 'Tim kami menganalisis',
    description: `Konsultan SEO memeriksa website Anda secara manual dan dengan tools profesional. Proses lengkapnya memakan waktu ${figures.analysisProcess}.`,
    duration: figures.analysisProcess,
  },
  {
    step: 3,
    title: 'Terima laporan & diskusi gratis',
    description: `Laporan awal kami kirim dalam ${figures.analysisDelivery}, lalu kami jadwalkan diskusi singkat lewat telepon atau WhatsApp untuk membahas langkah berikutnya.`,
    duration: figures.analysisDelivery,
  },
]

/** Reassurance next to the form: who does the work, and the shared trust figures. */
const analysisAssurance = {
  title: 'Dikerjakan konsultan, bukan laporan otomatis',
  text: `Setiap website diperiksa langsung oleh konsultan SEO kami. Sejak ${site.foundedYear} kami sudah menangani ${figures.clients} klien dengan tingkat kepuasan ${figures.satisfaction}.`,
  stats: [
    { value: figures.clients, label: 'Klien' },
    { value: figures.satisfaction, label: 'Kepuasan' },
    { value: figures.yearsExperience, label: 'Tahun' },
  ],
} as const

/** /analisis-gratis, laid out by the specialty page shell; the page passes the analysis form in. */
export const analysis: SpecialtyPage = {
  path: '/analisis-gratis',
  hero: { ...analysisHero, actions: [{ label: 'Minta Analisis Sekarang', href: '#formulir', icon: 'search' }] },
  sections: [
    {
      kind: 'analysis-form',
      id: 'formulir',
      tone: 'muted',
      title: 'Minta Analisis SEO Gratis',
      formLead: 'Cukup dua menit. Tanpa kartu kredit, tanpa kontrak.',
      report: {
        eyebrow: 'Isi laporan Anda',
        title: 'Yang Kami Periksa untuk Anda',
        description: `Laporan awal dikirim ke email Anda dalam ${figures.analysisDelivery}, ditulis dengan bahasa yang mudah dipahami pemilik bisnis.`,
        items: analysisReportContents,
      },
      assurance: analysisAssurance,
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Gratis, tetap menyeluruh',
      title: 'Keuntungan Analisis SEO Gratis',
      items: analysisBenefits,
    },
    {
      kind: 'steps',
      id: 'proses',
      tone: 'dark',
      eyebrow: 'Cara kerjanya',
      title: `${analysisSteps.length} Langkah Menuju Analisis Anda`,
      steps: analysisSteps,
    },
  ],
}
