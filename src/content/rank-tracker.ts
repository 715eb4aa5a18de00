import { mailboxMailLimits } from './figures'
import { site } from './site'

/**
 * Copy of the free rank tracker's private page, its exports, the weekly digest and the demo (issue 35). The
 * figures (keyword limits, history length) come from src/lib/rank-tracker; this file holds the words.
 */

export const trackerStateCopy = {
  off: {
    title: 'Pemantauan belum aktif',
    text: 'Pengecekan posisi belum diaktifkan di server kami, jadi belum ada posisi yang dicek. Keyword Anda tetap tersimpan dan akan dicek begitu pemantauan aktif.',
  },
  unconfirmed: {
    title: 'Menunggu konfirmasi e-mail',
    text: 'Buka e-mail konfirmasi yang kami kirim, lalu tekan tombol "Konfirmasi". Pengecekan pertama dimulai dalam satu menit setelah itu.',
  },
  checking: {
    title: 'Sedang dicek',
    text: 'Pengecekan hari ini sedang berjalan. Muat ulang halaman ini sebentar lagi untuk melihat posisi terbaru.',
  },
  retrying: {
    title: 'Pengecekan tertunda',
    text: 'Google belum memberi hasil yang utuh, jadi pengecekan hari ini kami ulangi otomatis. Posisi yang tampil adalah hasil pengecekan lengkap terakhir, bukan tebakan.',
  },
  budget: {
    title: 'Kuota harian tercapai',
    text: 'Kuota pengecekan hari ini sudah habis. Pengecekan dilanjutkan besok, mulai pukul 00.00 WIB.',
  },
  'up-to-date': {
    title: 'Sudah diperbarui hari ini',
    text: 'Semua keyword sudah dicek hari ini. Pengecekan berikutnya berjalan otomatis besok.',
  },
} as const

