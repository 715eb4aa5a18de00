/** Copy of the second factor: the setup page (/admin/keamanan) and the code step of the login. */

export const twoFactorCopy = {
  setup: {
    title: 'Keamanan akun',
    intro:
      'Verifikasi dua langkah (2FA) menjaga inbox tetap aman walau kata sandi Anda bocor: setiap kali masuk, Anda juga memasukkan kode 6 angka dari aplikasi autentikator di ponsel.',
    required:
      'Akun admin wajib memakai verifikasi dua langkah. Aktifkan sekarang; halaman inbox lain terbuka setelah 2FA aktif.',
    offTitle: 'Verifikasi dua langkah belum aktif',
    offSteps: [
      'Pasang aplikasi autentikator di ponsel, misalnya Google Authenticator, Microsoft Authenticator, Authy atau 1Password.',
      'Konfirmasi kata sandi Anda di bawah ini.',
      'Pindai kode QR yang muncul, simpan kode cadangan, lalu masukkan satu kode dari aplikasi.',
    ],
    passwordLabel: 'Kata sandi Anda',
    start: 'Lanjutkan',
    scanTitle: '1. Pindai kode QR',
    scanText: 'Buka aplikasi autentikator, pilih tambah akun, lalu pindai kode ini.',
    qrLabel: 'Kode QR untuk aplikasi autentikator',
    manualTitle: 'Tidak bisa memindai? Ketik kunci ini di aplikasi:',
    manualDetails: 'Jenis: berbasis waktu (TOTP) · 6 angka · berganti tiap 30 detik',
    backupTitle: '2. Simpan kode cadangan',
    backupText:
      'Tiap kode hanya berlaku satu kali, untuk masuk saat ponsel Anda tidak ada. Simpan di pengelola kata sandi atau cetak; jangan di ponsel yang sama. Kode ini tidak ditampilkan lagi setelah 2FA aktif.',
    confirmTitle: '3. Masukkan kode dari aplikasi',
    codeLabel: 'Kode 6 angka',
    codeHint: 'Kode yang sedang tampil di aplikasi untuk akun ini.',
    confirm: 'Aktifkan 2FA',
    cancelTitle: 'Batalkan pemasangan',
    cancel: 'Batalkan',
    onTitle: 'Verifikasi dua langkah aktif',
    onText: (left: number) =>
      `Setiap kali masuk, inbox meminta kode dari aplikasi autentikator. Tersisa ${left} kode cadangan yang belum terpakai.`,
    lowBackup: 'Kode cadangan tinggal sedikit. Matikan lalu pasang lagi 2FA untuk mendapat 10 kode baru.',
    offFormTitle: 'Matikan verifikasi dua langkah',
    offFormText:
      'Ganti ponsel? Matikan dulu, lalu pasang lagi dengan ponsel baru. Tanpa 2FA, akun hanya dilindungi kata sandi.',
    offRequired: 'Untuk akun admin, inbox tertutup lagi sampai 2FA dipasang ulang.',
    disable: 'Matikan 2FA',
    lostPhone:
      'Kehilangan ponsel dan kode cadangan? Minta admin server menjalankan npm run leads -- user reset-2fa EMAIL-ANDA.',
  },
  notices: {
    aktif: 'Verifikasi dua langkah aktif. Mulai sekarang, setiap masuk meminta kode dari aplikasi.',
    nonaktif: 'Verifikasi dua langkah dimatikan.',
  } as Record<string, string>,
  errors: {
    sandi: 'Kata sandi salah. Periksa lagi, lalu coba kembali.',
    kode: 'Kode salah atau sudah berganti. Masukkan 6 angka yang sedang tampil di aplikasi, lalu coba lagi.',
    ditahan: 'Terlalu banyak kata sandi salah. Demi keamanan, coba lagi dalam 15 menit.',
    gagal: 'Perubahan belum tersimpan. Muat ulang halaman ini lalu coba lagi.',
  } as Record<string, string>,
  code: {
    title: 'Masukkan kode verifikasi',
    intro: 'Kata sandi benar. Buka aplikasi autentikator di ponsel dan masukkan kode 6 angka untuk akun inbox Anda.',
    backupIntro:
      'Masukkan salah satu kode cadangan yang Anda simpan saat memasang 2FA. Tiap kode hanya berlaku sekali.',
    codeLabel: 'Kode verifikasi',
    backupLabel: 'Kode cadangan',
    backupHint: 'Bentuknya seperti ab12c-3de45.',
    submit: 'Verifikasi',
    useBackup: 'Ponsel tidak ada? Pakai kode cadangan',
    useApp: 'Pakai kode dari aplikasi',
    back: 'Kembali ke halaman masuk',
    invalid: 'Kode salah atau sudah berganti. Periksa kode yang sedang tampil di aplikasi, lalu coba lagi.',
    backupInvalid: 'Kode cadangan salah atau sudah pernah dipakai. Coba kode cadangan lain.',
  },
} as const
