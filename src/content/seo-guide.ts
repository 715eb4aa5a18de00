import { freeAuditValueLabel } from './analysis'
import { figures } from './figures'
import { contentLibrary } from './schema/library'

/** One piece of a chapter, in reading order. The PDF decides how each kind looks and where pages break. */
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  /** A short worked sample in a box: a message template, how to read one row of a report */
  | { kind: 'example'; title: string; paragraphs: readonly string[] }
  /** A Google result as the searcher sees it; the PDF prints the character counts next to it */
  | { kind: 'searchResult'; title: string; path: string; description: string }
  | { kind: 'table'; head: readonly [string, string]; rows: readonly (readonly [string, string])[] }
  /** Kept on one page, with boxes to tick; titled "Checklist" unless it says otherwise */
  | { kind: 'checklist'; title?: string; items: readonly string[] }
  | { kind: 'week'; label: string; days: string; focus: string; tasks: readonly string[]; outcome: string }
  /** The call to the free analysis; the PDF adds the link built from the site config */
  | { kind: 'analysisCta'; title: string; text: string }

type GuideChapter = {
  /** Anchor for the table of contents, e.g. "riset-kata-kunci" */
  id: string
  title: string
  /** One line under the title in the table of contents */
  summary: string
  blocks: readonly GuideBlock[]
}

export type PrintableChecklist = {
  title: string
  intro: string
  groups: readonly { title: string; items: readonly string[] }[]
  closing: string
}

/** Placeholder domain in the guide's examples: clearly not a real business. */
const exampleDomain = 'namadomain.co.id'

/** Chapter ids in reading order, so the text can point to "bab N" and stay right when chapters move. */
export const guideChapterOrder = [
  'cara-google-memilih',
  'riset-kata-kunci',
  'seo-on-page',
  'seo-teknis',
  'google-bisnisku',
  'konten',
  'backlink',
  'search-console',
  'contoh-bisnis-lokal',
  'contoh-toko-online',
  'rencana-30-hari',
  'mengukur-hasil',
] as const

type ChapterId = (typeof guideChapterOrder)[number]
const chapterNumber = (id: ChapterId) => guideChapterOrder.indexOf(id) + 1
const bab = (id: ChapterId) => `bab ${chapterNumber(id)}`

