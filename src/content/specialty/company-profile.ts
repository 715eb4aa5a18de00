import { figures } from '../figures'
import { site } from '@/content/site'
import type { Statistic } from '../types'

/** Copy of the downloadable company profile (src/pdf/company-profile-document.tsx). */
export const companyProfile = {
  coverTitle: 'Agensi SEO & Pembuatan Website untuk Bisnis Indonesia',
  coverLead: `Sejak ${site.foundedYear} kami membantu bisnis Indonesia ditemukan di Google, dipercaya calon pelanggan, dan tumbuh dari website yang benar-benar bekerja.`,
  about: [
    `${site.name} adalah agensi digital yang berbasis di ${site.address.locality}. Kami mengerjakan dua hal yang saling menguatkan: search engine optimization (SEO) dan pembuatan website. Website yang kami bangun sudah siap bersaing di Google sejak hari pertama, dan strategi SEO kami ditopang pemahaman teknis yang mendalam.`,
    `Selama ${figures.yearsExperience} tahun kami bekerja bersama ${figures.clients} klien, dari UMKM, klinik dan toko online hingga perusahaan nasional. Cara kerja kami sederhana: target yang jelas, metode white-hat yang aman, dan laporan yang mudah dipahami pemilik bisnis.`,
  ],
  stats: [
    { value: figures.yearsExperience, label: 'Tahun pengalaman' },
    { value: figures.clients, label: 'Klien & website' },
    { value: figures.satisfaction, label: 'Tingkat kepuasan' },
    { value: figures.support, label: 'Dukungan' },
  ] satisfies Statistic[],
  values: [
    'Transparan: ruang lingkup, jadwal dan biaya disepakati tertulis sejak awal.',
    'Terukur: setiap pekerjaan punya target dan laporan yang bisa Anda periksa.',
    'Aman: hanya metode white-hat yang sesuai pedoman Google.',
    'Milik Anda: domain, konten dan akses selalu atas nama bisnis Anda.',
  ],
  servicesLead:
    'Layanan kami mencakup seluruh perjalanan digital bisnis Anda, dari website pertama hingga dominasi halaman satu Google.',
  websiteLead:
    'Harga berikut adalah titik awal. Penawaran final menyesuaikan jumlah halaman, fitur dan integrasi yang dibutuhkan.',
  contactLead:
    'Konsultasi awal gratis. Ceritakan tujuan bisnis Anda, dan kami siapkan rekomendasi beserta estimasi biayanya.',
} as const
