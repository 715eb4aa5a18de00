import { caseStudies } from './case-studies'
import { figures } from './figures'
import { site } from './site'
import type { Statistic } from './types'

/** Copy and headline numbers of /portfolio, shared with the portfolio PDF. */
export const portfolioIntro = {
  badge: `${caseStudies.length} studi kasus pilihan`,
  title: 'Portofolio & Studi Kasus',
  highlight: 'Klien Kami',
  description:
    'Bukan janji, tetapi hasil yang kami laporkan ke klien: ranking Google, traffic organik, dan konversi yang masuk ke bisnis mereka.',
} as const

export const portfolioStats: readonly Statistic[] = [
  { value: figures.clients, label: 'Klien dilayani', description: `Sejak ${site.foundedYear}` },
  { value: figures.averageGrowth, label: 'Rata-rata pertumbuhan traffic' },
  { value: figures.averageRoi, label: 'Rata-rata ROI klien' },
  { value: figures.projectSuccess, label: 'Proyek berhasil' },
]

export const portfolioWhatsappText = `Halo ${site.name}, saya sudah melihat portofolio Anda dan ingin berdiskusi tentang SEO untuk bisnis saya.`
