import { figures } from '@/content/figures'

/** Form-level messages, verbatim from the spec's error catalogue where it has one. */
export const LEAD_MESSAGES = {
  analysis: {
    required: 'Nama, email, dan website wajib diisi.',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failureTitle: 'Terjadi Kesalahan',
    failure: 'Mohon coba lagi atau hubungi kami langsung via WhatsApp.',
    successTitle: 'Permintaan Berhasil Dikirim! ✅',
    success: `Tim kami akan menghubungi Anda dalam ${figures.analysisDelivery} dengan analisis awal website Anda.`,
  },
  contact: {
    requiredTitle: 'Error',
    required: 'Nama, email, dan pesan wajib diisi',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failureTitle: 'Error',
    failure: 'Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung.',
    successTitle: 'Pesan Terkirim!',
    success: `Tim kami akan menghubungi Anda dalam ${figures.followUp}. Terima kasih!`,
  },
  konsultasi_gratis: {
    required: 'Mohon lengkapi field yang wajib diisi (*)',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failure: 'Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
    success: `Terima kasih! Tim kami akan menghubungi Anda dalam ${figures.followUp}.`,
  },
} as const

/**
 * The newsletter answers a new and an already listed address alike (nobody can probe the list), so there is one
 * success message.
 */
export const NEWSLETTER_MESSAGES = {
  success: 'Terima kasih! Anda sudah terdaftar di newsletter kami.',
  invalid: 'Masukkan alamat email yang valid.',
  failure: 'Terjadi kesalahan. Silakan coba lagi beberapa saat lagi.',
} as const

/** Transport-level messages (JSON endpoints and server actions). */
export const API_MESSAGES = {
  validation: 'Data belum valid. Periksa kembali isian yang ditandai.',
  tooLarge: 'Data yang dikirim terlalu besar (maksimal 32 KB).',
  unsupportedType: 'Format data tidak didukung. Kirim sebagai JSON atau data formulir.',
  malformedJson: 'Format JSON tidak valid.',
  malformedForm: 'Data formulir tidak dapat dibaca. Kirim ulang formulir dari halaman kami.',
  invalidShape: 'Struktur data tidak valid. Kirim satu objek JSON berisi field formulir (tanpa objek bertingkat).',
  rateLimited: 'Terlalu banyak pengiriman dari jaringan Anda. Silakan tunggu satu menit lalu coba lagi.',
  idempotencyConflict:
    'Formulir ini sudah pernah terkirim dengan isi yang berbeda. Muat ulang halaman, lalu kirim kembali bila ada yang ingin diubah.',
  unavailable:
    'Data Anda belum tersimpan karena server kami sedang sibuk. Silakan coba lagi dalam beberapa saat atau hubungi kami langsung via WhatsApp.',
  server: 'Terjadi kesalahan di server kami. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
} as const

/**
 * Why a field was rejected. Carried on every issue the field schemas raise (`params.reason`), so code decides by
 * reason, never by reading the message text.
 */
export type FieldIssueReason =
  'required' | 'invalid_type' | 'too_long' | 'too_short' | 'invalid_characters' | 'invalid_format' | 'invalid_option'

/** Per-field Indonesian messages. */
export const fieldMessages = {
  required: (label: string) => `${label} wajib diisi`,
  notText: (label: string) => `${label} harus berupa teks`,
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  tooShort: (label: string, min: number) => `${label} minimal ${min} karakter`,
  invalidCharacters: (label: string) => `${label} berisi karakter yang tidak valid`,
  invalidOption: (label: string) => `${label}: pilih salah satu opsi yang tersedia`,
  email: 'Format email tidak valid, contoh: nama@perusahaan.com',
  phone: 'Nomor telepon tidak valid, contoh: 0812-3456-7890',
  phoneTooLong: 'Nomor telepon terlalu panjang',
  website: 'Alamat website tidak valid, contoh: tokoanda.com',
  goals: 'Tujuan: pilih dari opsi yang tersedia',
  goalsType: 'Tujuan tidak valid',
  kind: 'Jenis formulir tidak dikenal',
} as const
