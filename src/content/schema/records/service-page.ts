import { f } from '../field'
import { closing, faqItem, localFigures, seoWithoutName, statistics, svgPath } from './parts'
import { sectionKinds } from './sections'

/**
 * content/service-pages/<alamat>.yaml, the editor's "Halaman layanan SEO": one file per service page at /<alamat>.
 * A new file is a new page with the service page layout, in the sitemap, with its share card, breadcrumbs and
 * structured data.
 */

const { cards, steps, bars, table, text, checklists } = sectionKinds

export const servicePageSchema = f.object({
  name: f.slugName({
    label: 'Nama layanan',
    description: 'Nama pendek di breadcrumb dan daftar tautan, mis. SEO On-Page.',
    slugLabel: 'Alamat halaman',
    slugDescription: 'Menjadi /<alamat>, mis. /seo-on-page-optimization. Jangan diubah setelah terbit.',
    max: 40,
  }),
  order: f.integer({ label: 'Urutan', description: 'Urutan di daftar layanan; angka kecil lebih dulu.', min: 1, max: 99 }),
  seo: seoWithoutName,
  figures: localFigures,
  service: f.object(
    {
      name: f.text({ label: 'Nama layanan', max: 80 }),
      serviceType: f.text({ label: 'Jenis layanan', max: 80 }),
    },
    { label: 'Layanan di data terstruktur (Google)' },
  ),
  hero: f.object(
    {
      badge: f.text({ label: 'Label di atas judul', max: 60 }),
      title: f.text({ label: 'Judul (h1)', max: 80 }),
      highlight: f.optional(f.text({ label: 'Lanjutan judul (berwarna)', max: 80 })),
      description: f.text({ label: 'Paragraf pembuka', multiline: true, max: 600 }),
      points: f.array(f.text({ label: 'Poin', max: 80 }), { label: 'Poin', max: 5 }),
      primaryLabel: f.optional(f.text({ label: 'Teks tombol analisis gratis', max: 40 })),
      image: f.maybe(
        f.object({ src: svgPath('Ilustrasi'), alt: f.text({ label: 'Teks alternatif', max: 200 }) }),
        { label: 'Ilustrasi di samping judul' },
      ),
      statsCard: f.maybe(
        f.object({
          title: f.text({ label: 'Judul kartu', max: 80 }),
          stats: statistics('Angka', 6),
          note: f.optional(f.text({ label: 'Catatan', multiline: true, max: 200 })),
        }),
        { label: 'Kartu angka di samping judul' },
      ),
    },
    { label: 'Pembuka' },
  ),
  sections: f.blocks({ cards, steps, bars, table, text, checklists }, { label: 'Bagian halaman' }),
  faq: f.object(
    {
      title: f.text({ label: 'Judul FAQ', max: 110 }),
      description: f.optional(f.text({ label: 'Paragraf pembuka', multiline: true, max: 400 })),
      items: f.array(faqItem, { label: 'Pertanyaan & jawaban', min: 3, itemLabel: 'question' }),
    },
    { label: 'FAQ' },
  ),
  cta: f.object(closing, { label: 'Penutup' }),
  whatsappText: f.optional(
    f.text({
      label: 'Pesan WhatsApp (opsional)',
      description: 'Bila diisi, halaman menawarkan tombol chat WhatsApp dengan pesan pembuka ini.',
      max: 200,
    }),
  ),
})
