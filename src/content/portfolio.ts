import { caseStudies } from './case-studies'
import { contactLinks } from './contact-links'
import { industries } from './industries'
import type { SpecialtyPage } from './page-types'
import { figures } from './figures'
import { site } from './site'
import type { LinkAction, Statistic } from './types'

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

const portfolioWhatsappText = `Halo ${site.name}, saya sudah melihat portofolio Anda dan ingin berdiskusi tentang SEO untuk bisnis saya.`

const whatsappAction: LinkAction = {
  label: 'Diskusi via WhatsApp',
  ...contactLinks.whatsapp('portfolio-whatsapp', portfolioWhatsappText),
  external: true,
  variant: 'whatsapp',
}
const analysisAction: LinkAction = { label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' }

/** /portfolio, laid out by the specialty page shell. */
export const portfolio: SpecialtyPage = {
  path: '/portfolio',
  hero: {
    ...portfolioIntro,
    actions: [analysisAction, whatsappAction],
    aside: { kind: 'stat-tiles', stats: portfolioStats },
  },
  sections: [
    {
      kind: 'case-studies',
      id: 'studi-kasus',
      eyebrow: 'Studi Kasus',
      title: 'Dari Tidak Terlihat ke Halaman Pertama',
      description:
        'Setiap proyek dimulai dari masalah yang berbeda. Berikut cara kami menyelesaikannya dan hasil yang dicapai.',
      studies: caseStudies,
    },
    {
      kind: 'industries',
      id: 'industri',
      tone: 'muted',
      eyebrow: 'Industri',
      title: 'Berpengalaman di Berbagai Industri',
      description:
        'Setiap industri punya pola pencarian sendiri. Pengalaman lintas sektor membuat strategi kami lebih cepat tepat sasaran.',
      items: industries,
      layout: 'stats',
    },
    {
      kind: 'portfolio-download',
      id: 'unduh-portofolio',
      title: 'Portofolio Lengkap dalam PDF',
      description: `${caseStudies.length} studi kasus, hasil, dan testimoni klien dalam satu dokumen untuk dibagikan ke tim Anda.`,
    },
  ],
  cta: {
    title: 'Bisnis Anda Bisa Jadi Studi Kasus Berikutnya',
    description:
      'Mulai dengan analisis SEO gratis: kami tunjukkan posisi Anda sekarang, celah kompetitor, dan target yang realistis.',
    actions: [analysisAction, whatsappAction],
  },
}
