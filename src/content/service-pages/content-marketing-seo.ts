import type { ServicePage } from '../page-types'
import { getAddOn, getSeoPackage, lowerFirst, packageFeature } from './shared'
import { formatRupiah } from '@/content/format'

const contentWriting = getAddOn('content-writing')
const professional = getSeoPackage('seo-professional')
const enterprise = getSeoPackage('seo-enterprise')

export const contentMarketingPage: ServicePage = {
  path: '/content-marketing-seo',
  service: { name: 'Jasa Content Marketing SEO', serviceType: 'Content marketing dan penulisan artikel SEO' },
  hero: {
    badge: 'Content Marketing SEO',
    title: 'Konten yang Dicari, Dibaca,',
    highlight: 'dan Mendatangkan Pelanggan',
    description:
      'Kami merencanakan, menulis dan mengoptimasi konten berdasarkan apa yang benar-benar diketik calon pelanggan di Google, lalu mengarahkan pembacanya ke halaman yang menghasilkan penjualan.',
    points: [
      'Riset kata kunci untuk setiap konten',
      'Ditulis dan disunting penulis Indonesia',
      'Konten lama ikut diperbarui',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'jenis-konten',
      eyebrow: 'Jenis konten',
      title: 'Konten yang Kami Buat untuk Setiap Tahap Pembelian',
      description:
        'Calon pelanggan mencari hal yang berbeda saat baru mengenal masalahnya, saat membandingkan, dan saat siap membeli. Kami siapkan konten untuk ketiganya.',
      items: [
        {
          icon: 'newspaper',
          title: 'Artikel blog edukatif',
          description:
            'Menjawab pertanyaan "apa", "bagaimana" dan "berapa" yang diketik orang di awal pencarian, lalu mengenalkan solusi Anda.',
          badge: 'Awal funnel',
        },
        {
          icon: 'layers',
          title: 'Panduan lengkap (pillar page)',
          description:
            'Satu halaman induk yang membahas topik secara tuntas dan menautkan artikel-artikel turunannya, membangun otoritas topik.',
          badge: 'Otoritas',
        },
        {
          icon: 'scale',
          title: 'Perbandingan & rekomendasi',
          description:
            'Artikel "A vs B" dan "rekomendasi terbaik" menyasar pembaca yang sedang menimbang pilihan, dekat dengan keputusan membeli.',
          badge: 'Tengah funnel',
        },
        {
          icon: 'target',
          title: 'Landing page layanan & produk',
          description:
            'Halaman penjualan yang menjawab keberatan calon pembeli, dilengkapi bukti dan ajakan bertindak yang jelas.',
          badge: 'Siap beli',
        },
        {
          icon: 'trophy',
          title: 'Studi kasus',
          description:
            'Cerita hasil kerja Anda untuk klien, disusun sebagai masalah, solusi dan hasil, yang paling meyakinkan pembeli B2B.',
          badge: 'Bukti',
        },
        {
          icon: 'image',
          title: 'Infografik & konten visual',
          description:
            'Data dan proses yang rumit dibuat mudah dipahami, sekaligus menjadi bahan yang sering dirujuk situs lain.',
          badge: 'Backlink',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proses',
      eyebrow: 'Proses',
      title: 'Dari Riset sampai Konten yang Terus Bekerja',
      tone: 'dark',
      steps: [
        {
          step: 1,
          title: 'Riset audiens & kata kunci',
          description:
            'Kami pelajari siapa pelanggan Anda, pertanyaan yang mereka ajukan ke tim sales, dan kata kunci yang mereka pakai di Google.',
          deliverables: ['Peta kata kunci per tahap pembelian'],
        },
        {
          step: 2,
          title: 'Strategi & kalender konten',
          description:
            'Topik dikelompokkan menjadi cluster dan dijadwalkan, mendahulukan yang paling dekat dengan penjualan dan paling realistis untuk ranking.',
          deliverables: ['Kalender konten bulanan'],
        },
        {
          step: 3,
          title: 'Brief untuk setiap konten',
          description:
            'Setiap konten punya brief: niat pencarian, kerangka tulisan, pertanyaan yang wajib dijawab, sumber, dan internal link yang harus dipasang.',
        },
        {
          step: 4,
          title: 'Penulisan & penyuntingan',
          description:
            'Ditulis penulis yang memahami bidang Anda, disunting editor, dicek faktanya, lalu dikirim kepada Anda untuk disetujui sebelum terbit.',
        },
        {
          step: 5,
          title: 'Optimasi & publikasi',
          description:
            'Title, meta description, heading, gambar, schema dan internal link dirapikan, lalu konten diterbitkan dan dikirim untuk diindeks.',
        },
        {
          step: 6,
          title: 'Ukur & perbarui',
          description:
            'Performa setiap konten dipantau. Konten yang mulai turun atau tertahan di halaman dua diperbarui, bukan dibiarkan usang.',
          deliverables: ['Laporan performa konten', 'Daftar konten yang perlu diperbarui'],
        },
      ],
    },
    {
      kind: 'text',
      id: 'pendekatan',
      eyebrow: 'Pendekatan kami',
      title: 'Kenapa Konten Kami Berbeda dari Artikel Borongan',
      paragraphs: [
        'Artikel yang ditulis hanya demi memasukkan kata kunci jarang bertahan lama di Google. Sejak pembaruan helpful content, Google semakin pandai mengenali tulisan yang dibuat untuk mesin pencari, bukan untuk manusia.',
        'Karena itu setiap konten kami dimulai dari pertanyaan nyata calon pelanggan, memuat pengalaman dan contoh dari bisnis Anda sendiri, dan ditulis dengan bahasa yang dipakai pelanggan Anda. Kami juga mewawancarai tim Anda bila perlu, karena keahlian di lapangan adalah hal yang tidak bisa ditiru kompetitor.',
        'Setiap artikel punya tugas yang jelas: membawa pembaca ke langkah berikutnya, entah mengunduh panduan, membaca studi kasus, atau menghubungi tim sales Anda.',
      ],
      pointsTitle: 'Standar setiap konten',
      points: [
        'Menjawab niat pencarian dalam paragraf pertama',
        'Fakta dan angka dengan sumber yang jelas',
        'Nama penulis dan tanggal pembaruan',
        'Internal link ke halaman layanan atau produk',
        'Ajakan bertindak yang sesuai tahap pembaca',
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar Content Marketing',
    items: [
      {
        question: 'Berapa biaya penulisan artikel SEO?',
        answer: `${contentWriting.name} dihargai ${formatRupiah(contentWriting.priceIdr)} per ${contentWriting.unit ?? 'artikel'}: ${lowerFirst(contentWriting.description)} Jika Anda mengambil paket bulanan, artikel sudah termasuk: ${professional.name} mencakup ${packageFeature(professional, 'artikel')}, dan ${enterprise.name} mencakup ${packageFeature(enterprise, 'artikel')}.`,
      },
      {
        question: 'Berapa artikel yang perlu diterbitkan setiap bulan?',
        answer:
          'Konsistensi lebih penting daripada jumlah. Beberapa artikel berkualitas yang terbit rutin setiap bulan lebih efektif daripada puluhan artikel sekaligus lalu berhenti. Jumlah idealnya kami tentukan dari celah konten Anda dibanding kompetitor dan kapasitas tim Anda untuk meninjau tulisan.',
      },
      {
        question: 'Apakah artikelnya ditulis dengan AI?',
        answer:
          'Tidak. Kami boleh memakai AI untuk membantu riset dan merangkum data, tetapi setiap konten ditulis oleh penulis, diperiksa faktanya dan disunting oleh editor kami. Google tidak melarang bantuan AI, tetapi menilai apakah konten benar-benar membantu pembaca, dan itu butuh pengalaman serta pemahaman bisnis yang nyata.',
      },
      {
        question: 'Kapan content marketing mulai mendatangkan traffic?',
        answer:
          'Artikel baru biasanya butuh beberapa bulan untuk mencapai posisi stabilnya, lebih cepat bila website Anda sudah punya otoritas. Kelebihannya, hasil content marketing menumpuk: artikel yang sudah ranking terus mendatangkan pengunjung tanpa biaya tambahan, berbeda dengan iklan yang berhenti saat anggaran habis.',
      },
      {
        question: 'Siapa pemilik hak atas konten yang ditulis?',
        answer:
          'Anda. Setelah pembayaran, seluruh konten menjadi milik Anda sepenuhnya dan tetap milik Anda meskipun kerja sama berakhir. Konten diterbitkan atas nama brand Anda, dan setiap tulisan kami cek orisinalitasnya sebelum dikirim.',
      },
    ],
  },
  cta: {
    title: 'Temukan Topik yang Sedang Dicari Pelanggan Anda',
    description:
      'Analisis gratis kami memetakan kata kunci yang sudah mendatangkan kunjungan ke kompetitor Anda tetapi belum Anda garap, sebagai titik awal kalender konten.',
  },
}
