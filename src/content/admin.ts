/** Copy and navigation of the staff inbox (/admin). */

export type AdminNavItem = { href: string; label: string; adminOnly?: boolean }

export const adminNav: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dasbor' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/newsletter', label: 'Newsletter', adminOnly: true },
  { href: '/admin/hapus-data', label: 'Hapus Data', adminOnly: true },
  { href: '/admin/audit-log', label: 'Log Audit', adminOnly: true },
  { href: '/admin/keamanan', label: 'Keamanan Akun' },
]

/** Keys are the lead statuses of src/lib/db/types.ts (LeadStatus). */
export const leadStatusLabels: Record<'new' | 'contacted' | 'won' | 'lost', string> = {
  new: 'Baru',
  contacted: 'Sudah dihubungi',
  won: 'Jadi klien',
  lost: 'Tidak lanjut',
}

/** Short kind names for the inbox (the spec's analisis / kontak / konsultasi). */
export const leadKindShortLabels: Record<string, string> = {
  analysis: 'Analisis',
  contact: 'Kontak',
  konsultasi_gratis: 'Konsultasi',
  'rank-tracker': 'Rank Tracker',
}

export const adminCopy = {
  login: {
    title: 'Masuk ke inbox',
    intro: 'Khusus tim Puncak Digital. Gunakan e-mail dan kata sandi akun staf Anda.',
    invalid: 'E-mail atau kata sandi salah. Periksa lagi, lalu coba masuk kembali.',
    expired: 'Waktu verifikasi habis. Masukkan e-mail dan kata sandi Anda lagi.',
    loggedOut: 'Anda sudah keluar. Sampai jumpa!',
    help: 'Belum punya akun atau lupa kata sandi? Minta admin membuatkan atau mengganti kata sandi lewat perintah npm run leads -- user.',
  },
  forbidden: {
    title: 'Akses khusus admin',
    text: 'Halaman ini hanya untuk akun admin. Jika Anda memerlukannya, minta admin mengubah peran akun Anda.',
  },
  /** A lead whose personal data the visitor had deleted (their rank tracker's "Hapus pantauan", UU PDP). */
  erasedLead: {
    badge: 'Dihapus pengunjung',
    title: 'Data lead ini dihapus atas permintaan pengunjung',
    text: (when: string) =>
      `Pengunjung menghapus pantauan rankingnya pada ${when}. Sesuai UU PDP, data pribadinya ikut kami hapus dari lead ini: website, e-mail, keyword, asal kunjungan, catatan tim dan notifikasi yang belum terkirim. Yang tersisa hanya jenis lead, status dan riwayat statusnya. Jangan menghubungi pengunjung ini lewat data dari sumber lain untuk menindaklanjuti pendaftaran ini.`,
  },
} as const

/** What the prospect asked for, in the WhatsApp greeting ("… terkait {request} Anda"). */
const leadRequestPhrases: Record<string, string> = {
  analysis: 'permintaan analisis SEO gratis',
  contact: 'pesan',
  konsultasi_gratis: 'permintaan konsultasi gratis',
  'rank-tracker': 'pendaftaran Rank Tracker gratis',
}

/** The short greeting a staff member sends from the lead page (wa.me link): names the agency and the request. */
export function whatsappGreeting(input: { leadName: string; staffName: string; agency: string; kind: string }): string {
  const request = leadRequestPhrases[input.kind] ?? 'pesan'
  return `Halo ${input.leadName}, saya ${input.staffName} dari ${input.agency}. Terima kasih atas ${request} Anda lewat website kami. Kapan waktu yang pas untuk ngobrol sebentar?`
}

/** One-line confirmations on the lead page after a form post (?info=…). */
export const leadNotices: Record<string, string> = {
  status: 'Status disimpan.',
  'status-sama': 'Status tidak berubah.',
  catatan: 'Catatan disimpan.',
  'catatan-kosong': 'Catatan kosong tidak disimpan.',
  'kirim-ulang': 'Notifikasi diantrekan untuk dikirim ulang.',
  'kirim-ulang-gagal': 'Notifikasi sedang dikirim; coba lagi sebentar lagi.',
}
