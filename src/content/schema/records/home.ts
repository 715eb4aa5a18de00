import { f, type Field } from '../field'
import { iconOptions, links, pathPattern, requiredIntro, seo, serviceCard, statistics } from './parts'

/**
 * content/home.yaml, the editor's "Beranda": the home page's hero and the words of each of its sections. What the
 * sections list comes from its own records: the packages (Harga & paket), the case studies ticked for the home page,
 * the testimonials, the city pages.
 */
const intro = <S extends Record<string, Field<unknown>>>(label: string, fields: S) =>
  f.object({ ...requiredIntro, ...fields }, { label })

export const homeSchema = f.object({
  seo,
  hero: f.object(
    {
      badge: f.text({ label: 'Label di atas judul', max: 80 }),
      title: f.text({ label: 'Judul (h1)', max: 60 }),
      highlight: f.text({ label: 'Lanjutan judul (berwarna)', max: 40 }),
      description: f.text({ label: 'Paragraf pembuka', multiline: true, max: 300 }),
      points: f.array(f.text({ label: 'Poin', max: 60 }), { label: 'Poin kepercayaan', min: 1, max: 4 }),
      actions: links('Tombol', 2),
      stats: statistics('Angka', 4),
    },
    { label: 'Pembuka' },
  ),
  services: intro('Layanan', {
    items: f.array(serviceCard, { label: 'Layanan', min: 3, max: 9, itemLabel: 'title' }),
  }),
  coverage: intro('Cakupan kota', {
    cities: f.array(
      f.object({
        name: f.plain({ label: 'Kota', max: 40 }),
        note: f.text({ label: 'Catatan', max: 60 }),
      }),
      {
        label: 'Kota di beranda',
        description: 'Kota yang punya halaman kota otomatis menjadi tautan ke halamannya.',
        min: 1,
        max: 12,
        itemLabel: 'name',
      },
    ),
    note: f.text({ label: 'Catatan di bawah daftar', multiline: true, max: 300 }),
    packageTypesTitle: f.text({ label: 'Judul jenis SEO', max: 80 }),
    packageTypes: f.array(
      f.object({
        icon: f.select({ label: 'Ikon', options: iconOptions() }),
        title: f.text({ label: 'Judul', max: 40 }),
        description: f.text({ label: 'Deskripsi', max: 160 }),
        items: f.array(f.text({ label: 'Poin', max: 80 }), { label: 'Poin', min: 1, max: 5 }),
        href: f.optional(f.plain({ label: 'Tautan', max: 100, pattern: pathPattern })),
        linkLabel: f.optional(f.text({ label: 'Teks tautan', max: 40 })),
      }),
      { label: 'Jenis SEO', min: 1, max: 4, itemLabel: 'title' },
    ),
  }),
  portfolio: intro('Portofolio & testimoni', {
    testimonialsTitle: f.text({ label: 'Judul testimoni', max: 80 }),
    testimonialsDescription: f.text({ label: 'Teks testimoni', multiline: true, max: 300 }),
  }),
  about: f.object(
    {
      eyebrow: f.text({ label: 'Label kecil di atas judul', max: 60 }),
      title: f.text({ label: 'Judul bagian (h2)', max: 110 }),
      paragraphs: f.array(f.text({ label: 'Paragraf', multiline: true, max: 700 }), { label: 'Paragraf', min: 1, max: 4 }),
      stats: statistics('Angka', 4),
      mission: f.text({ label: 'Misi', multiline: true, max: 300 }),
      vision: f.text({ label: 'Visi', multiline: true, max: 300 }),
      reasonsTitle: f.text({
        label: 'Judul alasan',
        description: 'Jumlah alasan dikutip sebagai {% figure name="reasonCount" /%}.',
        max: 80,
      }),
      reasons: f.array(
        f.object({
          icon: f.select({ label: 'Ikon', options: iconOptions() }),
          title: f.text({ label: 'Judul', max: 60 }),
          description: f.text({ label: 'Deskripsi', multiline: true, max: 200 }),
        }),
        { label: 'Alasan memilih kami', min: 1, max: 12, itemLabel: 'title' },
      ),
    },
    { label: 'Tentang kami' },
  ),
  pricing: intro('Paket harga', {
    ctaLabel: f.text({ label: 'Teks tombol paket', max: 40 }),
    addOnsTitle: f.text({ label: 'Judul layanan tambahan', max: 60 }),
    addOnsDescription: f.text({ label: 'Teks layanan tambahan', max: 160 }),
    closingTitle: f.text({ label: 'Judul kotak penutup', max: 80 }),
    closingText: f.text({ label: 'Teks kotak penutup', multiline: true, max: 300 }),
  }),
  contact: intro('Kontak', {
    whatsappText: f.text({ label: 'Pesan pembuka WhatsApp', max: 200 }),
    phoneNote: f.text({ label: 'Catatan telepon', max: 60 }),
    whatsappNote: f.text({ label: 'Catatan WhatsApp', max: 60 }),
    emailNote: f.text({ label: 'Catatan e-mail', max: 60 }),
    trustStats: statistics('Angka kepercayaan', 3),
  }),
  service: f.object(
    {
      name: f.text({ label: 'Nama layanan', max: 60 }),
      serviceType: f.text({ label: 'Jenis layanan', max: 60 }),
    },
    { label: 'Layanan di data terstruktur (Google)' },
  ),
})