export const trackerPageCopy = {
  metaTitle: 'Pantauan Ranking Keyword Anda',
  metaDescription: 'Posisi harian keyword Anda di Google Indonesia, riwayat 90 hari dan ekspor laporan.',
  eyebrow: 'SERPBot Rank Checker',
  title: 'Pantauan ranking',
  privateNote:
    'Alamat halaman ini bersifat pribadi: siapa pun yang memegang tautannya bisa melihat dan mengubah pantauan ini. Jangan bagikan ke orang yang tidak Anda percaya.',
  lastCheck: 'Pengecekan terakhir',
  nextCheck: 'Pengecekan berikutnya',
  never: 'Belum pernah',
  soon: 'Dalam beberapa menit',
  emailLabel: 'Laporan dikirim ke',
  tableCaption: 'Posisi setiap keyword di Google',
  tableName: 'Tabel posisi keyword',
  columns: {
    keyword: 'Keyword',
    position: 'Posisi',
    url: 'Halaman yang tampil',
    sincePrevious: 'Sejak cek sebelumnya',
    sinceFirst: 'Sejak cek pertama',
    best: 'Terbaik',
    above: 'Tiga hasil di atas Anda',
    competitors: 'Pesaing',
  },
  /** The visitor's own site where it stands among the competitors (the chart's key, the comparison). */
  yourSite: 'Website Anda',
  competitorsPending: 'Belum dicek',
  /** The key under the charts: which line is which site, told apart by the line's pattern and marks, not colour alone. */
  chartKey: 'Keterangan garis grafik',
  topThree: 'Tiga teratas',
  /** Beside position 1 when the site's page is Google's featured snippet (Google's own Indonesian name for it). */
  featuredSnippet: 'Cuplikan pilihan',
  pending: 'Menunggu pengecekan',
  startsTomorrow: 'Dicek mulai besok',
  noUrl: '-',
  chartTitle: (keyword: string) => `Riwayat posisi "${keyword}"`,
  chartDescription: (days: number) =>
    `Grafik ${days} hari terakhir. Semakin tinggi garisnya, semakin baik posisinya. Angka yang sama ada di tabel di bawahnya.`,
  chartTableSummary: 'Lihat angka per hari',
  chartDate: 'Tanggal',
  /** The chart's row for days outside the top 100 (the PDF's history prints the same). */
  chartOutside: '>100',
  chartEmpty: 'Riwayat akan muncul setelah pengecekan pertama selesai.',
  exports: {
    title: 'Unduh laporan',
    description: 'Angka di ketiga file sama dengan yang tampil di halaman ini.',
    csv: 'CSV (Excel, Google Sheets)',
    json: 'JSON (untuk sistem lain)',
    pdf: 'PDF (siap dibagikan)',
  },
  edit: {
    title: 'Ubah keyword',
    label: (max: number, length: number) =>
      `Satu keyword per baris, maksimal ${max} keyword, masing-masing ${length} karakter.`,
    hint: 'Riwayat keyword yang tetap Anda pantau tidak hilang. Keyword yang dihapus ikut terhapus riwayatnya.',
    /** The fair share of the day's checks (src/lib/rank-tracker/queries.ts), said where keywords are changed. */
    schedule:
      'Keyword baru mulai dicek besok, setelah pukul 00.00 WIB: pengecekan harian dibagi rata untuk semua pengguna, jadi mengganti keyword tidak menambah pengecekan hari ini. Keyword yang sudah ada tetap dicek seperti biasa.',
    submit: 'Simpan keyword',
  },
  resend: {
    title: 'Kirim ulang tautan',
    description: 'Kami kirim ulang tautan halaman ini ke alamat e-mail pendaftar.',
    submit: 'Kirim ulang tautan',
  },
  stop: {
    title: 'Berhenti memantau',
    description:
      'Pantauan ini beserta seluruh riwayat posisinya langsung kami hapus permanen dan tidak bisa dikembalikan. Data pendaftaran Anda di catatan tim kami (website, e-mail, keyword dan asal kunjungan) ikut kami hapus; yang tersisa hanya catatan bahwa ada pendaftaran yang dihapus oleh pemiliknya.',
    confirm: 'Ya, hapus pantauan dan riwayatnya',
    submit: 'Hapus pantauan',
  },
  competitors: {
    title: 'Pesaing dan Google Maps',
    description:
      'Posisi website pesaing dicek untuk keyword yang sama dan tampil di samping posisi Anda, di tabel dan di grafik.',
    label: (max: number) => `Website pesaing, satu per baris, maksimal ${max}`,
    hint: 'Tulis domainnya saja, misalnya pesaing.co.id. Kosongkan untuk berhenti membandingkan. Riwayat pesaing yang dihapus ikut terhapus.',
    businessLabel: 'Nama usaha di Google Maps (opsional)',
    businessHint: (max: number) =>
      `Tulis persis seperti di Google Maps, maksimal ${max} karakter. Kami cek apakah usaha Anda tampil di 3 besar peta di atas hasil pencarian.`,
    submit: 'Simpan pesaing',
  },
  alerts: {
    title: 'Peringatan ranking',
    on: 'Aktif: kami kirim e-mail pada hari ada keyword yang masuk atau keluar 3 besar atau 10 besar, masuk atau keluar 3 besar Google Maps, atau bergeser 5 posisi atau lebih. Paling banyak satu e-mail sehari.',
    off: 'Tidak aktif: Anda tidak menerima e-mail saat posisi berubah. Pemantauan dan ringkasan mingguan tetap berjalan.',
    enable: 'Kirimi saya peringatan',
    disable: 'Berhenti menerima peringatan',
  },
  digest: {
    title: 'Ringkasan mingguan',
    on: 'Anda menerima ringkasan mingguan setiap Senin pagi.',
    off: 'Ringkasan mingguan tidak dikirim (Anda sudah berhenti berlangganan).',
    resubscribe: 'Kirimi saya lagi',
    unsubscribe: 'Berhenti menerima ringkasan',
  },
} as const

/** The sign-up's limits (src/lib/rank-tracker/domain.ts), passed in: content imports no code. */
export type KeywordLimits = { max: number; length: number; competitors: number; businessName: number }