const chapters: readonly (GuideChapter & { id: ChapterId })[] = [
  {
    id: 'cara-google-memilih',
    title: 'Cara Google Memilih Halaman Pertama',
    summary: 'Tiga hal yang dinilai Google dan tiga tempat bisnis Anda bisa muncul.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Setiap hari jutaan orang Indonesia mengetik kebutuhan mereka di Google: "jasa renovasi rumah Bekasi", "klinik gigi dekat saya", "supplier kemasan makanan". Berbagai riset industri menunjukkan bahwa hasil-hasil teratas menyerap sebagian besar klik. Bisnis di halaman kedua praktis tidak terlihat.',
      },
      {
        kind: 'paragraph',
        text: 'Google menilai tiga hal besar. Pertama, relevansi: apakah halaman Anda benar-benar menjawab apa yang dicari. Kedua, kualitas dan kepercayaan: apakah kontennya ditulis oleh pihak yang paham, dan apakah situs lain merujuk ke Anda. Ketiga, pengalaman pengguna: apakah halaman cepat, aman, dan nyaman dibuka di ponsel.',
      },
      {
        kind: 'paragraph',
        text: 'SEO adalah pekerjaan merapikan ketiga hal itu secara konsisten. Tidak ada trik instan; yang ada adalah daftar pekerjaan yang jelas, dikerjakan berurutan, lalu diukur. Panduan ini menyusun daftar tersebut agar bisa Anda mulai hari ini.',
      },
      { kind: 'subheading', text: 'Tiga tempat bisnis Anda bisa muncul' },
      {
        kind: 'bullets',
        items: [
          'Iklan (bertanda "Bersponsor"): tampil selama Anda membayar per klik. Begitu anggaran berhenti, kunjungannya ikut berhenti.',
          'Peta (local pack): tiga bisnis di bawah peta untuk pencarian bernuansa lokal, seperti "dekat saya" atau nama kota. Yang paling menentukan di sini adalah profil Google Bisnis Anda.',
          'Hasil organik: daftar tautan di bawahnya. Tidak dibayar per klik, dibangun lewat SEO, dan bertahan lama selama website dirawat.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Panduan ini berfokus pada peta dan hasil organik. Keduanya butuh waktu untuk dibangun, tetapi setiap kunjungan yang datang tidak lagi Anda bayar per klik, dan posisi yang sudah diraih terus bekerja untuk bisnis Anda.',
      },
      { kind: 'subheading', text: 'Seberapa cepat hasilnya terlihat' },
      {
        kind: 'paragraph',
        text: `Untuk kata kunci lokal dengan persaingan wajar, pergerakan biasanya mulai terlihat dalam ${contentLibrary().figures.localSeoTypical}; pasar yang ketat umumnya butuh ${contentLibrary().figures.localSeoCompetitive}. Waspadai tawaran "halaman satu dalam seminggu": hasil secepat itu hampir selalu berasal dari cara yang melanggar pedoman Google dan berisiko membuat website Anda dihukum.`,
      },
      {
        kind: 'checklist',
        items: [
          'Tentukan 3-5 layanan atau produk yang paling menguntungkan untuk difokuskan lebih dulu.',
          'Catat siapa kompetitor yang saat ini muncul di halaman pertama untuk layanan tersebut.',
          'Pasang Google Search Console dan Google Analytics 4 agar hasil kerja bisa diukur.',
        ],
      },
    ],
  },
  {
    id: 'riset-kata-kunci',
    title: 'Riset Kata Kunci: Bicara dengan Bahasa Pelanggan',
    summary: 'Menemukan kata yang benar-benar diketik calon pembeli, lalu memetakannya ke halaman.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Kata kunci adalah kalimat yang benar-benar diketik calon pelanggan, bukan istilah internal perusahaan. Pemilik bisnis sering menulis "solusi pengemasan terintegrasi", padahal pembeli mencari "jual standing pouch murah".',
      },
      {
        kind: 'paragraph',
        text: 'Mulailah dari pertanyaan yang sering ditanyakan pelanggan lewat WhatsApp atau telepon. Ketik di Google dan perhatikan saran otomatis, bagian "Orang juga bertanya", dan penelusuran terkait di bawah halaman. Di situlah bahasa pelanggan Anda.',
      },
      {
        kind: 'paragraph',
        text: 'Kelompokkan kata kunci menurut niat. Kata kunci transaksional ("harga", "jasa", "jual", nama kota) cocok untuk halaman layanan. Kata kunci informasional ("cara", "apa itu", "tips") cocok untuk artikel yang kemudian mengarahkan pembaca ke layanan Anda.',
      },
      {
        kind: 'paragraph',
        text: 'Untuk bisnis lokal, gabungkan layanan dengan wilayah: "jasa SEO Bandung", "bengkel AC Tangerang Selatan". Persaingannya lebih rendah dan pencarinya lebih siap membeli.',
      },
      { kind: 'subheading', text: 'Riset dalam satu sore' },
      {
        kind: 'steps',
        items: [
          'Tulis semua pertanyaan yang sering masuk lewat WhatsApp, telepon dan e-mail, persis dengan kata-kata pelanggan.',
          'Ketik setiap pertanyaan di Google, sebaiknya di jendela penyamaran, lalu catat saran otomatis, "Orang juga bertanya" dan penelusuran terkait.',
          'Lihat siapa yang sudah ada di halaman pertama. Jika isinya marketplace besar dan portal berita nasional, kata kunci itu berat untuk pemula; jika isinya bisnis seukuran Anda, peluangnya terbuka.',
          'Untuk perkiraan volume pencarian, pakai Perencana Kata Kunci di akun Google Ads. Angkanya berupa kisaran, cukup untuk membandingkan mana yang lebih sering dicari.',
          'Kelompokkan kata kunci yang maksudnya sama. Satu kelompok menjadi satu halaman, dan setiap halaman punya satu kata kunci utama.',
        ],
      },
      {
        kind: 'table',
        head: ['Kelompok kata kunci (contoh pemasok kemasan)', 'Halaman tujuan'],
        rows: [
          ['jual standing pouch, harga standing pouch, standing pouch custom', 'Halaman produk standing pouch'],
          ['kemasan kopi kedap udara, kemasan kopi dengan valve', 'Halaman produk kemasan kopi'],
          ['cara memilih kemasan makanan yang tahan lama', 'Artikel yang menautkan ke kedua halaman produk'],
          ['supplier kemasan makanan Bekasi', 'Halaman kontak dan area pengiriman'],
        ],
      },
      {
        kind: 'checklist',
        items: [
          'Satu halaman, satu topik utama: jangan membuat dua halaman yang bersaing untuk kata kunci yang sama.',
          'Utamakan kata kunci dengan niat beli sebelum mengejar kata kunci bervolume besar.',
          'Simpan daftar kata kunci beserta halaman tujuannya dalam satu spreadsheet.',
        ],
      },
    ],
  },
  {
    id: 'seo-on-page',
    title: 'SEO On-Page: Rapikan Setiap Halaman',
    summary: 'Title, meta description, struktur judul dan isi halaman layanan yang mengundang kontak.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Title tag adalah judul biru yang muncul di hasil pencarian. Tulis 50-60 karakter, letakkan kata kunci utama di depan, dan beri alasan untuk mengklik, misalnya lokasi, manfaat, atau nama merek yang sudah dikenal.',
      },
      {
        kind: 'paragraph',
        text: 'Meta description tidak langsung menaikkan ranking, tetapi menentukan apakah orang mengklik. Tulis 150-160 karakter yang merangkum isi halaman dan diakhiri ajakan yang jelas. Beginilah keduanya tampil di Google:',
      },
      {
        kind: 'searchResult',
        title: 'Cuci AC Bekasi, Teknisi Datang ke Rumah | Sejuk Mandiri',
        path: 'cuci-ac',
        description:
          'Cuci AC, isi freon dan perbaikan AC rumah di seluruh Bekasi. Teknisi datang ke lokasi, harga jelas sebelum mulai kerja. Pesan jadwal lewat WhatsApp hari ini.',
      },
      {
        kind: 'paragraph',
        text: 'Gunakan satu judul H1 per halaman, lalu subjudul H2 dan H3 yang mengikuti urutan logis. Tulis paragraf pendek, sertakan contoh nyata, harga atau kisaran bila memungkinkan, dan jawab pertanyaan yang biasa diajukan pelanggan.',
      },
      { kind: 'subheading', text: 'Isi halaman layanan yang membuat orang menghubungi Anda' },
      {
        kind: 'bullets',
        items: [
          'Apa layanannya dan untuk siapa, dijelaskan di kalimat pertama.',
          'Area layanan: nama kota dan kecamatan yang benar-benar Anda layani.',
          'Kisaran harga atau faktor yang menentukan harga. Calon pelanggan yang sudah tahu kisarannya lebih siap menghubungi.',
          'Proses kerja singkat: apa yang terjadi setelah mereka menghubungi Anda.',
          'Bukti: foto hasil kerja sendiri, testimoni, sertifikat, atau nama klien yang boleh disebut.',
          'Jawaban atas beberapa pertanyaan yang paling sering ditanyakan.',
          'Tombol WhatsApp, telepon atau formulir yang terlihat tanpa perlu menggulir jauh di ponsel.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Tautkan halaman-halaman Anda satu sama lain dengan teks tautan yang deskriptif. Artikel tentang "cara memilih vendor kemasan" sebaiknya menautkan ke halaman produk kemasan Anda dengan kata yang relevan, bukan "klik di sini".',
      },
      {
        kind: 'checklist',
        items: [
          'Title 50-60 karakter dan meta description 150-160 karakter di setiap halaman penting.',
          'Satu H1, subjudul berurutan, gambar dengan teks alt yang menjelaskan isinya.',
          'URL pendek dan terbaca, misalnya /jasa-renovasi-dapur, bukan /page?id=123.',
          'Setiap halaman layanan punya ajakan bertindak yang jelas: WhatsApp, telepon, atau formulir.',
        ],
      },
    ],
  },
  {
    id: 'seo-teknis',
    title: 'SEO Teknis: Pondasi yang Tidak Terlihat',
    summary: 'Pengindeksan, kecepatan di ponsel, HTTPS, sitemap dan pemeriksaan cepat 15 menit.',
    blocks: [
      {
        kind: 'paragraph',
        text: `Konten terbaik pun tidak akan menang jika Google kesulitan membacanya. Periksa laporan Halaman di Search Console: halaman penting harus berstatus diindeks, bukan "Dirayapi, saat ini tidak diindeks". Cara membacanya ada di ${bab('search-console')}.`,
      },
      {
        kind: 'paragraph',
        text: 'Kecepatan sangat berpengaruh, terutama karena mayoritas pengunjung Indonesia membuka website dari ponsel dengan jaringan yang tidak selalu stabil. Halaman yang butuh lebih dari 3 detik untuk tampil akan ditinggalkan banyak pengunjung. Kompres gambar, gunakan format modern seperti WebP, dan kurangi plugin atau skrip pihak ketiga yang tidak perlu.',
      },
      {
        kind: 'paragraph',
        text: 'Pastikan website memakai HTTPS, punya sitemap.xml yang didaftarkan di Search Console, file robots.txt yang tidak memblokir halaman penting, dan tidak ada rantai redirect panjang atau tautan rusak (404) di menu.',
      },
      {
        kind: 'paragraph',
        text: 'Data terstruktur (schema) membantu Google memahami bisnis Anda: alamat, jam buka, harga, produk. Dengan data yang valid, halaman Anda layak tampil lebih kaya di hasil pencarian.',
      },
      { kind: 'subheading', text: 'Pemeriksaan cepat 15 menit' },
      {
        kind: 'steps',
        items: [
          `Ketik site:${exampleDomain} (ganti dengan domain Anda) di Google. Jumlah hasilnya hanya perkiraan, tetapi jika halaman layanan utama tidak muncul sama sekali, ada masalah pengindeksan.`,
          'Buka PageSpeed Insights (pagespeed.web.dev), masukkan alamat beranda dan satu halaman layanan, lalu lihat hasil untuk ponsel.',
          'Buka alamat domain Anda ditambah /robots.txt. Baris "Disallow: /" di bawah "User-agent: *" berarti seluruh website diblokir dari mesin pencari.',
          'Ketik alamat website tanpa www, dengan www, dan dengan http://. Semuanya harus berakhir di satu alamat https yang sama.',
          'Buka website di ponsel sendiri memakai data seluler, bukan Wi-Fi kantor, lalu klik setiap menu. Catat yang lambat, terpotong atau rusak.',
        ],
      },
      {
        kind: 'checklist',
        items: [
          'Uji halaman utama dengan PageSpeed Insights; targetkan LCP paling lama 2,5 detik di ponsel (ambang "Baik" dari Google).',
          'Daftarkan sitemap.xml dan periksa laporan Halaman setiap bulan.',
          'Perbaiki tautan rusak dan pastikan semua versi domain mengarah ke satu alamat HTTPS.',
        ],
      },
    ],
  },
  {
    id: 'google-bisnisku',
    title: 'Google Bisnisku: Menang di Peta',
    summary: 'Profil Google Bisnis yang lengkap, foto rutin, dan cara meminta ulasan tanpa canggung.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Untuk bisnis dengan lokasi fisik atau area layanan, profil Google Bisnis (Google Business Profile) sering mendatangkan lebih banyak telepon daripada website. Tiga bisnis teratas di peta, yang disebut local 3-pack, mendapat perhatian paling besar.',
      },
      {
        kind: 'paragraph',
        text: 'Verifikasi lokasi Anda, pilih kategori utama yang paling tepat, lalu lengkapi semua kolom: jam buka, nomor telepon, area layanan, produk dan layanan. Nama, alamat dan nomor telepon harus sama persis di website, media sosial dan direktori.',
      },
      {
        kind: 'paragraph',
        text: 'Unggah foto asli secara rutin: tampak depan, interior, tim, dan hasil kerja. Minta ulasan dari pelanggan yang puas, dan balas setiap ulasan, termasuk yang negatif, dengan sopan dan solutif.',
      },
      { kind: 'subheading', text: 'Meminta ulasan tanpa canggung' },
      {
        kind: 'paragraph',
        text: 'Waktu terbaik meminta ulasan adalah sesaat setelah pelanggan merasa puas: pekerjaan selesai, barang diterima, atau masalahnya teratasi. Salin tautan ulasan dari profil Google Bisnis Anda, lalu kirim lewat WhatsApp dengan pesan pendek yang personal.',
      },
      {
        kind: 'example',
        title: 'Contoh pesan WhatsApp',
        paragraphs: [
          '"Terima kasih sudah mempercayakan servis AC-nya kepada kami, Bu Rina. Kalau berkenan, boleh bantu tulis ulasan singkat di Google lewat tautan ini: [tautan ulasan]. Ulasan dari pelanggan sangat membantu usaha kecil seperti kami."',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Jangan membeli ulasan, menulis ulasan untuk bisnis sendiri, atau memberi hadiah sebagai imbalan ulasan. Kebijakan Google melarang semua itu, dan ulasan palsu dapat dihapus atau membuat profil Anda dibatasi.',
      },
      {
        kind: 'checklist',
        items: [
          'Profil terverifikasi dengan kategori utama yang tepat dan jam buka yang selalu diperbarui.',
          'Minimal satu foto baru dan satu postingan setiap minggu.',
          'Sistem sederhana untuk meminta ulasan setelah transaksi, dan semua ulasan dibalas.',
        ],
      },
    ],
  },
  {
    id: 'konten',
    title: 'Konten yang Mendatangkan Pelanggan',
    summary: 'Artikel yang menjawab pertanyaan nyata, kalender yang konsisten, dan kerangka yang menjual.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Konten yang baik menjawab pertanyaan nyata secara lebih lengkap dan lebih jujur daripada kompetitor. Artikel "Berapa biaya membuat kitchen set di Jakarta?" yang memuat kisaran harga, faktor penentu dan contoh proyek akan jauh lebih berguna daripada artikel umum tentang dapur.',
      },
      {
        kind: 'paragraph',
        text: 'Buat kalender konten sederhana: dua hingga empat artikel per bulan yang konsisten lebih baik daripada sepuluh artikel sekaligus lalu berhenti. Perbarui artikel lama yang mulai turun posisinya; sering kali ini lebih cepat memberi hasil daripada menulis artikel baru.',
      },
      {
        kind: 'paragraph',
        text: 'Tunjukkan keahlian: sebutkan siapa penulisnya, sertakan foto proyek sendiri, data dari pengalaman Anda, dan studi kasus pelanggan. Google semakin menghargai konten yang memperlihatkan pengalaman langsung.',
      },
      { kind: 'subheading', text: 'Kerangka artikel yang menjual' },
      {
        kind: 'steps',
        items: [
          'Judul yang memakai kata-kata pencari, misalnya "Berapa Biaya Kitchen Set di Jakarta?"',
          'Jawaban singkat di paragraf pertama, agar pembaca yang terburu-buru langsung mendapat intinya.',
          'Uraian faktor, contoh, kisaran harga, dan foto dari pekerjaan Anda sendiri.',
          'Tanya-jawab untuk pertanyaan lanjutan yang muncul di bagian "Orang juga bertanya".',
          'Penutup yang mengarahkan ke halaman layanan dan tombol kontak.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Alat bantu tulis berbasis AI boleh dipakai untuk menyusun kerangka atau mencari ide, tetapi isi akhirnya harus memuat pengalaman, angka dan foto yang hanya dimiliki bisnis Anda. Itulah yang membedakan artikel Anda dari ribuan artikel serupa.',
      },
      {
        kind: 'checklist',
        items: [
          'Setiap artikel menjawab satu pertanyaan utama dan menautkan ke halaman layanan terkait.',
          'Tinjau artikel yang trafiknya turun setiap tiga bulan dan perbarui isinya.',
          'Tampilkan bukti: foto asli, testimoni, angka hasil kerja.',
        ],
      },
    ],
  },
  {
    id: 'backlink',
    title: 'Backlink: Reputasi di Mata Google',
    summary: 'Tautan dari situs lain yang sehat, sumbernya untuk bisnis kecil, dan yang harus dihindari.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Backlink adalah tautan dari situs lain ke situs Anda. Google membacanya sebagai rekomendasi. Satu tautan dari media berita atau asosiasi industri yang relevan jauh lebih bernilai daripada ratusan tautan dari situs spam.',
      },
      {
        kind: 'paragraph',
        text: 'Sumber backlink yang sehat untuk bisnis Indonesia antara lain liputan media lokal, direktori bisnis resmi, asosiasi industri, mitra dan pemasok, artikel tamu di blog yang relevan, serta konten yang layak dikutip seperti riset atau panduan.',
      },
      {
        kind: 'paragraph',
        text: 'Hindari membeli paket ribuan backlink murah atau jaringan blog pribadi (PBN). Hasilnya mungkin terlihat sebentar, tetapi risikonya penalti yang bisa menghapus website Anda dari hasil pencarian.',
      },
      { kind: 'subheading', text: 'Ide backlink yang realistis untuk bisnis kecil' },
      {
        kind: 'bullets',
        items: [
          'Pemasok dan mitra: banyak yang memajang daftar reseller atau klien di websitenya. Minta dicantumkan beserta tautan.',
          'Asosiasi, komunitas dan kamar dagang tempat Anda menjadi anggota.',
          'Sponsor kegiatan lokal, seperti bazar, turnamen atau acara kampus, yang biasanya mencantumkan sponsornya di website.',
          'Narasumber: tawarkan diri kepada media lokal dan blog industri untuk berkomentar tentang topik yang Anda kuasai.',
          'Konten yang layak dikutip: daftar harga yang rutin diperbarui, panduan, atau data sederhana dari pengalaman Anda sendiri.',
        ],
      },
      {
        kind: 'checklist',
        items: [
          'Daftarkan bisnis di direktori resmi dan asosiasi industri yang relevan.',
          'Jalin hubungan dengan media lokal: tawarkan data, cerita, atau komentar ahli.',
          'Periksa laporan Link di Search Console dan waspadai tautan dari situs yang mencurigakan.',
        ],
      },
    ],
  },
  {
    id: 'search-console',
    title: 'Membaca Google Search Console',
    summary: 'Laporan Performa, Halaman, Data Web Inti dan Peningkatan: apa artinya, apa tindakannya.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Google Search Console adalah alat gratis dari Google yang memperlihatkan website Anda dari sudut pandang Google: kata kunci apa yang memunculkannya, halaman mana yang diindeks, dan masalah apa yang ditemukan. Saat memasangnya, pilih properti Domain yang diverifikasi lewat DNS, agar semua versi alamat (dengan dan tanpa www, http dan https) tercakup dalam satu laporan.',
      },
      {
        kind: 'paragraph',
        text: 'Anda tidak perlu membuka semua menu. Empat laporan di bawah ini cukup untuk memantau kesehatan SEO setiap bulan. Nama menu ditulis sesuai tampilan bahasa Indonesia, dengan nama bahasa Inggrisnya dalam kurung.',
      },
      { kind: 'subheading', text: 'Performa (Performance): apa yang dicari orang' },
      {
        kind: 'table',
        head: ['Angka', 'Artinya'],
        rows: [
          ['Total klik', 'Berapa kali orang mengklik website Anda dari hasil pencarian Google.'],
          [
            'Total tayangan',
            'Berapa kali website Anda tampil di hasil pencarian yang dilihat orang, meski tidak diklik.',
          ],
          [
            'CTR rata-rata',
            'Persentase tayangan yang berujung klik. CTR rendah di posisi bagus biasanya berarti title dan deskripsinya kurang menarik.',
          ],
          [
            'Posisi rata-rata',
            'Rata-rata peringkat teratas website Anda. Semakin kecil angkanya, semakin tinggi posisinya.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Klik keempat kotak angka itu agar grafiknya tampil bersamaan, lalu pakai tab di bawah grafik: Kueri (kata kunci), Halaman, Negara dan Perangkat. Untuk menilai tren, pakai pilihan tanggal "Bandingkan" dan bandingkan tiga bulan terakhir dengan tiga bulan sebelumnya; perbandingan bulan ke bulan mudah menyesatkan karena musim dan hari libur.',
      },
      {
        kind: 'example',
        title: 'Cara membaca satu baris kueri',
        paragraphs: [
          'Misalkan kueri "cuci ac bekasi" mendapat 2.000 tayangan dan 30 klik di posisi rata-rata 9 (angka rekaan untuk ilustrasi). Artinya Google sudah menganggap halaman Anda relevan, tetapi posisinya di ujung halaman pertama, sehingga jarang diklik.',
          'Kueri seperti ini adalah peluang tercepat: perkaya isi halamannya, perbaiki title dan deskripsinya, dan tambahkan tautan dari halaman lain di website Anda. Naik beberapa posisi ke bagian atas halaman pertama biasanya menambah klik secara nyata.',
        ],
      },
      { kind: 'subheading', text: 'Halaman (Pages): apa yang sudah diindeks' },
      {
        kind: 'paragraph',
        text: 'Laporan ini ada di menu Pengindeksan. Grafiknya membagi URL menjadi "Diindeks" dan "Tidak diindeks". Tidak semua URL harus diindeks; yang penting adalah halaman layanan, produk, kategori dan artikel Anda masuk kelompok diindeks. Di bawah grafik, Google menuliskan alasan untuk setiap URL yang tidak diindeks.',
      },
      {
        kind: 'table',
        head: ['Alasan yang tertulis', 'Yang perlu dilakukan'],
        rows: [
          [
            'Halaman dengan pengalihan; halaman alternatif dengan tag kanonis yang tepat',
            'Biasanya normal. Pastikan saja tidak ada halaman penting di daftar ini.',
          ],
          [
            'Tidak ditemukan (404)',
            'Wajar untuk halaman yang memang dihapus. Jika masih ditautkan dari menu atau punya backlink, alihkan (redirect 301) ke halaman pengganti.',
          ],
          [
            'Dikecualikan oleh tag "noindex"',
            'Periksa apakah ada halaman penting di sini. Tag noindex sering tertinggal setelah website pindah dari versi uji coba.',
          ],
          [
            'Dirayapi, saat ini tidak diindeks',
            'Google sudah membaca halamannya tetapi belum menilainya layak. Perkaya isinya, gabungkan halaman yang tipis, dan tambahkan tautan internal.',
          ],
          [
            'Ditemukan, saat ini tidak diindeks',
            'Google tahu halaman itu ada tetapi belum merayapinya. Tautkan dari halaman yang sering dikunjungi dan pastikan ada di sitemap.',
          ],
          [
            'Duplikat, Google memilih kanonis yang berbeda',
            'Ada dua halaman atau lebih yang isinya mirip. Gabungkan, atau tandai satu versi utama dengan tag kanonis.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Setelah memperbaiki sebuah halaman, tempelkan alamatnya di kolom Inspeksi URL (URL Inspection) di bagian atas Search Console, lalu klik "Minta pengindeksan" agar Google merayapinya lebih cepat.',
      },
      { kind: 'subheading', text: 'Data Web Inti (Core Web Vitals): seberapa nyaman halaman dibuka' },
      {
        kind: 'paragraph',
        text: 'Laporan di menu Pengalaman ini memakai data dari pengguna Chrome sungguhan, terpisah untuk ponsel dan desktop. Setiap kelompok URL dinilai Baik, Perlu peningkatan, atau Buruk berdasarkan tiga ukuran. Ambang "Baik" di bawah ini adalah yang dipublikasikan Google:',
      },
      {
        kind: 'bullets',
        items: [
          'LCP (Largest Contentful Paint): waktu sampai konten terbesar, biasanya gambar utama atau judul, tampil di layar. Baik jika paling lama 2,5 detik.',
          'INP (Interaction to Next Paint): seberapa cepat halaman merespons ketukan atau klik. Baik jika paling lama 200 milidetik.',
          'CLS (Cumulative Layout Shift): seberapa banyak tampilan bergeser saat dimuat, misalnya tombol yang melompat karena banner muncul belakangan. Baik jika paling tinggi 0,1.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Website yang pengunjungnya masih sedikit sering hanya mendapat keterangan bahwa datanya belum cukup. Itu bukan masalah; ujilah halaman utamanya di PageSpeed Insights. Setelah perbaikan selesai, klik "Validasi perbaikan" di laporan ini. Karena datanya dikumpulkan dari pengunjung selama beberapa minggu, statusnya juga baru berubah setelah beberapa minggu.',
      },
      { kind: 'subheading', text: 'Peningkatan (Enhancements): data terstruktur' },
      {
        kind: 'paragraph',
        text: 'Bagian ini hanya muncul jika website Anda memakai data terstruktur, misalnya Breadcrumb, Produk, Ulasan atau FAQ. Setiap laporan membagi item menjadi valid dan tidak valid. Item tidak valid (error) tidak bisa tampil sebagai hasil kaya di Google dan harus diperbaiki; peringatan hanya berarti ada kolom tambahan yang belum diisi.',
      },
      {
        kind: 'paragraph',
        text: 'Untuk menguji satu halaman sebelum atau sesudah perbaikan, gunakan Rich Results Test dari Google. Perlu diingat, data terstruktur yang valid membuat halaman layak tampil lebih kaya, tetapi tidak menjamin Google menampilkannya. Mulai Agustus 2023, misalnya, Google hanya menampilkan FAQ di hasil pencarian untuk sebagian kecil situs pemerintah dan kesehatan yang tepercaya.',
      },
      {
        kind: 'checklist',
        title: 'Rutinitas bulanan di Search Console',
        items: [
          'Performa: bandingkan tiga bulan terakhir dengan periode sebelumnya; catat kueri dan halaman yang naik atau turun.',
          'Halaman: pastikan semua halaman penting berstatus diindeks.',
          'Data Web Inti: catat URL berstatus Buruk dan serahkan ke pengelola website.',
          'Peningkatan: perbaiki item tidak valid, lalu klik Validasi perbaikan.',
        ],
      },
    ],
  },
  {
    id: 'contoh-bisnis-lokal',
    title: 'Contoh Kasus: Jasa Servis AC di Bekasi',
    summary: 'Semua langkah diterapkan pada satu usaha jasa lokal, dari kata kunci sampai ulasan.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Agar langkah-langkah di bab sebelumnya lebih mudah dibayangkan, bab ini menerapkannya pada bisnis rekaan: Sejuk Mandiri, jasa cuci dan servis AC rumahan di Bekasi dengan empat teknisi. Nama dan detailnya hanya ilustrasi, tetapi masalahnya umum dialami usaha jasa lokal.',
      },
      { kind: 'subheading', text: 'Kondisi awal' },
      {
        kind: 'paragraph',
        text: 'Website Sejuk Mandiri dibuat beberapa tahun lalu: beranda, satu halaman "Layanan" yang memuat semua jasa sekaligus, dan halaman kontak. Profil Google Bisnis belum diklaim. Hampir semua pesanan datang dari pelanggan lama dan rekomendasi, sehingga jadwal teknisi sering kosong di hari kerja.',
      },
      { kind: 'subheading', text: 'Langkah 1: kata kunci dari percakapan WhatsApp' },
      {
        kind: 'paragraph',
        text: 'Pemiliknya membaca ulang percakapan WhatsApp sebulan terakhir. Pertanyaan yang paling sering muncul: berapa biaya cuci AC, apakah teknisi bisa datang hari ini, kenapa AC tidak dingin, dan apakah melayani daerah seperti Jatiasih atau Bekasi Timur. Dari situ lahir peta kata kunci berikut.',
      },
      {
        kind: 'table',
        head: ['Kata kunci', 'Halaman'],
        rows: [
          ['service ac bekasi, tukang ac bekasi', 'Beranda, dengan layanan dan area yang jelas'],
          ['cuci ac bekasi, harga cuci ac', 'Halaman baru: cuci AC'],
          ['isi freon ac bekasi', 'Halaman baru: isi freon'],
          ['bongkar pasang ac bekasi', 'Halaman baru: bongkar pasang AC'],
          ['ac tidak dingin, ac menetes air', 'Artikel yang menautkan ke halaman servis'],
        ],
      },
      { kind: 'subheading', text: 'Langkah 2: satu layanan, satu halaman' },
      {
        kind: 'paragraph',
        text: `Halaman "Layanan" yang lama dipecah menjadi satu halaman per jasa. Setiap halaman menjelaskan apa yang dikerjakan, berapa lama, kisaran harga per unit, area yang dilayani, foto teknisi di lokasi, dan tombol WhatsApp di bagian atas. Title dan meta description ditulis ulang seperti contoh di ${bab('seo-on-page')}.`,
      },
      {
        kind: 'paragraph',
        text: 'Yang sengaja tidak dilakukan: membuat puluhan halaman "service AC [nama kecamatan]" yang isinya sama dan hanya berganti nama tempat. Pedoman Google menggolongkan halaman seperti itu sebagai spam. Halaman per wilayah baru dibuat jika isinya benar-benar berbeda, misalnya jadwal kunjungan atau proyek di kawasan tersebut.',
      },
      { kind: 'subheading', text: 'Langkah 3: Google Bisnisku dan ulasan' },
      {
        kind: 'paragraph',
        text: 'Profil Google Bisnis diklaim dengan kategori utama layanan perbaikan AC. Karena teknisi datang ke rumah pelanggan, profil diatur sebagai bisnis area layanan: alamat rumah pemilik disembunyikan dan area diisi dengan kecamatan yang benar-benar dilayani. Setiap minggu diunggah foto pekerjaan, dan setiap pelanggan yang puas menerima pesan WhatsApp berisi tautan ulasan.',
      },
      { kind: 'subheading', text: 'Langkah 4: mengukur' },
      {
        kind: 'paragraph',
        text: 'Setiap bulan pemilik memeriksa tiga hal: kueri yang mengandung "bekasi" di laporan Performa Search Console; jumlah panggilan, permintaan rute dan klik ke website di statistik Google Bisnis; serta jawaban pelanggan baru atas pertanyaan "tahu kami dari mana?" di buku pesanan. Angka terakhir itulah yang menentukan apakah usahanya berhasil.',
      },
      {
        kind: 'checklist',
        title: 'Yang bisa Anda tiru',
        items: [
          'Baca ulang percakapan pelanggan sebulan terakhir untuk menemukan kata kunci.',
          'Pecah halaman layanan gabungan menjadi satu halaman per layanan.',
          'Atur profil Google Bisnis sesuai cara Anda melayani: alamat toko atau area layanan.',
          'Tanyakan "tahu kami dari mana?" kepada setiap pelanggan baru.',
        ],
      },
    ],
  },
  {
    id: 'contoh-toko-online',
    title: 'Contoh Kasus: Toko Online Kopi',
    summary: 'Kategori, halaman produk, URL filter dan data terstruktur untuk toko online.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Contoh kedua adalah Kebun Kopi Nusa, toko online rekaan yang menjual biji dan bubuk kopi dari berbagai daerah di Indonesia. Penjualannya kebanyakan lewat marketplace; website sendiri sudah punya keranjang belanja, tetapi hampir tidak ada pengunjung dari Google.',
      },
      { kind: 'subheading', text: 'Kondisi awal' },
      {
        kind: 'bullets',
        items: [
          'Deskripsi produk disalin dari pemasok dan dari marketplace, sama persis dengan puluhan toko lain.',
          'Setiap ukuran kemasan dan jenis gilingan punya halaman sendiri, sehingga satu kopi muncul di beberapa URL yang hampir identik.',
          'Halaman kategori hanya berisi deretan foto produk tanpa teks.',
          'Filter dan urutan (harga, terlaris) menghasilkan ribuan alamat URL baru yang ikut dirayapi Google.',
        ],
      },
      { kind: 'subheading', text: 'Langkah 1: kategori sebagai halaman utama' },
      {
        kind: 'paragraph',
        text: 'Pembeli jarang mencari nama produk yang belum mereka kenal. Mereka mencari "kopi arabika gayo", "biji kopi toraja" atau "kopi untuk v60". Karena itu halaman kategori dijadikan halaman utama untuk kata kunci seperti ini: pengantar singkat di atas daftar produk, lalu di bawahnya penjelasan karakter rasa, cara memilih tingkat sangrai, dan jawaban atas pertanyaan umum pembeli.',
      },
      { kind: 'subheading', text: 'Langkah 2: satu produk, satu halaman' },
      {
        kind: 'paragraph',
        text: 'Ukuran kemasan dan jenis gilingan dijadikan pilihan varian di satu halaman produk. Deskripsi ditulis ulang dari pengalaman sendiri: asal kebun, proses pascapanen, catatan rasa, saran seduh, dan foto yang diambil sendiri. Title mengikuti pola yang sama di semua produk:',
      },
      {
        kind: 'searchResult',
        title: 'Kopi Arabika Gayo 250 g, Biji atau Bubuk | Kebun Kopi Nusa',
        path: 'kopi-arabika-gayo',
        description:
          'Arabika Gayo sangrai medium dengan catatan rasa cokelat dan buah. Pilih biji atau bubuk untuk V60, tubruk atau espresso. Dikirim ke seluruh Indonesia.',
      },
      { kind: 'subheading', text: 'Langkah 3: merapikan URL yang tidak perlu' },
      {
        kind: 'paragraph',
        text: 'Halaman hasil filter dan pengurutan diberi tag kanonis ke halaman kategorinya, sehingga Google fokus pada halaman yang memang ingin dimunculkan. Produk yang stoknya habis sementara tetap dipertahankan dengan keterangan "stok habis" dan tombol pemberitahuan. Produk yang dihentikan selamanya dialihkan (redirect 301) ke produk atau kategori terdekat, bukan dibiarkan menjadi halaman 404.',
      },
      { kind: 'subheading', text: 'Langkah 4: data terstruktur produk' },
      {
        kind: 'paragraph',
        text: 'Setiap halaman produk diberi data terstruktur Product berisi nama, gambar, harga, mata uang, ketersediaan stok dan rating ulasan. Hasilnya dipantau di bagian Peningkatan Search Console, pada laporan cuplikan produk dan listingan penjual. Toko online juga dapat mendaftarkan produknya di Google Merchant Center agar bisa tampil gratis di tab Belanja Google.',
      },
      { kind: 'subheading', text: 'Langkah 5: artikel yang mengarah ke kategori' },
      {
        kind: 'paragraph',
        text: 'Artikel seperti "Beda Arabika dan Robusta" atau "Cara Menyeduh Kopi V60 untuk Pemula" menjawab pertanyaan calon pembeli yang belum siap membeli hari ini, dan setiap artikel menautkan ke kategori serta produk yang relevan. Di Search Console, pemilik memantau laporan Performa dengan filter halaman kategori dan produk; di Google Analytics 4, ia membandingkan pendapatan dari kunjungan organik bulan demi bulan.',
      },
      {
        kind: 'paragraph',
        text: 'Marketplace tetap penting untuk penjualan harian. Namun website sendiri adalah aset yang tidak tunduk pada perubahan aturan, biaya dan algoritma platform lain, dan pelanggan yang datang lewat Google bisa dihubungi lagi tanpa perantara.',
      },
      {
        kind: 'checklist',
        title: 'Yang bisa Anda tiru',
        items: [
          'Jadikan halaman kategori halaman utama untuk kata kunci umum, lengkap dengan teks yang membantu memilih.',
          'Tulis deskripsi produk sendiri; jangan menyalin dari pemasok atau marketplace.',
          'Varian dalam satu halaman produk; URL filter dan urutan diberi kanonis ke kategorinya.',
          'Data terstruktur Product di setiap halaman produk, dipantau di laporan Peningkatan.',
        ],
      },
    ],
  },
  {
    id: 'rencana-30-hari',
    title: 'Rencana Aksi 30 Hari',
    summary: 'Seluruh panduan menjadi pekerjaan empat minggu, lengkap dengan hasil tiap minggu.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Rencana ini merangkum seluruh panduan menjadi pekerjaan empat minggu. Urutannya sengaja dimulai dari pengukuran: tanpa data awal, Anda tidak akan tahu apakah perubahan berikutnya membawa hasil. Jika waktu Anda terbatas, kerjakan minggu demi minggu meski lebih lambat; yang penting urutannya tidak dilompati.',
      },
      {
        kind: 'week',
        label: 'Minggu 1',
        days: 'Hari 1-7',
        focus: 'Pasang alat ukur dan catat titik awal',
        tasks: [
          'Pasang Google Search Console (properti Domain) dan Google Analytics 4.',
          'Daftarkan sitemap.xml dan periksa laporan Halaman.',
          'Catat angka awal: klik, tayangan dan posisi rata-rata tiga bulan terakhir, serta jumlah prospek per bulan.',
          'Klaim atau periksa profil Google Bisnis.',
          'Tentukan 3-5 layanan atau produk prioritas dan catat kompetitor di halaman pertama.',
        ],
        outcome: 'Satu lembar data awal dan daftar prioritas.',
      },
      {
        kind: 'week',
        label: 'Minggu 2',
        days: 'Hari 8-14',
        focus: 'Riset kata kunci dan peta halaman',
        tasks: [
          'Kumpulkan pertanyaan pelanggan dari WhatsApp, telepon dan e-mail.',
          `Riset kata kunci untuk setiap layanan prioritas dengan langkah di ${bab('riset-kata-kunci')}.`,
          'Buat peta kata kunci: satu kelompok, satu halaman.',
          'Tandai halaman yang perlu dibuat, digabung atau ditulis ulang.',
        ],
        outcome: 'Spreadsheet kata kunci beserta halaman tujuannya.',
      },
      {
        kind: 'week',
        label: 'Minggu 3',
        days: 'Hari 15-21',
        focus: 'Perbaikan halaman dan teknis',
        tasks: [
          'Tulis ulang title dan meta description halaman prioritas.',
          'Rapikan H1, subjudul, teks alt dan tombol kontak di setiap halaman prioritas.',
          'Kompres gambar besar dan uji ulang dengan PageSpeed Insights.',
          'Perbaiki tautan rusak dan pastikan hanya ada satu versi alamat HTTPS.',
          'Minta pengindeksan ulang halaman yang diperbarui lewat Inspeksi URL.',
        ],
        outcome: 'Halaman prioritas rapi dan sudah diminta diindeks ulang.',
      },
      {
        kind: 'week',
        label: 'Minggu 4',
        days: 'Hari 22-30',
        focus: 'Konten, Google Bisnisku dan reputasi',
        tasks: [
          'Terbitkan satu atau dua artikel yang menjawab pertanyaan pelanggan dan menautkan ke halaman layanan.',
          'Lengkapi profil Google Bisnis, unggah foto baru dan buat satu postingan.',
          'Kirim permintaan ulasan ke pelanggan yang puas bulan ini.',
          'Daftarkan bisnis di direktori resmi dan asosiasi yang relevan.',
          'Hari ke-30: bandingkan dengan data awal dan susun rencana bulan berikutnya.',
        ],
        outcome: 'Laporan bulan pertama dan rencana bulan kedua.',
      },
      {
        kind: 'paragraph',
        text: 'Jangan berkecil hati jika angka di hari ke-30 belum banyak berubah. Google butuh waktu untuk merayapi ulang dan menilai perubahan Anda; bulan pertama adalah tentang membangun pondasi yang benar. Ulangi siklus minggu ketiga dan keempat setiap bulan, dan kembali ke riset kata kunci setiap kuartal.',
      },
    ],
  },
  {
    id: 'mengukur-hasil',
    title: 'Mengukur Hasil dan Langkah Berikutnya',
    summary: 'Tiga angka yang dipantau setiap bulan, dan kapan sebaiknya meminta bantuan.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'SEO yang baik selalu terukur. Pantau tiga angka setiap bulan: posisi kata kunci utama, jumlah klik organik dari Search Console, dan jumlah prospek yang datang dari pencarian (formulir, WhatsApp, telepon). Angka terakhir inilah yang paling penting bagi bisnis.',
      },
      {
        kind: 'paragraph',
        text: 'Agar prospek dari Google bisa dihitung, tandai pengiriman formulir, klik WhatsApp dan klik telepon sebagai konversi di Google Analytics 4, dan biasakan menanyakan sumber kepada setiap penelepon. Catat ketiganya di satu spreadsheet sederhana, satu baris per bulan.',
      },
      {
        kind: 'paragraph',
        text: 'Nilai hasilnya per kuartal, bukan per minggu. Posisi yang naik turun beberapa peringkat dari hari ke hari itu normal; yang penting adalah arah grafiknya selama tiga bulan. Kata kunci lokal dengan persaingan rendah bisa bergerak lebih cepat, sedangkan pasar yang sangat kompetitif membutuhkan waktu lebih lama dan konsistensi.',
      },
      { kind: 'subheading', text: 'Kapan sebaiknya meminta bantuan' },
      {
        kind: 'bullets',
        items: [
          'Traffic organik turun tajam dan Anda tidak menemukan penyebabnya di Search Console.',
          'Website akan dipindah ke domain, platform atau desain baru. Perpindahan tanpa rencana pengalihan adalah penyebab umum hilangnya ranking.',
          'Kompetitor sudah berinvestasi serius di SEO, sementara tim Anda tidak punya waktu menjalankan rencana bulanan.',
        ],
      },
      {
        kind: 'checklist',
        items: [
          'Buat laporan bulanan sederhana: posisi, klik organik, dan jumlah prospek.',
          'Tetapkan target per kuartal, bukan per minggu: SEO adalah investasi jangka menengah.',
          'Minta analisis SEO gratis untuk mendapatkan daftar prioritas khusus untuk website Anda.',
        ],
      },
      {
        kind: 'analysisCta',
        title: 'Analisis SEO gratis untuk website Anda',
        text: `Ingin tahu posisi website Anda sekarang dan apa yang perlu diperbaiki lebih dulu? Tim kami memeriksa kondisi teknis, peluang kata kunci dan perbandingan dengan kompetitor, lalu mengirim temuan beserta daftar prioritasnya dalam ${figures.analysisDelivery}. Gratis, senilai ${freeAuditValueLabel}, tanpa kewajiban berlangganan.`,
      },
    ],
  },
]

