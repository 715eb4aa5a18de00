/** Copy of the staff dashboard's Core Web Vitals section (src/components/admin/vitals-section.tsx). */
export const vitalsCopy = {
  title: 'Core Web Vitals (data pengunjung nyata)',
  intro: (from: string, to: string) =>
    `Kecepatan yang dialami pengunjung sungguhan di peramban mereka, ${from} sampai ${to} (28 hari terakhir), diukur oleh situs ini sendiri tanpa layanan pihak ketiga. Angkanya persentil ke-75, seperti penilaian Google: tiga dari empat kunjungan sama cepat atau lebih cepat dari angka ini.`,
  thresholds:
    'Batas Google: LCP baik ≤ 2,5 detik, buruk > 4 detik; INP baik ≤ 200 ms, buruk > 500 ms; CLS baik ≤ 0,1, buruk > 0,25. FCP dan TTFB membantu mencari penyebabnya.',
  devices: { mobile: 'Seluler', desktop: 'Desktop' },
  ratings: { good: 'Baik', needsImprovement: 'Perlu perbaikan', poor: 'Buruk' },
  notEnough: 'Data belum cukup',
  /** Under MIN_VIEWS views the figure is shown, but marked as a first reading, not a verdict. */
  provisionalNote: (minViews: number) =>
    `Di bawah ${minViews} kunjungan angkanya sementara (abu-abu): cukup untuk melihat arah, belum untuk menilai.`,
  provisional: (count: number) => `Sementara: data belum cukup (${count.toLocaleString('id-ID')} kunjungan)`,
  noData: 'Belum ada kunjungan yang terukur dalam 28 hari terakhir.',
  views: (count: number) => `${count.toLocaleString('id-ID')} kunjungan`,
  otherPage: 'Halaman lain (di luar daftar halaman situs)',
  columns: {
    metric: 'Metrik',
    p75: 'Persentil ke-75',
    rating: 'Penilaian',
    views: 'Kunjungan',
    page: 'Halaman',
    device: 'Perangkat',
  },
  siteWide: 'Seluruh situs',
  perPage: {
    title: 'Per halaman',
    caption:
      'Persentil ke-75 LCP, INP dan CLS per halaman dan perangkat, halaman dengan kunjungan terbanyak lebih dulu.',
  },
  shares: {
    title: 'Sebaran kunjungan: baik, perlu perbaikan, buruk',
    caption:
      'Bagian kunjungan tiap halaman yang masuk kategori baik, perlu perbaikan atau buruk untuk LCP, INP dan CLS.',
  },
  failing: {
    title: 'Halaman yang belum lolos',
    caption:
      'Halaman dengan persentil ke-75 LCP, INP atau CLS di luar batas baik, dengan elemen LCP dan target INP yang paling sering muncul: dari situ pengembang mulai mencari.',
    none: 'Semua halaman dengan data cukup lolos ketiga metrik.',
    lcpElement: 'Elemen LCP tersering',
    inpTarget: 'Target INP tersering',
    unknown: 'tidak tercatat',
  },
  trend: {
    title: 'Tren mingguan seluruh situs',
    caption: 'Persentil ke-75 per minggu (mulai hari Senin, WIB), 12 minggu terakhir.',
    week: 'Minggu mulai',
  },
  csv: 'Unduh Core Web Vitals (CSV)',
} as const
