import { f } from '../field'
import { closing, faqItem, links, localFigures, seo, statistics } from './parts'
import { sectionKinds } from './sections'

/**
 * content/pages/<alamat>.yaml, the editor's pages under "Halaman" that have a layout of their own in code (SEO
 * Magento, perbaikan website, …): every word and FAQ of the page is here; the route, the layout and what the
 * server enforces stay code. One file per page; the page's address is fixed by its route, so these are single
 * files, not a collection a marketer adds to.
 */

const { cards, steps, table, text, checklists, offers, technologies, skills, pricing, investment, stats } =
  sectionKinds

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
      aside: heroAside,
    },
    { label: 'Pembuka' },
  ),
  sections: f.blocks(
    { cards, steps, table, text, checklists, offers, technologies, skills, pricing, investment, stats },
    { label: 'Bagian halaman' },
  ),
  faq: f.object(
    {
      eyebrow: f.optional(f.text({ label: 'Label kecil di atas judul', max: 60 })),
      title: f.text({ label: 'Judul FAQ', max: 110 }),
      description: f.optional(f.text({ label: 'Paragraf pembuka', multiline: true, max: 400 })),
      items: f.array(faqItem, { label: 'Pertanyaan & jawaban', min: 3, itemLabel: 'question' }),
    },
    { label: 'FAQ' },
  ),
  cta: f.object({ ...closing, actions: links('Tombol', 4) }, { label: 'Penutup' }),
  whatsappText: f.optional(
    f.text({
      label: 'Pesan WhatsApp tombol melayang (opsional)',
      description: 'Bila diisi, halaman menampilkan tombol telepon dan WhatsApp yang melayang, dengan pesan pembuka ini.',
      max: 200,
    }),
  ),
})