/** The free SEO guide offered in the footer, rendered to PDF at build time (src/pdf/seo-guide-document.tsx). */
export const seoGuide = {
  eyebrow: 'Panduan Gratis',
  title: 'Panduan SEO Praktis untuk Pemilik Bisnis Indonesia',
  shortTitle: 'Panduan SEO Praktis',
  lead: 'Langkah demi langkah membawa website Anda ke halaman pertama Google: riset kata kunci, on-page, teknis, Google Bisnisku, konten, backlink dan membaca Search Console, dengan dua contoh kasus dan rencana aksi 30 hari.',
  subject: 'Panduan praktis SEO untuk pemilik bisnis Indonesia',
  keywords: [
    'panduan SEO',
    'SEO untuk bisnis',
    'SEO lokal',
    'riset kata kunci',
    'Google Search Console',
    'Google Bisnisku',
    'rencana SEO 30 hari',
    'checklist SEO',
  ],
  howToUse: [
    `Panduan ini untuk pemilik bisnis dan tim kecil yang ingin mengerjakan SEO sendiri, atau sekadar memahami pekerjaan agensinya. Bab 1-${chapterNumber('backlink')} membahas dasar-dasarnya, ${bab('search-console')} cara membaca Google Search Console, ${bab('contoh-bisnis-lokal')} dan ${chapterNumber('contoh-toko-online')} dua contoh penerapan, dan ${bab('rencana-30-hari')} rencana kerja 30 hari. Checklist di halaman berikutnya merangkum semuanya: cetak, tempel, lalu centang.`,
  ],
  chapters,
  printableChecklist: {
    title: 'Checklist SEO Satu Halaman',
    intro:
      'Seluruh panduan ini dalam satu halaman. Cetak, tempel di dekat meja kerja, lalu centang setiap butir yang sudah selesai. Penjelasan tiap butir ada di bab-bab berikutnya; ulangi pemeriksaannya setiap bulan.',
    groups: [
      {
        title: 'Pengukuran',
        items: [
          'Search Console terpasang, sitemap terdaftar',
          'Formulir, WhatsApp dan telepon tercatat sebagai konversi di GA4',
          'Data awal (klik, tayangan, prospek) sudah dicatat',
        ],
      },
      {
        title: 'Kata kunci',
        items: [
          'Daftar kata kunci beserta halaman tujuannya',
          'Satu halaman, satu topik utama',
          'Kata kunci berniat beli diprioritaskan',
        ],
      },
      {
        title: 'On-page',
        items: [
          'Title 50-60 karakter di setiap halaman penting',
          'Meta description 150-160 karakter',
          'Satu H1 dan subjudul berurutan',
          'Teks alt yang menjelaskan setiap gambar',
          'Tombol WhatsApp, telepon atau formulir terlihat di ponsel',
        ],
      },
      {
        title: 'Teknis',
        items: [
          'Satu alamat HTTPS untuk semua versi domain',
          'LCP di ponsel paling lama 2,5 detik',
          'Halaman penting berstatus diindeks',
          'Tidak ada tautan rusak di menu',
        ],
      },
      {
        title: 'Google Bisnisku',
        items: [
          'Profil terverifikasi, kategori utama tepat',
          'Nama, alamat dan telepon sama di semua tempat',
          'Foto dan postingan baru setiap minggu',
          'Semua ulasan dibalas',
        ],
      },
      {
        title: 'Konten dan backlink',
        items: [
          'Artikel menjawab pertanyaan nyata pelanggan',
          'Artikel lama yang turun diperbarui',
          'Terdaftar di direktori resmi dan asosiasi',
          'Tidak membeli paket backlink murah',
        ],
      },
      {
        title: 'Setiap bulan',
        items: [
          'Laporan posisi, klik organik dan jumlah prospek',
          'Periksa laporan Halaman dan Data Web Inti',
          'Perbaiki item tidak valid di laporan Peningkatan',
        ],
      },
    ],
    closing: 'Butuh daftar prioritas khusus untuk website Anda? Minta analisis SEO gratis:',
  } satisfies PrintableChecklist,
  exampleDomain,
} as const
