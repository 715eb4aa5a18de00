import type { ServicePage } from '../page-types'
import { localRankingWeights, localSeoTimeline } from './local-ranking'
import { getSeoPackage, packagePrice } from './shared'
import { formatJuta } from '@/content/format'

const starter = getSeoPackage('seo-starter')
const cityStarter = getSeoPackage('city-starter')

export const localSeoPage: ServicePage = {
  path: '/local-seo-optimization',
  service: { name: 'Jasa Local SEO', serviceType: 'Optimasi SEO lokal dan Google Maps' },
  hero: {
    badge: 'Local SEO',
    title: 'Muncul di Google Maps Saat Pelanggan',
    highlight: 'Mencari Bisnis Terdekat',
    description: `Local SEO membuat bisnis dengan lokasi fisik, seperti klinik, restoran, bengkel, toko atau kantor jasa, tampil di deretan teratas Google Maps dan hasil pencarian di kota Anda. Hasil awal umumnya terlihat dalam ${localSeoTimeline.typical}, dan ${localSeoTimeline.competitive} di pasar yang kompetitif.`,
    points: ['Optimasi Google Bisnisku', 'Konsistensi NAP di direktori', 'Strategi ulasan pelanggan'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'layanan',
      eyebrow: 'Layanan',
      title: 'Enam Layanan Local SEO Kami',
      description:
        'Semua yang dibutuhkan agar bisnis Anda ditemukan, dipercaya, dan dikunjungi oleh orang di sekitar Anda.',
      items: [
        {
          icon: 'map-pin',
          title: 'Optimasi Google Bisnisku',
          description:
            'Kategori yang tepat, deskripsi, atribut, produk dan layanan, foto, hingga postingan rutin agar profil Anda lengkap dan aktif.',
        },
        {
          icon: 'list-checks',
          title: 'Sitasi & konsistensi NAP',
          description:
            'Nama, alamat dan nomor telepon (NAP) yang identik di direktori bisnis, marketplace dan media sosial, supaya Google yakin data Anda benar.',
        },
        {
          icon: 'star',
          title: 'Manajemen ulasan',
          description:
            'Sistem sederhana untuk meminta ulasan dari pelanggan yang puas, template balasan, dan cara menangani ulasan negatif dengan tenang.',
        },
        {
          icon: 'file-text',
          title: 'Halaman lokal di website',
          description:
            'Halaman khusus untuk setiap kota atau cabang, dengan konten unik, peta, jam buka dan schema LocalBusiness.',
        },
        {
          icon: 'link',
          title: 'Link building lokal',
          description:
            'Tautan dari media daerah, komunitas, asosiasi usaha dan acara lokal yang memperkuat relevansi Anda di kota tersebut.',
        },
        {
          icon: 'bar-chart',
          title: 'Pelacakan ranking per area',
          description:
            'Posisi Anda di Maps dipantau dari beberapa titik di kota, lengkap dengan laporan panggilan telepon, permintaan rute dan klik ke website.',
        },
      ],
    },
    {
      kind: 'bars',
      id: 'bobot-faktor',
      eyebrow: 'Bobot faktor',
      title: 'Ke Mana Usaha Local SEO Paling Berdampak',
      barsLabel: 'Bobot kelompok faktor ranking lokal, dalam persen',
      bars: localRankingWeights,
      paragraphs: [
        'Google tidak pernah mempublikasikan rumus ranking lokalnya. Bobot di samping adalah model kerja yang kami pakai untuk memprioritaskan pekerjaan, disusun dari pengalaman menangani klien lokal dan pola yang terus diamati para praktisi SEO.',
        'Pelajarannya sederhana: sebelum sibuk membangun backlink, pastikan profil Google Bisnisku dan ulasan Anda sudah kuat, karena di sanalah sebagian besar bobot berada.',
      ],
      note: 'Bobot ini adalah perkiraan untuk menentukan prioritas, bukan angka resmi dari Google.',
    },
    {
      kind: 'cards',
      id: 'faktor-ranking',
      eyebrow: 'Faktor ranking',
      title: 'Delapan Faktor Ranking yang Kami Optimalkan',
      columns: 4,
      items: [
        {
          icon: 'target',
          title: 'Kategori utama yang tepat',
          description:
            'Faktor tunggal yang paling berpengaruh. Kategori yang terlalu umum membuat Anda bersaing di pencarian yang salah.',
        },
        {
          icon: 'navigation',
          title: 'Kedekatan dengan pencari',
          description:
            'Jarak tidak bisa diubah, tetapi halaman lokal dan sitasi membantu Anda tetap muncul di area sekitar.',
        },
        {
          icon: 'check-circle',
          title: 'Kelengkapan profil',
          description:
            'Jam buka, atribut, produk, layanan dan deskripsi yang terisi lengkap membuat profil lebih relevan untuk banyak pencarian.',
        },
        {
          icon: 'star',
          title: 'Jumlah & kebaruan ulasan',
          description:
            'Ulasan yang terus bertambah menunjukkan bisnis Anda aktif. Kata-kata dalam ulasan juga ikut dibaca Google.',
        },
        {
          icon: 'map',
          title: 'Konsistensi NAP',
          description:
            'Alamat atau nomor telepon yang berbeda-beda di internet membuat Google ragu data mana yang benar.',
        },
        {
          icon: 'file-text',
          title: 'Relevansi halaman website',
          description:
            'Halaman yang ditautkan dari profil harus menyebut kota, layanan dan alamat yang sama dengan profil Anda.',
        },
        {
          icon: 'link',
          title: 'Backlink lokal',
          description:
            'Tautan dari situs berita daerah, komunitas dan mitra usaha di kota yang sama memperkuat sinyal lokal.',
        },
        {
          icon: 'camera',
          title: 'Foto & aktivitas profil',
          description:
            'Foto baru, postingan dan balasan ulasan yang rutin memberi sinyal bahwa bisnis Anda benar-benar beroperasi.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Manfaat',
      title: 'Enam Manfaat untuk Bisnis Lokal Anda',
      items: [
        {
          icon: 'map-pin',
          title: 'Pelanggan yang siap datang',
          description: 'Orang yang mencari "terdekat" atau "di sekitar saya" biasanya ingin membeli hari itu juga.',
        },
        {
          icon: 'phone',
          title: 'Telepon langsung dari Maps',
          description:
            'Calon pelanggan bisa menelepon, chat atau meminta rute hanya dengan satu ketukan dari profil Anda.',
        },
        {
          icon: 'wallet',
          title: 'Lebih hemat dari iklan',
          description:
            'Posisi organik di Maps tidak dibayar per klik, sehingga biaya per pelanggan turun seiring waktu.',
        },
        {
          icon: 'trophy',
          title: 'Unggul atas pesaing terdekat',
          description:
            'Pelanggan cenderung memilih dari beberapa bisnis teratas di Maps. Berada di sana berarti ikut dipertimbangkan.',
        },
        {
          icon: 'thumbs-up',
          title: 'Reputasi yang terlihat',
          description: 'Ulasan positif yang dibalas dengan baik menjadi bukti sosial yang meyakinkan pelanggan baru.',
        },
        {
          icon: 'bar-chart',
          title: 'Hasil yang terukur',
          description:
            'Jumlah panggilan, permintaan rute dan klik ke website dari profil Anda tercatat jelas setiap bulan.',
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar Local SEO',
    items: [
      {
        question: 'Berapa lama hasil local SEO terlihat?',
        answer: `Untuk kebanyakan bisnis, hasil awal terlihat dalam ${localSeoTimeline.typical}: profil lebih sering muncul, panggilan dan permintaan rute bertambah. Di pasar yang kompetitif, misalnya klinik gigi atau restoran di pusat kota besar, butuh ${localSeoTimeline.competitive} untuk menembus deretan teratas Maps.`,
      },
      {
        question: 'Apa bedanya local SEO dengan SEO biasa?',
        answer:
          'SEO biasa menargetkan ranking di hasil pencarian umum, sering untuk pasar nasional. Local SEO menargetkan pencarian dengan niat lokal, seperti "bengkel mobil Bekasi" atau "klinik gigi terdekat", yang hasilnya didominasi Google Maps. Faktor penentunya pun berbeda: profil Google Bisnisku, ulasan dan konsistensi alamat sangat menentukan.',
      },
      {
        question: 'Saya tidak punya toko fisik. Apakah local SEO tetap berguna?',
        answer:
          'Berguna, selama Anda melayani pelanggan di area tertentu, misalnya jasa servis AC, katering atau kontraktor. Google Bisnisku mendukung bisnis area layanan: alamat Anda disembunyikan dan yang ditampilkan adalah wilayah yang Anda layani. Bisnis yang sepenuhnya online lebih cocok dengan SEO biasa.',
      },
      {
        question: 'Bagaimana menghadapi ulasan negatif atau ulasan palsu?',
        answer:
          'Balas setiap ulasan negatif dengan sopan, akui masalahnya, dan tawarkan penyelesaian lewat jalur pribadi. Calon pelanggan menilai cara Anda merespons, bukan hanya isi keluhannya. Ulasan palsu atau yang melanggar kebijakan bisa dilaporkan ke Google, dan kami bantu menyusun laporannya. Yang tidak pernah kami lakukan adalah membeli ulasan, karena melanggar kebijakan Google.',
      },
      {
        question: 'Berapa biaya jasa local SEO?',
        answer: `Setup Google Bisnisku sudah termasuk di paket ${starter.name} (${packagePrice(starter)}). Untuk usaha lokal di kota seperti Bekasi, Medan, Tangerang dan Depok, paket ${cityStarter.name} kami mulai dari Rp ${formatJuta(cityStarter.priceIdr)} per bulan. Bisnis dengan banyak cabang kami hitung per lokasi setelah analisis gratis.`,
      },
    ],
  },
  cta: {
    title: 'Cek Posisi Bisnis Anda di Google Maps',
    description:
      'Analisis gratis kami menunjukkan di mana profil Anda muncul untuk kata kunci penting di kota Anda, dan apa yang membuat pesaing terdekat lebih unggul.',
  },
}
