import { f } from '../field'

/** content/testimonials/<name>.yaml, the editor's "Testimoni": the client voices on the home page. */
export const testimonialSchema = f.object({
  name: f.slugName({
    label: 'Nama',
    description: 'Nama orang seperti ingin ditampilkan (boleh disamarkan).',
    slugLabel: 'Nama file',
    max: 60,
  }),
  role: f.plain({ label: 'Jabatan dan usaha', description: 'Mis. "Pemilik toko online, Jakarta Barat".', max: 90 }),
  quote: f.text({ label: 'Kutipan', multiline: true, min: 60, max: 300 }),
  rating: f.integer({ label: 'Bintang (1-5)', min: 1, max: 5 }),
  order: f.integer({
    label: 'Urutan di beranda',
    description: 'Angka kecil tampil lebih dulu.',
    min: 1,
    max: 99,
  }),
})