/** Messages shown after a form on the page was sent (by code in the address, so a reload shows the same). */
export const trackerNotices = {
  saved: { tone: 'ok', text: 'Keyword tersimpan. Keyword baru mulai dicek besok, setelah pukul 00.00 WIB.' },
  sent: { tone: 'ok', text: 'Tautan sudah kami kirim ulang. Periksa kotak masuk (dan folder spam) Anda.' },
  'resend-limited': {
    tone: 'warn',
    text: `Alamat e-mail ini sudah menerima ${mailboxMailLimits.perHour} e-mail dari kami dalam satu jam terakhir (atau ${mailboxMailLimits.perDay} dalam sehari), jadi tautan belum kami kirim lagi. Periksa juga folder spam, atau coba lagi nanti.`,
  },
  'digest-off': { tone: 'ok', text: 'Ringkasan mingguan tidak akan dikirim lagi. Pemantauan tetap berjalan.' },
  'digest-on': { tone: 'ok', text: 'Ringkasan mingguan akan dikirim lagi setiap Senin pagi.' },
  none: { tone: 'warn', text: 'Isi minimal satu keyword.' },
  'too-many': {
    tone: 'warn',
    text: (limits: KeywordLimits) => `Terlalu banyak keyword: maksimal ${limits.max}. Hapus sebagian lalu simpan lagi.`,
  },
  'too-long': {
    tone: 'warn',
    text: (limits: KeywordLimits) =>
      `Ada keyword yang lebih dari ${limits.length} karakter. Persingkat lalu simpan lagi.`,
  },
  'control-characters': {
    tone: 'warn',
    text: 'Ada karakter yang tidak bisa dipakai di keyword. Ketik ulang lalu simpan.',
  },
  'delete-unconfirmed': {
    tone: 'warn',
    text: 'Pantauan belum dihapus: centang kotak persetujuan dulu, lalu tekan tombol hapus.',
  },
  'not-confirmed': { tone: 'warn', text: 'Konfirmasi alamat e-mail Anda dulu lewat e-mail yang kami kirim.' },
  'competitors-saved': {
    tone: 'ok',
    text: 'Pesaing dan nama usaha tersimpan. Pesaing baru mulai dicek besok, setelah pukul 00.00 WIB.',
  },
  'competitors-too-many': {
    tone: 'warn',
    text: (limits: KeywordLimits) =>
      `Terlalu banyak website pesaing: maksimal ${limits.competitors}. Hapus sebagian lalu simpan lagi.`,
  },
  'competitor-invalid': {
    tone: 'warn',
    text: 'Ada website pesaing yang bukan nama domain publik. Tulis domainnya saja, misalnya pesaing.co.id, satu per baris.',
  },
  'competitor-own-domain': {
    tone: 'warn',
    text: 'Website Anda sendiri (atau subdomainnya) tidak perlu diisi sebagai pesaing: posisinya sudah dipantau. Hapus dari daftar lalu simpan lagi.',
  },
  'business-name-invalid': {
    tone: 'warn',
    text: (limits: KeywordLimits) =>
      `Nama usaha maksimal ${limits.businessName} karakter dan hanya berisi teks biasa. Perbaiki lalu simpan lagi.`,
  },
  'alerts-on': {
    tone: 'ok',
    text: 'Peringatan ranking aktif: kami kirim e-mail pada hari ada keyword yang naik atau turun tajam.',
  },
  'alerts-off': {
    tone: 'ok',
    text: 'Peringatan ranking tidak dikirim lagi. Pemantauan dan ringkasan mingguan tetap berjalan.',
  },
} as const satisfies Record<string, { tone: 'ok' | 'warn'; text: string | ((limits: KeywordLimits) => string) }>

export type TrackerNotice = keyof typeof trackerNotices

export const trackerNotFoundCopy = {
  title: 'Pantauan Tidak Ditemukan',
  text: 'Tautan ini tidak kami kenali. Mungkin pantauannya sudah dihapus, atau tautannya terpotong saat disalin. Anda bisa mendaftarkan pantauan baru kapan saja, gratis.',
  action: 'Daftar Pantauan Baru',
}

export const trackerDeletedCopy = {
  title: 'Pantauan Sudah Dihapus',
  text: 'Pantauan Anda beserta seluruh keyword dan riwayat posisinya sudah kami hapus permanen, begitu pula data pendaftaran Anda di catatan tim kami. Tidak ada e-mail lagi yang akan kami kirim untuk pantauan ini.',
  action: 'Daftar Pantauan Baru',
}

