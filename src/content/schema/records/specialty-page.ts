import { f } from '../field'
import { closing, faqItem, links, localFigures, processStep, seo, statistic, statistics } from './parts'
import { sectionKinds, sectionTone } from './sections'

/**
 * content/pages/<alamat>.yaml, the editor's pages under "Halaman" that have a layout of their own in code (SEO
 * Magento, perbaikan website, …): every word and FAQ of the page is here; the route, the layout and what the
 * server enforces stay code. One file per page; the page's address is fixed by its route, so these are single
 * files, not a collection a marketer adds to.
 */

const { cards, steps, table, text, checklists, offers, technologies, skills, pricing, investment, stats, actions } =
  sectionKinds
const cityDirectory = sectionKinds['city-directory']

const heroAside = f.variant(
  {
    'stats-card': {
      label: 'Kartu angka',
      fields: {
        title: f.text({ label: 'Judul kartu', max: 80 }),
        stats: statistics('Angka', 6),
        note: f.optional(f.text({ label: 'Catatan', multiline: true, max: 200 })),
        wideValues: f.checkbox({ label: 'Angka panjang', description: 'Centang bila angkanya panjang (mis. 150-300%).' }),
      },
    },
    hotline: {
      label: 'Kotak hotline (telepon dan WhatsApp)',
      fields: {
        title: f.text({ label: 'Judul', max: 80 }),
        description: f.text({ label: 'Teks', multiline: true, max: 300 }),
        note: f.optional(f.text({ label: 'Catatan kecil', max: 120 })),
        whatsappLabel: f.text({ label: 'Teks tombol WhatsApp', max: 60 }),
        whatsappText: f.plain({ label: 'Pesan pembuka WhatsApp', max: 200 }),
      },
    },
    'rank-preview': {
      label: 'Contoh laporan ranking',
      fields: {
        title: f.text({ label: 'Judul', max: 80 }),
        caption: f.text({ label: 'Keterangan (contoh, bukan data asli)', max: 120 }),
        updatedLabel: f.optional(f.text({ label: 'Label waktu pembaruan', max: 40 })),
        rows: f.array(
          f.object({
            keyword: f.text({ label: 'Keyword', max: 60 }),
            position: f.integer({ label: 'Posisi', min: 1, max: 100 }),
            change: f.integer({ label: 'Perubahan (naik +, turun -)', min: -100, max: 100 }),
          }),
          { label: 'Baris contoh', min: 1, max: 8, itemLabel: 'keyword' },
        ),
      },
    },
  },
  { label: 'Di samping judul', none: 'Tidak ada' },
)

export const specialtyPageSchema = f.object({
  seo,
  figures: localFigures,
  service: f.object(
    {
      name: f.text({ label: 'Nama layanan', max: 80 }),
      serviceType: f.text({ label: 'Jenis layanan', description: 'Dalam bahasa Inggris, untuk Google.', max: 80 }),
      description: f.optional(
        f.text({
          label: 'Deskripsi layanan (opsional)',
          description: 'Tanpa isi, Google membaca deskripsi halaman.',
          multiline: true,
          max: 300,
        }),
      ),
    },
    { label: 'Layanan di data terstruktur (Google)' },
  ),
  hero: f.object(
    {
      badge: f.optional(f.text({ label: 'Label di atas judul', max: 60 })),
      title: f.text({ label: 'Judul (h1)', max: 80 }),
      highlight: f.optional(f.text({ label: 'Lanjutan judul (berwarna)', max: 80 })),
      description: f.text({ label: 'Paragraf pembuka', multiline: true, max: 600 }),
      points: f.array(f.text({ label: 'Poin', max: 80 }), { label: 'Poin', max: 5 }),
      actions: links('Tombol', 3),
      stats: f.array(statistic, { label: 'Angka di bawah tombol', max: 4, itemLabel: 'label' }),
      aside: heroAside,
    },
    { label: 'Pembuka' },
  ),
  sections: f.blocks(
    {
      cards,
      steps,
      table,
      text,
      checklists,
      offers,
      technologies,
      skills,
      pricing,
      investment,
      stats,
      actions,
      'city-directory': cityDirectory,
    },
    { label: 'Bagian halaman' },
  ),
  faq: f.object(
    {
      eyebrow: f.optional(f.text({ label: 'Label kecil di atas judul', max: 60 })),
      title: f.text({ label: 'Judul FAQ', max: 110 }),
      description: f.optional(f.text({ label: 'Paragraf pembuka', multiline: true, max: 400 })),
      items: f.array(faqItem, { label: 'Pertanyaan & jawaban', min: 3, itemLabel: 'question' }),
      tone: sectionTone,
    },
    { label: 'FAQ' },
  ),
  cta: f.maybe(f.object({ ...closing, actions: links('Tombol', 4) }), { label: 'Penutup' }),
  trackingOff: f.maybe(
    f.object({
      stepsTitle: f.text({ label: 'Judul langkah', max: 110 }),
      stepsDescription: f.text({ label: 'Paragraf pembuka langkah', multiline: true, max: 400 }),
      steps: f.array(processStep, { label: 'Langkah', min: 1, max: 6, itemLabel: 'title' }),
      faqQuestion: f.text({ label: 'Pertanyaan FAQ yang jawabannya diganti', max: 140 }),
      faqAnswer: f.text({ label: 'Jawaban pengganti', multiline: true, max: 900 }),
    }),
    {
      label: 'Bila cek ranking belum aktif',
      description:
        'Hanya halaman cek ranking: langkah dan jawaban FAQ yang tampil bila situs dibangun tanpa penyedia data Google (pendaftaran lewat WhatsApp, bukan formulir).',
    },
  ),
  whatsappText: f.optional(
    f.text({
      label: 'Pesan WhatsApp tombol melayang (opsional)',
      description: 'Bila diisi, halaman menampilkan tombol telepon dan WhatsApp yang melayang, dengan pesan pembuka ini.',
      max: 200,
    }),
  ),
})
