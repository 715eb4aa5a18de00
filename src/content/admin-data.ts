/** Copy of the admin's data pages: dashboard, newsletter, deletion, exports (issue 15). */

export const dashboardCopy = {
  weekly: {
    title: 'Lead per minggu',
    caption: '12 minggu terakhir menurut jenis formulir, tanpa spam. Minggu dimulai hari Senin (WIB).',
    columnHeader: 'Minggu mulai',
  },
  contact: {
    title: 'Kecepatan kontak pertama',
    intro: 'Median waktu dari lead masuk sampai pertama kali ditandai "Sudah dihubungi".',
    thisMonth: 'Bulan ini',
    lastMonth: 'Bulan lalu',
    none: 'Belum ada',
    detail: (contacted: number, received: number) => `${contacted} dari ${received} lead sudah dihubungi`,
  },
  landingPages: {
    title: 'Halaman pertama yang dibuka',
    caption:
      'Lead dan lead yang jadi klien dalam 90 hari terakhir per halaman pertama kunjungan (tanpa parameter); klik WhatsApp dan telepon per halaman tempat tombolnya ditekan.',
    header: 'Halaman',
    unknown: '(tidak tercatat)',
  },
  sources: {
    title: 'Sumber kampanye',
    caption:
      'Lead, klien, dan klik WhatsApp/telepon per utm_source (gclid tanpa utm_source dihitung google, fbclid dihitung facebook), 90 hari terakhir.',
    header: 'Sumber',
    unknown: '(tanpa kampanye)',
  },
  columns: { leads: 'Lead', won: 'Jadi klien', rate: 'Konversi', whatsapp: 'Klik WhatsApp', phone: 'Klik telepon' },
  tableCsv: 'Unduh tabel (CSV)',
  dailyClicks: {
    title: 'Klik WhatsApp dan telepon per hari',
    caption:
      'Tombol WhatsApp dan telepon yang ditekan di situs, 8 minggu terakhir (hari WIB). Firefox tidak mengirim hitungan ini, jadi angkanya batas bawah.',
    columnHeader: 'Tanggal',
    whatsapp: 'WhatsApp',
    phone: 'Telepon',
  },
} as const

export const newsletterCopy = {
  title: 'Pelanggan newsletter',
  intro: 'Alamat yang berlangganan tips SEO lewat formulir di footer situs.',
  searchLabel: 'Cari alamat e-mail',
  searchButton: 'Cari',
  export: 'Unduh CSV',
  remove: 'Hapus',
  removedNotice: 'Alamat itu sudah dihapus dari daftar newsletter dan tidak akan menerima kiriman lagi.',
  alreadyGone: 'Alamat itu sudah tidak ada di daftar.',
  empty: 'Tidak ada pelanggan yang cocok.',
  more: 'Halaman berikutnya',
  total: (count: number) => `${count} pelanggan`,
  columns: { email: 'E-mail', since: 'Terdaftar', page: 'Halaman', actions: 'Tindakan' },
} as const

export const deletionCopy = {
  title: 'Hapus data pengunjung (UU PDP)',
  intro:
    'Untuk permintaan penghapusan data pribadi: semua lead, catatan, riwayat status, notifikasi, hasil audit dan langganan newsletter dari satu alamat e-mail dihapus permanen. Log audit hanya mencatat bahwa penghapusan terjadi, bukan datanya.',
  emailLabel: 'Alamat e-mail pengunjung',
  check: 'Periksa data',
  invalid: 'Masukkan alamat e-mail yang valid.',
  nothing: (email: string) => `Tidak ada data tersimpan untuk ${email}.`,
  preview: (email: string, leads: number, subscribers: number) =>
    `Untuk ${email} tersimpan ${leads} lead dan ${subscribers ? 'langganan newsletter' : 'tidak ada langganan newsletter'}.`,
  confirmLabel: (email: string) => `Ketik ulang ${email} untuk konfirmasi`,
  confirm: 'Hapus permanen',
  mismatch: 'Alamat konfirmasi tidak sama. Tidak ada yang dihapus.',
  done: (leads: number, subscribers: number) =>
    `Selesai: ${leads} lead dan ${subscribers} langganan newsletter dihapus permanen.`,
  cancel: 'Batal',
} as const

export const exportCopy = {
  csv: 'Unduh CSV',
  json: 'Unduh JSON',
  hint: 'Berisi semua lead sesuai filter saat ini. Setiap unduhan tercatat di log audit.',
  weekTitle: 'Unduh lead minggu ini',
  weekHint:
    'Semua lead (tanpa spam) sejak Senin minggu ini, siap dibuka di Excel atau Google Sheets. Tercatat di log audit.',
} as const