/**
 * The checks of the site's own SEO audit the deleted-tracker page deliberately does not pass: it is a private
 * confirmation, reached only from a tracker's own page, and kept out of search results.
 */
const privateConfirmation =
  'Halaman konfirmasi pribadi setelah pemilik menghapus pantauannya, bukan halaman untuk hasil pencarian.'
export const trackerDeletedAuditExceptions = [
  { check: 'robots-meta', reason: `${privateConfirmation} Sengaja noindex.` },
  { check: 'canonical', reason: `${privateConfirmation} Tidak perlu alamat kanonis.` },
  { check: 'title', reason: `${privateConfirmation} Judulnya cukup menyebut yang terjadi.` },
  { check: 'meta-description', reason: `${privateConfirmation} Tidak tampil di Google.` },
  { check: 'open-graph', reason: `${privateConfirmation} Tidak untuk dibagikan.` },
  { check: 'word-count', reason: `${privateConfirmation} Satu kalimat konfirmasi sudah cukup.` },
] as const

export const unsubscribeCopy = {
  metaTitle: 'Berhenti Menerima Ringkasan Mingguan',
  title: 'Berhenti menerima ringkasan mingguan?',
  text: (domain: string) =>
    `Ringkasan ranking mingguan untuk ${domain} tidak akan dikirim lagi. Pemantauan tetap berjalan, dan halaman pantauan Anda tetap bisa dibuka kapan saja.`,
  confirm: 'Ya, berhenti berlangganan',
  back: 'Kembali ke halaman pantauan',
  done: 'Anda sudah berhenti menerima ringkasan mingguan. Pemantauan tetap berjalan.',
  /** The unsubscribe link's page opens no tracker page: the way back is the page's own address. */
  doneWithoutPage:
    'Anda sudah berhenti menerima ringkasan mingguan. Pemantauan tetap berjalan; untuk menerimanya lagi, buka halaman pantauan Anda lewat tautan di e-mail pendaftaran lalu aktifkan "Ringkasan mingguan".',
}

/** The PDF report. */
export const rankPdfCopy = {
  title: (domain: string) => `Laporan Ranking ${domain}`,
  eyebrow: 'SERPBot Rank Checker',
  lead: (keywords: number, location: string, device: string) =>
    `${keywords} keyword dipantau di Google Indonesia (${location}, ${device}).`,
  generated: 'Dibuat',
  historyTitle: 'Riwayat posisi harian',
  /** The visitor beside each competitor, per keyword (issue 42). */
  comparisonTitle: 'Dibanding pesaing',
}

/** The demo page's words (which site and keywords it tracks: src/lib/rank-tracker/demo.ts). */
export const rankDemo = {
  metaTitle: 'Demo SERPBot Rank Checker',
  metaDescription: `Lihat cara kerja SERPBot: posisi harian website ${site.name} sendiri di Google untuk beberapa keyword utamanya.`,
  title: 'Demo SERPBot Rank Checker',
  /** Before the domain in the live demo's heading: "Pantauan puncakdigital.co.id". */
  heading: 'Pantauan',
  intro: (domain: string) =>
    `Ini pantauan sungguhan untuk website kami sendiri, ${domain}, dicek setiap hari seperti pantauan Anda nanti. Semua angka berasal dari hasil pencarian Google yang asli.`,
  offTitle: 'Pemantauan belum aktif',
  offText:
    'Pengecekan posisi belum diaktifkan di server kami, jadi belum ada posisi sungguhan untuk ditampilkan. Tabel di bawah hanya contoh tampilan dengan data ilustrasi, bukan posisi website mana pun.',
  pendingTitle: 'Pantauan demo sedang disiapkan',
  exampleLabel: 'Contoh tampilan, data ilustrasi',
  pendingText:
    'Pantauan demo baru dimulai: pengecekan pertama sedang berjalan. Muat ulang halaman ini dalam beberapa menit.',
  cta: 'Pantau Website Anda Gratis',
  ctaHref: '/serpbot-rank-checker#mulai',
} as const
