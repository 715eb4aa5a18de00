/** Copy of the staff inbox's rank-tracker parts: the lead page's tracker section and the list filter. */
export const rankTrackerAdminCopy = {
  section: {
    title: 'Rank Tracker: posisi di Google',
    intro: (domain: string, location: string, device: string) =>
      `Posisi ${domain} di Google Indonesia untuk setiap kata kunci yang dilacak pengunjung (lokasi ${location}, perangkat ${device}), dicek otomatis sekali sehari.`,
    // Why there is no link: the tracker page's address is the visitor's secret, not the agency's.
    privateNote:
      'Halaman tracker milik pengunjung bersifat pribadi, jadi tidak ditautkan di sini. Angka di bawah sama dengan yang ia lihat.',
    gone: 'Tracker ini sudah dihentikan oleh pengunjung; riwayat posisinya ikut terhapus.',
    noKeywords: 'Pengunjung belum menyimpan kata kunci.',
    lastCheck: (when: string) => `Cek terakhir: ${when}.`,
    neverChecked: 'Belum ada hasil cek.',
    fellThisWeek: (count: number) =>
      `${count} kata kunci turun minggu ini: alasan yang tepat untuk menghubungi pengunjung.`,
    states: {
      off: 'Pelacakan belum aktif di server ini (SERP_PROVIDER belum diatur), jadi posisi tidak dicek.',
      unconfirmed: 'Pengunjung belum mengonfirmasi e-mailnya.',
      checking: 'Cek hari ini sedang berjalan.',
      retrying: 'Cek hari ini gagal di penyedia data dan akan dicoba lagi.',
      budget: 'Kuota permintaan harian habis; cek dilanjutkan besok.',
      'up-to-date': 'Semua kata kunci sudah dicek hari ini.',
    },
  },
  table: {
    caption: 'Posisi terakhir dan perubahannya per kata kunci',
    keyword: 'Kata kunci',
    position: 'Posisi terakhir',
    sincePrevious: 'Sejak cek sebelumnya',
    thisWeek: 'Minggu ini',
    best: 'Terbaik',
    url: 'Halaman yang muncul',
  },
  // Positions outside the top 100 and movements in words come from the rank tracker itself (NOT_IN_TOP_100,
  // describeMovement in @/lib/rank-tracker), as on the visitor's page, the PDF and the digest.
  position: {
    notChecked: 'Belum dicek',
  },
  /** The lead page's list of the day alerts the tracker sent (issue 42). */
  alerts: {
    title: 'Peringatan ranking yang terkirim',
    none: 'Belum ada peringatan: belum ada keyword yang masuk atau keluar dari 3 besar, 10 besar atau 3 besar Google Maps, atau bergeser 5 posisi atau lebih dalam sehari.',
    caption: 'Peringatan harian ke pengunjung, terbaru di atas',
    day: 'Tanggal',
    changes: 'Keyword yang berubah',
    visitor: 'E-mail ke pengunjung',
    agency: 'E-mail ke tim',
    states: {
      sent: (when: string) => `Terkirim ${when}`,
      pending: 'Dalam antrean',
      failed: 'Gagal dikirim',
      none: 'Tidak dikirim: pengunjung sudah berhenti berlangganan peringatan',
      agencyNone: '-',
    },
  },
  /** The dashboard's setting (admins only): mail the team when a lead's keyword leaves the top 10. */
  agencySetting: {
    title: 'Notifikasi rank tracker',
    description:
      'Kirim e-mail ke alamat notifikasi lead (LEADS_NOTIFY_TO) saat keyword milik lead rank tracker keluar dari 10 besar Google, dengan tautan ke lead di inbox. Itulah saat yang tepat untuk menghubungi pemiliknya.',
    on: 'Aktif: tim menerima e-mail saat keyword lead keluar dari 10 besar.',
    off: 'Nonaktif: hanya pengunjung yang menerima peringatan.',
    enable: 'Aktifkan notifikasi',
    disable: 'Matikan notifikasi',
    saved: { on: 'Notifikasi rank tracker diaktifkan.', off: 'Notifikasi rank tracker dimatikan.' },
  },
  filter: {
    label: 'Rank Tracker',
    all: 'Semua lead',
    fell: 'Posisi turun minggu ini',
  },
} as const
