import { f } from '../field'
import {
  closing,
  faqItem,
  industry,
  links,
  localFigures,
  meetingOption,
  processStep,
  requiredIntro,
  seo,
  serviceCard,
  statistic,
  statistics,
} from './parts'

/**
 * content/cities/<kota>.yaml, the editor's "Halaman kota": one file per /jasa-seo-<kota> page. A new file is a new
 * page, with its place in the sitemap, the home page's coverage list (when it has a note there), the city
 * directory, the rank tracker's locations (when it names a Google location), its share card and structured data.
 */

const rupiah = (label: string) => f.integer({ label, description: 'Angka bulat tanpa titik.', min: 0 })

export const citySchema = f.object({
  name: f.slugName({
    label: 'Nama kota',
    description: 'Seperti ditulis di judul, mis. Semarang.',
    slugLabel: 'Alamat halaman',
    slugDescription: 'Menjadi /jasa-seo-<alamat>. Jangan diubah setelah terbit.',
    max: 40,
  }),
  region: f.plain({ label: 'Provinsi / wilayah', description: 'Untuk data terstruktur dan teks.', max: 60 }),
  order: f.integer({ label: 'Urutan', description: 'Urutan di daftar kota; angka kecil lebih dulu.', min: 1, max: 999 }),
  clients: f.optional(
    f.plain({
      label: 'Jumlah klien di kota ini',
      description: 'Dengan tanda plus. Dikutip sebagai {% figure name="cityClients" /%}.',
      max: 10,
    }),
  ),
  googleLocation: f.optional(
    f.plain({
      label: 'Lokasi Google (cek ranking)',
      description:
        'Nama lokasi kanonis Google, mis. "Semarang,Central Java,Indonesia". Bila diisi, kota ini muncul di pilihan lokasi cek ranking.',
      max: 100,
      pattern: { regex: /^[A-Z][^,]+,[^,]+,Indonesia$/, message: 'tulis Kota,Provinsi (bahasa Inggris),Indonesia' },
    }),
  ),
  homeNote: f.optional(
    f.text({
      label: 'Catatan di beranda',
      description: 'Bila diisi dan kota belum ada di daftar cakupan beranda, kota tampil di sana dengan catatan ini.',
      max: 60,
    }),
  ),
  seo,
  figures: localFigures,
  hero: f.object(
    {
      badge: f.text({ label: 'Label di atas judul', max: 60 }),
      title: f.text({ label: 'Judul (h1)', max: 60 }),
      highlight: f.text({ label: 'Lanjutan judul (berwarna)', max: 60 }),
      description: f.text({ label: 'Paragraf pembuka', multiline: true, max: 500 }),
      actions: links('Tombol', 3),
      points: f.array(f.text({ label: 'Poin', max: 80 }), { label: 'Poin', min: 1, max: 5 }),
      stats: statistics('Angka', 4),
      rating: f.maybe(
        f.object({
          score: f.text({ label: 'Nilai', max: 10 }),
          reviews: f.text({ label: 'Jumlah ulasan', max: 10 }),
        }),
        { label: 'Tampilkan rating' },
      ),
      promise: f.text({ label: 'Janji di kartu samping', max: 160 }),
    },
    { label: 'Pembuka' },
  ),
  services: f.object(
    { ...requiredIntro, items: f.array(serviceCard, { label: 'Layanan', min: 2, max: 9, itemLabel: 'title' }) },
    { label: 'Layanan' },
  ),
  reasons: f.object(
    { ...requiredIntro, items: f.array(serviceCard, { label: 'Alasan', min: 2, max: 8, itemLabel: 'title' }) },
    { label: 'Alasan memilih kami' },
  ),
  areas: f.object(
    {
      ...requiredIntro,
      list: f.array(f.plain({ label: 'Kawasan', max: 40 }), { label: 'Kawasan', min: 3, max: 40 }),
      note: f.text({ label: 'Catatan di bawah daftar', multiline: true, max: 300 }),
    },
    { label: 'Area layanan', description: 'Jumlah kawasan dikutip sebagai {% figure name="areaCount" /%}.' },
  ),
  industries: f.object(
    { ...requiredIntro, items: f.array(industry, { label: 'Industri', min: 2, max: 12, itemLabel: 'name' }) },
    { label: 'Industri' },
  ),
  pricing: f.object(
    {
      ...requiredIntro,
      guide: f.maybe(
        f.object({
          startIdr: rupiah('Paket Starter mulai (Rupiah)'),
          midMinIdr: rupiah('Paket Professional dari (Rupiah)'),
          midMaxIdr: rupiah('Paket Professional sampai (Rupiah)'),
          enterpriseFromIdr: rupiah('Paket Enterprise mulai (Rupiah)'),
          descriptions: f.array(f.text({ label: 'Deskripsi', max: 160 }), {
            label: 'Deskripsi Starter, Professional, Enterprise',
            min: 3,
            max: 3,
          }),
        }),
        {
          label: 'Harga khusus kota ini',
          description:
            'Tanpa harga khusus, halaman memakai Paket SEO kota dari Harga & paket. Dengan harga khusus, dikutip sebagai {% price package="city-starter-from" /%}, city-professional-range, city-enterprise-from.',
        },
      ),
      ctaLabel: f.text({ label: 'Teks tombol paket', max: 40 }),
      ctaHref: f.plain({ label: 'Alamat tombol paket', max: 100 }),
      guarantee: f.text({ label: 'Kalimat garansi', multiline: true, max: 600 }),
    },
    { label: 'Paket & harga' },
  ),
  process: f.object(
    { ...requiredIntro, steps: f.array(processStep, { label: 'Langkah', min: 3, max: 8, itemLabel: 'title' }) },
    { label: 'Proses kerja' },
  ),
  stats: f.object({ ...requiredIntro, items: f.array(statistic, { label: 'Angka', min: 2, max: 6, itemLabel: 'label' }) }, { label: 'Angka' }),
  meeting: f.object(
    { ...requiredIntro, options: f.array(meetingOption, { label: 'Pilihan', min: 1, max: 4, itemLabel: 'title' }) },
    { label: 'Cara bertemu' },
  ),
  faqs: f.object(
    { ...requiredIntro, items: f.array(faqItem, { label: 'Pertanyaan & jawaban', min: 3, max: 12, itemLabel: 'question' }) },
    { label: 'FAQ' },
  ),
  cta: f.object({ ...closing, actions: links('Tombol', 3) }, { label: 'Penutup' }),
  service: f.object(
    {
      name: f.text({ label: 'Nama layanan', max: 60 }),
      description: f.text({ label: 'Deskripsi layanan', multiline: true, max: 300 }),
    },
    { label: 'Layanan di data terstruktur (Google)' },
  ),
})
