import { f } from '../field'
import { percentBar } from './sections'

/**
 * content/shared.yaml, the editor's "Angka & kalimat bersama": figures and sentences several pages quote, defined
 * once (the ranking guarantee, the claims of the city pages, how long local SEO takes). A value may quote the
 * site's figures and the entries above it.
 */
export const sharedSchema = f.object({
  figures: f.array(
    f.object({
      name: f.plain({
        label: 'Nama',
        description: 'Dikutip di halaman mana pun sebagai {% figure name="nama" /%}. Huruf dan angka tanpa spasi.',
        max: 40,
        pattern: { regex: /^[a-z][A-Za-z0-9]*$/, message: 'nama angka: huruf kecil di depan, tanpa spasi' },
      }),
      value: f.text({
        label: 'Nilai',
        description: 'Angka dengan satuannya, atau satu kalimat. Boleh mengutip angka situs dan entri di atasnya.',
        multiline: true,
        max: 400,
      }),
      note: f.optional(f.plain({ label: 'Catatan untuk tim', description: 'Tidak tampil di situs.', max: 200 })),
    }),
    { label: 'Angka & kalimat', min: 1, itemLabel: 'name' },
  ),
  barLists: f.array(
    f.object({
      name: f.plain({
        label: 'Nama daftar',
        description: 'Dipakai di bagian "Diagram batang" sebagai Daftar batang bersama.',
        max: 40,
        pattern: { regex: /^[a-z][A-Za-z0-9]*$/, message: 'huruf kecil di depan, tanpa spasi' },
      }),
      bars: f.array(percentBar, { label: 'Batang', min: 1, max: 10, itemLabel: 'label' }),
    }),
    { label: 'Daftar batang bersama', itemLabel: 'name' },
  ),
})
