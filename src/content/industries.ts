import type { Industry } from './types'

/**
 * Industries we have served, with project counts (spec section 9). The per-industry average
 * growth is weighted so that all projects together average the site-wide 385% (a test checks it).
 */
export const industries: readonly (Industry & { projects: number; averageGrowth: string })[] = [
  {
    name: 'E-commerce',
    icon: 'shopping-cart',
    projects: 120,
    averageGrowth: '+420%',
    description: 'Toko online dan brand D2C: halaman kategori, produk, dan schema harga yang menjual.',
  },
  {
    name: 'Kesehatan & Kecantikan',
    icon: 'stethoscope',
    projects: 85,
    averageGrowth: '+390%',
    description: 'Klinik, apotek, dan brand skincare dengan konten yang akurat dan tepercaya.',
  },
  {
    name: 'Properti & Real Estate',
    icon: 'building',
    projects: 95,
    averageGrowth: '+340%',
    description: 'Developer dan agen properti yang ingin prospek siap survei, bukan sekadar klik.',
  },
  {
    name: 'Teknologi & SaaS',
    icon: 'cpu',
    projects: 75,
    averageGrowth: '+410%',
    description: 'Software house, SaaS, dan startup yang menjual solusi kompleks ke pembeli B2B.',
  },
  {
    name: 'Kuliner & F&B',
    icon: 'utensils',
    projects: 110,
    averageGrowth: '+380%',
    description: 'Restoran, kafe, katering, dan produsen makanan yang ramai dicari lewat Google Maps.',
  },
  {
    name: 'Pendidikan',
    icon: 'graduation-cap',
    projects: 65,
    averageGrowth: '+360%',
    description: 'Sekolah, kampus, dan lembaga kursus yang bersaing di musim pendaftaran.',
  },
]
