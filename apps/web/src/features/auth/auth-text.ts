/**
 * Every Indonesian text of the sign-in screens in one place (docs/conventions.md: one typed catalogue per feature).
 * Spec strings are verbatim; the rest explains the deliberate deviations (no stored password, emailed
 * confirmation for a new password) in plain words for members in their late fifties.
 */
export const AUTH_TEXT = {
  brand: {
    body: 'Reuni, acara dan kabar teman seangkatan, semuanya di satu tempat.',
    points: [
      'Ikuti acara dan reuni angkatan',
      'Temukan kembali teman lama',
      'Kabar terbaru langsung di ponsel Anda',
    ],
  },
  login: {
    docTitle: 'Masuk Akun',
    title: 'Masuk Akun',
    lead: 'Selamat datang kembali! Masuk untuk mendaftar acara dan menyapa teman seangkatan.',
    identifier: 'Email atau Username',
    identifierHint: 'Contoh: budi86 atau budi@email.com',
    password: 'Password',
    submit: 'Masuk',
    forgot: 'Lupa password?',
    noAccount: 'Belum punya akun?',
    register: 'Daftar',
    successTitle: 'Berhasil Masuk',
    successMessage: 'Selamat datang kembali.',
  },
  register: {
    docTitle: 'Daftar Akun',
    title: 'Daftar Akun',
    steps: ['Akun', 'Data Diri', 'Selesai'],
    stepsLabel: 'Langkah pendaftaran',
    stepOf: (n: number, total: number) => `Langkah ${n} dari ${total}`,
    account: {
      title: 'Buat Akun',
      lead: 'Isi data berikut untuk membuat akun anggota.',
      username: 'Username',
      usernameHint: 'Huruf, angka, titik atau garis bawah. Contoh: budi.santoso86',
      name: 'Nama Lengkap',
      email: 'Email',
      emailHint: 'Dipakai untuk masuk dan untuk mengatur ulang password.',
      password: 'Password',
      passwordHint: 'Minimal 8 karakter.',
      repassword: 'Konfirmasi Password',
      submit: 'Daftar',
      haveAccount: 'Sudah punya akun?',
      login: 'Masuk',
    },
    profile: {
      title: 'Data Diri',
      lead: 'Boleh diisi sekarang atau nanti dari halaman profil. Semua kolom tidak wajib.',
      nickname: 'Nama Panggilan',
      phoneNumber: 'No. Telepon/WA',
      phoneHint: 'Contoh: 0812-3456-7890',
      address: 'Alamat',
      highSchool: 'Asal SMA',
      occupation: 'Pekerjaan',
      save: 'Simpan',
      skip: 'Lewati',
      savedTitle: 'Berhasil',
      savedMessage: 'Anda berhasil mengubah data pengguna',
      failedTitle: 'Terdapat kesalahan',
      failedMessage: 'Mengubah data pengguna gagal, silakan masukkan data dengan benar dan coba lagi.',
    },
    done: {
      title: 'Pendaftaran Berhasil',
      body: (name: string) =>
        `Selamat bergabung, ${name}! Akun Anda sudah aktif. Silakan masuk dengan username atau email dan password yang baru Anda buat.`,
      login: 'Masuk Sekarang',
    },
  },
  forgot: {
    docTitle: 'Lupa Password',
    title: 'Lupa Password',
    lead: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru.',
    email: 'Email',
    submit: 'Kirim Tautan',
    back: 'Kembali ke halaman Masuk',
    sentTitle: 'Cek Email Anda',
    sentBody: ['Jika', 'terdaftar, kami telah mengirim email berisi tautan ke alamat tersebut.'],
    sentSteps: [
      'Buka email dari panitia komunitas (periksa juga folder Spam).',
      'Klik tautan di dalam email tersebut.',
      'Ketik password baru Anda di halaman yang terbuka, lalu tekan "Simpan Password".',
    ],
    sentNoticeTitle: 'Password Anda belum berubah.',
    sentNotice:
      'Password baru Anda buat sendiri di halaman dari tautan tersebut. Sampai saat itu, password lama Anda tetap berlaku.',
    sentValidity:
      'Tautan berlaku 1 jam dan hanya bisa dipakai satu kali. Tautan yang dikirim sebelumnya tidak berlaku lagi.',
    retry: 'Tidak menerima email? Kirim ulang',
    /** When the site cannot send e-mail (docs/decisions/022): no "we sent", but who can help. */
    noMail: {
      title: 'Minta Bantuan Panitia',
      body: [
        'Situs ini belum dapat mengirim e-mail, jadi tidak ada email yang dikirim ke',
        '. Password Anda belum berubah.',
      ],
      ask: 'Minta panitia mengirimkan tautan untuk membuat password baru lewat WhatsApp. Tautan itu berlaku 24 jam dan hanya bisa dipakai satu kali.',
      contact: (phone: string) => `Hubungi Panitia via WhatsApp (+${phone})`,
      noContact:
        'Hubungi panitia angkatan Anda (misalnya di grup WhatsApp angkatan) dan sebutkan username atau email Anda.',
      message: (email: string, community: string) =>
        `Halo Panitia ${community}, saya lupa password akun saya (${email}). Mohon kirimkan tautan untuk membuat password baru. Terima kasih.`,
    },
  },
  /** 'Tautan Gabung' and the registration modes (docs/decisions/022). */
  join: {
    docTitle: 'Gabung',
    title: (community: string) => `Gabung ${community}`,
    lead: 'Isi data Anda untuk bergabung. Jika nama Anda sudah ada di daftar angkatan, kami akan menawarkan untuk memakai data itu.',
    leadApproval: 'Setelah mendaftar, panitia akan memeriksa dan menyetujui pendaftaran Anda.',
    phone: 'Nomor WhatsApp',
    phoneHint: 'Contoh: 0812-3456-7890. Dipakai panitia untuk menghubungi Anda.',
    submit: 'Daftar',
    checking: 'Memeriksa tautan…',
    invalidTitle: 'Tautan Tidak Berlaku',
    claim: {
      title: 'Apakah ini Anda?',
      body: (name: string) =>
        `Data atas nama ${name} sudah ada di daftar angkatan dan belum aktif. Jika itu Anda, pakai data tersebut: panitia akan mengonfirmasi, lalu Anda masuk dengan username dan password yang baru Anda isi.`,
      yes: 'Ya, ini saya',
      no: 'Bukan, daftar sebagai anggota baru',
    },
    waiting: {
      title: 'Menunggu persetujuan',
      body: 'Pendaftaran Anda sudah kami terima dan menunggu persetujuan panitia.',
      claimBody:
        'Permintaan Anda memakai data dari daftar angkatan sudah kami terima dan menunggu konfirmasi panitia.',
      next: 'Setelah disetujui, Anda dapat masuk dengan username atau email dan password yang baru Anda isi.',
      home: 'Ke Beranda',
    },
    done: {
      title: 'Pendaftaran Berhasil',
      body: (name: string) => `Selamat bergabung, ${name}! Akun Anda sudah aktif.`,
      login: 'Masuk Sekarang',
    },
  },
  /** The password pair shared by 'Atur Password Baru' and 'Ganti Password'. */
  passwordPair: {
    password: 'Password Baru',
    passwordHint: 'Minimal 8 karakter.',
    repassword: 'Konfirmasi Password Baru',
    currentPassword: 'Password Saat Ini',
  },
  confirm: {
    docTitle: 'Atur Password Baru',
    title: 'Atur Password Baru',
    lead: 'Ketik password baru untuk akun Anda. Setelah disimpan, password lama tidak berlaku lagi.',
    submit: 'Simpan Password',
    successTitle: 'Password berhasil diubah',
    successBody:
      'Password baru Anda sudah aktif. Demi keamanan, semua perangkat yang masih masuk dengan password lama telah dikeluarkan. Silakan masuk kembali.',
    login: 'Masuk Sekarang',
    failedTitle: 'Tautan tidak dapat dipakai',
    failedHint: 'Tautan hanya berlaku 1 jam dan hanya bisa dipakai satu kali. Silakan minta tautan baru.',
    requestNew: 'Minta Tautan Baru',
  },
  change: {
    docTitle: 'Ganti Password',
    title: 'Ganti Password',
    lead: 'Anda masuk dengan password sementara dari pengurus. Buat password baru milik Anda sendiri sebelum melanjutkan.',
    currentHint: 'Password sementara yang Anda terima dari pengurus.',
    submit: 'Simpan Password',
    logout: 'Keluar Akun',
    successTitle: 'Berhasil',
    successMessage: 'Berhasil mengubah kata sandi',
  },
  /** 'Aktifkan Akun' (/activate?token=…), opened from an invitation (docs/decisions/014). */
  activate: {
    docTitle: 'Aktifkan Akun',
    title: 'Aktifkan Akun',
    checking: 'Memeriksa tautan aktivasi…',
    lead: (name: string, username: string) =>
      `Halo ${name}! Buat password untuk akun @${username}. Setelah disimpan, Anda langsung masuk.`,
    submit: 'Aktifkan Akun',
    successTitle: 'Akun aktif',
    failedTitle: 'Tautan aktivasi tidak dapat dipakai',
    failedHint:
      'Tautan aktivasi berlaku 7 hari dan hanya bisa dipakai satu kali. Jika akun Anda belum aktif, minta undangan baru kepada panitia, atau atur password lewat "Lupa Password" dengan email Anda.',
    login: 'Masuk',
    forgot: 'Lupa Password',
  },
} as const;
