import { f } from '../field'

/**
 * The site-wide records under content/site/: the business figures every page quotes and the company's details that
 * are not configuration (the phone, WhatsApp, e-mail, brand name and address of the site stay environment settings,
 * src/content/site.ts). Both are JSON files bundled into the code that quotes them, the lead forms' messages in the
 * browser included, so they are read without the file system.
 */

const claim = (label: string, description?: string) => f.plain({ label, description, max: 20 })

export const figuresSchema = f.object({
  claimsCheckedIn: f.integer({
    label: 'Tahun klaim terakhir diperiksa',
    description:
      'Lama pengalaman ("… tahun") dihitung dari tahun berdiri sampai tahun ini. Majukan setelah semua klaim ditinjau.',
    min: 2010,
    max: 2100,
  }),
  clients: claim(
    'Jumlah klien',
    'Tulis seperti di halaman, dengan tanda plus. Dikutip di beranda, halaman kota dan artikel.',
  ),
  websitesBuilt: claim('Website yang sudah dibuat'),
  satisfaction: claim('Tingkat kepuasan klien', 'Dengan tanda persen.'),
  successRate: claim('Tingkat keberhasilan proyek SEO'),
  projectSuccess: claim('Proyek website tepat target'),
  support: claim('Jam dukungan', 'Tulis seperti di halaman, mis. jam per hari/hari per minggu.'),
  happyClients: claim('Klien website yang puas'),
  activeMonthlyClients: claim('Klien bulanan aktif'),
  averageGrowth: claim('Rata-rata pertumbuhan traffic'),
  averageRoi: claim('Rata-rata ROI'),
  responseGeneral: claim('Waktu respons pertanyaan umum', 'Dengan satuan, mis. "< 3 jam".'),
  responseEmergency: claim('Waktu respons darurat'),
  emailResponse: claim('Waktu balas e-mail'),
  chatResponse: claim('Waktu balas chat'),
  followUp: claim('Waktu menghubungi kembali setelah formulir', 'Dengan satuan; dikutip di pesan formulir.'),
  analysisDelivery: claim('Waktu kirim analisis gratis', 'Dengan satuan, mis. "12 jam".'),
  analysisProcess: claim('Lama proses analisis lengkap'),
  webGuarantee: claim('Garansi website'),
  websitePriceFrom: f.integer({
    label: 'Harga website mulai (Rupiah)',
    description: 'Angka bulat, mis. 3000000.',
    min: 0,
  }),
  freeAuditValue: f.integer({ label: 'Nilai audit SEO gratis (Rupiah)', min: 0 }),
})

const hours = f.object({
  label: f.plain({ label: 'Hari', description: 'Mis. Senin - Jumat', max: 40 }),
  days: f.array(
    f.select({
      label: 'Hari (untuk Google)',
      options: [
        { label: 'Senin', value: 'Monday' },
        { label: 'Selasa', value: 'Tuesday' },
        { label: 'Rabu', value: 'Wednesday' },
        { label: 'Kamis', value: 'Thursday' },
        { label: 'Jumat', value: 'Friday' },
        { label: 'Sabtu', value: 'Saturday' },
        { label: 'Minggu', value: 'Sunday' },
      ],
    }),
    { label: 'Hari yang tercakup', min: 1 },
  ),
  opens: f.optional(
    f.plain({ label: 'Buka (JJ:MM)', pattern: { regex: /^\d{2}:\d{2}$/, message: 'tulis jam sebagai JJ:MM' } }),
  ),
  closes: f.optional(
    f.plain({ label: 'Tutup (JJ:MM)', pattern: { regex: /^\d{2}:\d{2}$/, message: 'tulis jam sebagai JJ:MM' } }),
  ),
  note: f.optional(f.plain({ label: 'Catatan bila tutup', max: 60 })),
})

export const companySchema = f.object({
  legalName: f.plain({ label: 'Nama badan usaha', max: 80 }),
  tagline: f.text({ label: 'Tagline di bilah atas', max: 60 }),
  shortDescription: f.text({
    label: 'Deskripsi singkat perusahaan',
    description: 'Di footer, data terstruktur dan PDF. Tahun berdiri dikutip dengan {% figure name="foundedYear" /%}.',
    multiline: true,
    max: 200,
  }),
  foundedYear: f.integer({ label: 'Tahun berdiri', min: 1990, max: 2100 }),
  address: f.object(
    {
      street: f.plain({ label: 'Jalan', max: 100 }),
      locality: f.plain({ label: 'Kota / kecamatan', max: 60 }),
      region: f.plain({ label: 'Provinsi', max: 60 }),
      postalCode: f.plain({ label: 'Kode pos', pattern: { regex: /^\d{5}$/, message: 'kode pos 5 angka' } }),
      country: f.select({ label: 'Negara', options: [{ label: 'Indonesia', value: 'ID' }] }),
      visitNote: f.plain({ label: 'Catatan kunjungan', max: 80 }),
    },
    { label: 'Alamat kantor' },
  ),
  openingHours: f.array(hours, { label: 'Jam buka', min: 1, itemLabel: 'label' }),
})
