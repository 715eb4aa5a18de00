import type { Testimonial } from './types'

/** Client voices on the home page. People and businesses are anonymised. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    rating: 5,
    quote:
      'Laporannya jelas: kata kunci mana yang naik, berapa chat WhatsApp yang masuk dari Google. Baru kali ini saya benar-benar paham uang SEO saya dipakai untuk apa.',
    name: 'Hendra Wijaya',
    role: 'Pemilik toko online perlengkapan bayi, Jakarta Barat',
  },
  {
    rating: 5,
    quote:
      'Klinik kami sekarang muncul paling atas di Google Maps untuk "dokter gigi Bekasi". Jadwal pasien baru di akhir pekan hampir selalu penuh.',
    name: 'drg. Maya Anggraini',
    role: 'Direktur klinik gigi, Bekasi',
  },
  {
    rating: 5,
    quote:
      'Pasar alat berat itu sempit dan persaingannya ketat. Tim ini mau belajar produk kami sampai detail, dan hasilnya permintaan penawaran dari luar Sumatra ikut berdatangan.',
    name: 'Andreas Simanjuntak',
    role: 'Marketing Manager distributor alat berat, Medan',
  },
]
