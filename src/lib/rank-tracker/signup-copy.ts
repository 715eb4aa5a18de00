import { mailboxMailLimits } from '@/content/figures'
import { MAX_BUSINESS_NAME_LENGTH, MAX_COMPETITORS, MAX_KEYWORDS } from './domain'

/**
 * Copy of the rank tracker's sign-up and double opt-in (issue 35): the form on /serpbot-rank-checker#mulai, its
 * answers (form and POST /api/rank-tracker), the confirmation page and the two mails. One place for every word;
 * in lib/ like the lead forms' messages (src/lib/leads/schema/messages.ts), since the server answers with it.
 */

const keywords = MAX_KEYWORDS

/** Hours a confirmation link stays valid; the sign-up is deleted after it (src/lib/rank-tracker/config.ts). */
const confirmWindowHours = 48

export const rankSignupCopy = {
  section: {
    eyebrow: 'Mulai Gratis',
    title: 'Pantau Ranking Website Anda Mulai Hari Ini',
    description: `Masukkan website dan hingga ${keywords} keyword. Kami kirim tautan konfirmasi ke e-mail Anda; setelah dikonfirmasi, pengecekan pertama berjalan dalam satu menit dan diulang setiap hari.`,
    points: [
      `Gratis hingga ${keywords} keyword, tanpa kartu kredit`,
      'Data langsung dari hasil pencarian Google Indonesia',
      'Halaman pantauan pribadi, tanpa perlu membuat akun',
    ],
  },
  fields: {
    website: {
      label: 'Website',
      placeholder: 'tokoanda.co.id',
      hint: 'Cukup nama domainnya, misalnya tokoanda.co.id. Halaman di www., m., blog. dan subdomain lain ikut terhitung; isi subdomainnya saja (misalnya blog.tokoanda.co.id) bila hanya itu yang ingin dipantau.',
    },
    email: {
      label: 'E-mail',
      placeholder: 'nama@tokoanda.co.id',
      hint: 'Tautan konfirmasi dan alamat halaman pantauan dikirim ke sini.',
    },
    keywords: {
      label: 'Keyword',
      placeholder: 'jasa seo bandung\nsepatu kulit pria',
      hint: `Satu keyword per baris, maksimal ${keywords} keyword.`,
    },
    competitors: {
      label: 'Website pesaing (opsional)',
      placeholder: 'pesaing.co.id\ntokolain.com',
      hint: `Hingga ${MAX_COMPETITORS} website, satu per baris. Posisinya kami cek untuk keyword yang sama dan tampil di samping posisi Anda.`,
    },
    businessName: {
      label: 'Nama usaha di Google Maps (opsional)',
      placeholder: 'Toko Sepatu Budi',
      hint: 'Tulis persis seperti di Google Maps. Kami cek apakah usaha Anda tampil di 3 besar peta di atas hasil pencarian.',
    },
    location: { label: 'Lokasi pencarian' },
    device: { legend: 'Perangkat', mobile: 'Ponsel', desktop: 'Desktop' },
  },
  submit: 'Mulai Tracking Gratis',
  consentLead:
    'Dengan mendaftar, Anda setuju kami menyimpan website, e-mail dan keyword Anda untuk menjalankan pemantauan ini sesuai',
  successTitle: 'Cek e-mail Anda',
  // The same answer whether or not a mail went out (a full mailbox budget): nobody learns about an address here.
  success:
    'Tautan konfirmasi sedang kami kirim ke e-mail Anda. Buka tautannya lalu tekan tombol "Konfirmasi" dalam 48 jam; setelah itu pengecekan ranking pertama langsung berjalan.',
  successNote: `Tidak ada di kotak masuk? Periksa folder Spam atau Promosi. Satu alamat e-mail menerima paling banyak ${mailboxMailLimits.perHour} e-mail dari kami per jam dan ${mailboxMailLimits.perDay} per hari; pendaftaran di atas batas itu tidak kami proses.`,
  failure: 'Pendaftaran belum tersimpan. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
  invalid: 'Mohon periksa kembali isian yang ditandai.',
  errors: {
    websiteRequired: 'Website wajib diisi.',
    website:
      'Masukkan nama domain website publik, misalnya tokoanda.co.id. Alamat IP, localhost dan domain tanpa nama situs tidak bisa dipantau.',
    emailRequired: 'E-mail wajib diisi.',
    keywordsNone: 'Isi minimal satu keyword.',
    keywordsTooMany: `Maksimal ${keywords} keyword. Hapus beberapa keyword lalu kirim lagi.`,
    keywordTooLong: (max: number, keyword: string) =>
      `Keyword maksimal ${max} karakter: "${keyword.length > 40 ? `${keyword.slice(0, 40)}…` : keyword}" terlalu panjang.`,
    keywordControl: 'Keyword hanya boleh berisi teks biasa, satu per baris.',
    keywordsShape: `Kirim keyword sebagai daftar teks (maksimal ${keywords}).`,
    location: 'Pilih lokasi pencarian dari daftar.',
    device: 'Pilih perangkat: ponsel atau desktop.',
    competitorsTooMany: `Maksimal ${MAX_COMPETITORS} website pesaing. Hapus sebagian lalu kirim lagi.`,
    competitorInvalid: (typed: string) =>
      `"${typed}" bukan nama domain website publik. Tulis domainnya saja, misalnya pesaing.co.id, satu per baris.`,
    competitorOwn: (domain: string) =>
      `${domain} adalah website Anda sendiri (atau bagiannya). Isi website pesaing saja; posisi website Anda sudah dipantau.`,
    competitorsShape: `Kirim website pesaing sebagai daftar teks (maksimal ${MAX_COMPETITORS}).`,
    businessNameTooLong: `Nama usaha maksimal ${MAX_BUSINESS_NAME_LENGTH} karakter.`,
    businessNameControl: 'Nama usaha hanya boleh berisi teks biasa.',
  },
  inactive: {
    title: 'Pemantauan otomatis belum aktif',
    description:
      'Saat ini pengecekan ranking otomatis belum kami aktifkan, jadi formulir pendaftaran belum tersedia. Kirim website dan keyword Anda lewat WhatsApp, tim kami akan mengecek posisinya untuk Anda.',
    api: 'Pemantauan ranking otomatis belum aktif di situs ini, jadi pendaftaran belum bisa diterima. Hubungi kami via WhatsApp untuk mengecek ranking website Anda.',
  },
  confirm: {
    metaTitle: 'Konfirmasi Pemantauan Ranking',
    metaDescription: 'Konfirmasi pendaftaran SERPBot Rank Checker untuk mulai memantau posisi keyword Anda di Google.',
    title: 'Konfirmasi pemantauan ranking',
    lead: (domain: string, count: number) =>
      `Tekan tombol di bawah untuk mulai memantau ${count} keyword website ${domain} setiap hari.`,
    button: 'Konfirmasi',
    note: 'Pengecekan pertama berjalan dalam satu menit setelah konfirmasi. Alamat halaman pantauan juga kami kirim ke e-mail Anda.',
    expiredTitle: 'Tautan konfirmasi tidak berlaku',
    expired: `Tautan ini sudah kedaluwarsa (berlaku ${confirmWindowHours} jam) atau pendaftarannya sudah dihapus. Silakan daftar ulang; hanya perlu satu menit.`,
    signUpAgain: 'Daftar ulang',
    crossSite:
      'Konfirmasi hanya bisa dikirim dari halaman ini. Buka kembali tautan dari e-mail Anda lalu tekan "Konfirmasi".',
    failure:
      'Konfirmasi belum tersimpan karena server kami sedang sibuk. Silakan tekan "Konfirmasi" lagi sebentar lagi.',
    confirmedTitle: 'Pemantauan sudah dikonfirmasi',
    confirmed: (domain: string) =>
      `Pemantauan ranking ${domain} sudah aktif. Alamat halaman pantauan sudah kami kirim ke e-mail pendaftar. Demi keamanan, tautan konfirmasi ini tidak lagi membuka halaman pantauan.`,
    resendLead: 'E-mail berisi alamat halaman pantauan tidak ketemu? Kami bisa mengirimnya lagi ke alamat pendaftar.',
    resendButton: 'Kirim ulang alamat halaman pantauan',
    resent: `Permintaan diterima. Alamat halaman pantauan kami kirim ke e-mail pendaftar, kecuali alamat itu sudah menerima ${mailboxMailLimits.perHour} e-mail dari kami dalam satu jam terakhir (atau ${mailboxMailLimits.perDay} dalam sehari). Periksa juga folder Spam.`,
  },
  mail: {
    confirmSubject: (domain: string) => `Konfirmasi pemantauan ranking ${domain}`,
    confirmIntro: (domain: string, count: number) =>
      `Anda (atau seseorang yang memakai alamat e-mail ini) mendaftarkan ${domain} untuk dipantau posisinya di Google, dengan ${count} keyword.`,
    confirmAction: 'Buka tautan ini lalu tekan tombol "Konfirmasi" untuk mulai:',
    confirmExpiry: `Tautan berlaku ${confirmWindowHours} jam. Tanpa konfirmasi, pendaftaran ini otomatis kami hapus dan tidak ada yang dicek.`,
    confirmIgnore: 'Tidak merasa mendaftar? Abaikan saja e-mail ini.',
    linkSubject: (domain: string) => `Halaman pantauan ranking ${domain}`,
    linkIntro: (domain: string) =>
      `Terima kasih, pemantauan ranking ${domain} sudah aktif. Pengecekan pertama sedang berjalan dan diulang setiap hari.`,
    linkAction:
      'Simpan tautan pribadi ini untuk melihat posisi keyword, mengubah keyword, mengunduh laporan, atau berhenti memantau:',
    linkPrivate: 'Siapa pun yang memegang tautan ini bisa melihat dan mengubah pemantauan Anda, jadi jangan dibagikan.',
    signature: 'Salam,',
  },
} as const
