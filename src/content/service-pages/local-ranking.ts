import type { PercentBar } from '../types'

/** How long local SEO takes to show (spec section 9); the local SEO and Google Bisnisku pages quote it. */
export const localSeoTimeline = { typical: '1-3 bulan', competitive: '3-6 bulan' } as const

/**
 * Working model of local ranking factor weights (35/25/20/15/5, spec section 9). Google publishes no formula;
 * the pages say so and present these weights as how we prioritise work.
 */
export const localRankingWeights: readonly PercentBar[] = [
  {
    label: 'Sinyal profil Google Bisnisku',
    percent: 35,
    description: 'Kategori utama, kelengkapan profil, dan jarak bisnis dari orang yang mencari.',
  },
  {
    label: 'Ulasan pelanggan',
    percent: 25,
    description: 'Jumlah, rating rata-rata, seberapa baru ulasannya, dan apakah pemilik membalas.',
  },
  {
    label: 'Sinyal on-page website',
    percent: 20,
    description: 'Nama, alamat dan telepon di website, kata kunci kota, serta halaman khusus per lokasi.',
  },
  {
    label: 'Tautan dan sitasi',
    percent: 15,
    description: 'Backlink dari situs lokal dan data bisnis yang konsisten di direktori.',
  },
  {
    label: 'Perilaku pengguna',
    percent: 5,
    description: 'Klik, panggilan telepon dan permintaan rute dari profil Anda.',
  },
]
