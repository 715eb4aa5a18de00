import { figures } from './figures'

export type GuideChapter = {
  title: string
  paragraphs: readonly string[]
  checklist?: readonly string[]
  newPage?: boolean
}

/** The free SEO guide offered in the footer, rendered to PDF at build time. */
export const seoGuideChapters: readonly GuideChapter[] = [
  {
    title: 'Cara Google Memilih Halaman Pertama',
    paragraphs: [
      'Setiap hari jutaan orang Indonesia mengetik kebutuhan mereka di Google: "jasa renovasi rumah Bekasi", "klinik gigi dekat saya", "supplier kemasan makanan". Yang muncul di lima hasil teratas mendapat sebagian besar klik. Bisnis di halaman kedua praktis tidak terlihat.',
      'Google menilai tiga hal besar. Pertama, relevansi: apakah halaman Anda benar-benar menjawab apa yang dicari. Kedua, kualitas dan kepercayaan: apakah kontennya ditulis oleh pihak yang paham, dan apakah situs lain merujuk ke Anda. Ketiga, pengalaman pengguna: apakah halaman cepat, aman, dan nyaman dibuka di ponsel.',
      'SEO adalah pekerjaan merapikan ketiga hal itu secara konsisten. Tidak ada trik instan; yang ada adalah daftar pekerjaan yang jelas, dikerjakan berurutan, lalu diukur. Panduan ini menyusun daftar tersebut agar bisa Anda mulai hari ini.',
    ],
    checklist: [
      'Tentukan 3-5 layanan atau produk yang paling menguntungkan untuk difokuskan lebih dulu.',
      'Catat siapa kompetitor yang saat ini muncul di halaman pertama untuk layanan tersebut.',
      'Pasang Google Search Console dan Google Analytics 4 agar hasil kerja bisa diukur.',
    ],
  },
  {
    title: 'Riset Kata Kunci: Bicara dengan Bahasa Pelanggan',
    newPage: true,
    paragraphs: [
      'Kata kunci adalah kalimat yang benar-benar diketik calon pelanggan, bukan istilah internal perusahaan. Pemilik bisnis sering menulis "solusi pengemasan terintegrasi", padahal pembeli mencari "jual standing pouch murah".',
      'Mulailah dari pertanyaan yang sering ditanyakan pelanggan lewat WhatsApp atau telepon. Ketik di Google dan perhatikan saran otomatis, bagian "Orang juga bertanya", dan penelusuran terkait di bawah halaman. Di situlah bahasa pelanggan Anda.',
      'Kelompokkan kata kunci menurut niat. Kata kunci transaksional ("harga", "jasa", "jual", nama kota) cocok untuk halaman layanan. Kata kunci informasional ("cara", "apa itu", "tips") cocok untuk artikel yang kemudian mengarahkan pembaca ke layanan Anda.',
      'Untuk bisnis lokal, gabungkan layanan dengan wilayah: "jasa SEO Bandung", "bengkel AC Tangerang Selatan". Persaingannya lebih rendah dan pencarinya lebih siap membeli.',
    ],
    checklist: [
      'Satu halaman, satu topik utama: jangan membuat dua halaman yang bersaing untuk kata kunci yang sama.',
      'Utamakan kata kunci dengan niat beli sebelum mengejar kata kunci bervolume besar.',
      'Simpan daftar kata kunci beserta halaman tujuannya dalam satu spreadsheet.',
    ],
  },
  {
    title: 'SEO On-Page: Rapikan Setiap Halaman',
    newPage: true,
    paragraphs: [
      'Title tag adalah judul biru yang muncul di hasil pencarian. Tulis 50-60 karakter, letakkan kata kunci utama di depan, dan beri alasan untuk mengklik, misalnya angka, lokasi, atau manfaat.',
      'Meta description tidak langsung menaikkan ranking, tetapi menentukan apakah orang mengklik. Tulis 150-160 karakter yang merangkum isi halaman dan diakhiri ajakan yang jelas.',
      'Gunakan satu judul H1 per halaman, lalu subjudul H2 dan H3 yang mengikuti urutan logis. Tulis paragraf pendek, sertakan contoh nyata, harga atau kisaran bila memungkinkan, dan jawab pertanyaan yang biasa diajukan pelanggan.',
      'Tautkan halaman-halaman Anda satu sama lain dengan teks tautan yang deskriptif. Artikel tentang "cara memilih vendor kemasan" sebaiknya menautkan ke halaman produk kemasan Anda dengan kata yang relevan, bukan "klik di sini".',
    ],
    checklist: [
      'Title 50-60 karakter dan meta description 150-160 karakter di setiap halaman penting.',
      'Satu H1, subjudul berurutan, gambar dengan teks alt yang menjelaskan isinya.',
      'URL pendek dan terbaca, misalnya /jasa-renovasi-dapur, bukan /page?id=123.',
      'Setiap halaman layanan punya ajakan bertindak yang jelas: WhatsApp, telepon, atau formulir.',
    ],
  },
  {
    title: 'SEO Teknis: Pondasi yang Tidak Terlihat',
    newPage: true,
    paragraphs: [
      'Konten terbaik pun tidak akan menang jika Google kesulitan membacanya. Periksa laporan Pengindeksan di Search Console: halaman penting harus berstatus terindeks, bukan "Dirayapi, saat ini tidak diindeks".',
      'Kecepatan sangat berpengaruh, terutama karena mayoritas pengunjung Indonesia membuka website dari ponsel dengan jaringan yang tidak selalu stabil. Halaman yang butuh lebih dari 3 detik untuk tampil akan ditinggalkan banyak pengunjung. Kompres gambar, gunakan format modern seperti WebP, dan kurangi plugin atau skrip pihak ketiga yang tidak perlu.',
      'Pastikan website memakai HTTPS, punya sitemap.xml yang didaftarkan di Search Console, file robots.txt yang tidak memblokir halaman penting, dan tidak ada rantai redirect panjang atau tautan rusak (404) di menu.',
      'Data terstruktur (schema) membantu Google memahami bisnis Anda: alamat, jam buka, harga, FAQ. Hasilnya bisa tampil lebih kaya di halaman pencarian.',
    ],
    checklist: [
      'Uji halaman utama dengan PageSpeed Insights; targetkan LCP di bawah 2,5 detik di ponsel.',
      'Daftarkan sitemap.xml dan periksa laporan pengindeksan setiap bulan.',
      'Perbaiki tautan rusak dan pastikan semua versi domain mengarah ke satu alamat HTTPS.',
    ],
  },
  {
    title: 'Google Bisnisku: Menang di Peta',
    newPage: true,
    paragraphs: [
      'Untuk bisnis dengan lokasi fisik atau area layanan, profil Google Bisnis (Google Business Profile) sering mendatangkan lebih banyak telepon daripada website. Tiga bisnis teratas di peta, yang disebut local 3-pack, mendapat perhatian paling besar.',
      'Verifikasi lokasi Anda, pilih kategori utama yang paling tepat, lalu lengkapi semua kolom: jam buka, nomor telepon, area layanan, produk dan layanan. Nama, alamat dan nomor telepon harus sama persis di website, media sosial dan direktori.',
      'Unggah foto asli secara rutin: tampak depan, interior, tim, dan hasil kerja. Minta ulasan dari pelanggan yang puas, dan balas setiap ulasan, termasuk yang negatif, dengan sopan dan solutif.',
    ],
    checklist: [
      'Profil terverifikasi dengan kategori utama yang tepat dan jam buka yang selalu diperbarui.',
      'Minimal satu foto baru dan satu postingan setiap minggu.',
      'Sistem sederhana untuk meminta ulasan setelah transaksi, dan semua ulasan dibalas.',
    ],
  },
  {
    title: 'Konten yang Mendatangkan Pelanggan',
    newPage: true,
    paragraphs: [
      'Konten yang baik menjawab pertanyaan nyata secara lebih lengkap dan lebih jujur daripada kompetitor. Artikel "Berapa biaya membuat kitchen set di Jakarta?" yang memuat kisaran harga, faktor penentu dan contoh proyek akan jauh lebih berguna daripada artikel umum tentang dapur.',
      'Buat kalender konten sederhana: dua hingga empat artikel per bulan yang konsisten lebih baik daripada sepuluh artikel sekaligus lalu berhenti. Perbarui artikel lama yang mulai turun posisinya; sering kali ini lebih cepat memberi hasil daripada menulis artikel baru.',
      'Tunjukkan keahlian: sebutkan siapa penulisnya, sertakan foto proyek sendiri, data dari pengalaman Anda, dan studi kasus pelanggan. Google semakin menghargai konten yang memperlihatkan pengalaman langsung.',
    ],
    checklist: [
      'Setiap artikel menjawab satu pertanyaan utama dan menautkan ke halaman layanan terkait.',
      'Tinjau artikel yang trafiknya turun setiap tiga bulan dan perbarui isinya.',
      'Tampilkan bukti: foto asli, testimoni, angka hasil kerja.',
    ],
  },
  {
    title: 'Backlink: Reputasi di Mata Google',
    newPage: true,
    paragraphs: [
      'Backlink adalah tautan dari situs lain ke situs Anda. Google membacanya sebagai rekomendasi. Satu tautan dari media berita atau asosiasi industri yang relevan jauh lebih bernilai daripada ratusan tautan dari situs spam.',
      'Sumber backlink yang sehat untuk bisnis Indonesia antara lain: liputan media lokal, direktori bisnis resmi, asosiasi industri, mitra dan pemasok, artikel tamu di blog yang relevan, serta konten yang layak dikutip seperti riset atau panduan.',
      'Hindari membeli paket ribuan backlink murah atau jaringan blog pribadi (PBN). Hasilnya mungkin terlihat sebentar, tetapi risikonya penalti yang bisa menghapus website Anda dari hasil pencarian.',
    ],
    checklist: [
      'Daftarkan bisnis di direktori resmi dan asosiasi industri yang relevan.',
      'Jalin hubungan dengan media lokal: tawarkan data, cerita, atau komentar ahli.',
      'Periksa profil backlink di Search Console dan waspadai tautan dari situs yang mencurigakan.',
    ],
  },
  {
    title: 'Mengukur Hasil dan Langkah Berikutnya',
    newPage: true,
    paragraphs: [
      'SEO yang baik selalu terukur. Pantau tiga angka setiap bulan: posisi kata kunci utama, jumlah klik organik dari Search Console, dan jumlah prospek yang datang dari pencarian (formulir, WhatsApp, telepon). Angka terakhir inilah yang paling penting bagi bisnis.',
      'Hasil pertama biasanya terlihat dalam 3-6 bulan, tergantung persaingan dan kondisi awal website. Kata kunci lokal dengan persaingan rendah bisa bergerak lebih cepat; pasar yang sangat kompetitif membutuhkan waktu lebih lama dan konsistensi.',
      `Ingin tahu posisi website Anda sekarang dan apa yang perlu diperbaiki lebih dulu? Tim kami menyusun analisis SEO gratis berisi kondisi teknis, peluang kata kunci dan perbandingan dengan kompetitor, dikirim dalam ${figures.analysisDelivery}. Ajukan di halaman Analisis Gratis di website kami atau hubungi kami lewat WhatsApp.`,
    ],
    checklist: [
      'Buat laporan bulanan sederhana: posisi, klik organik, dan jumlah prospek.',
      'Tetapkan target per kuartal, bukan per minggu: SEO adalah investasi jangka menengah.',
      'Minta analisis SEO gratis untuk mendapatkan daftar prioritas khusus untuk website Anda.',
    ],
  },
]
