import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { resetTwoFactor } from '@/lib/admin/two-factor'
import { addUser, disableUser, listUsers, setPassword, UserError } from '@/lib/admin/users'

export const USER_USAGE = `  user add EMAIL --role admin|staff|editor [--name NAMA]
                         Buat akun staf (kata sandi dibaca dari stdin, atau ditanyakan dua kali di terminal;
                         minimal 12 karakter, bukan kata sandi umum). staff: kotak masuk lead; editor: editor
                         konten situs (/keystatic), tanpa akses ke lead; admin: keduanya
  user list              Daftar akun staf
  user disable EMAIL     Nonaktifkan akun dan akhiri semua sesinya saat itu juga
  user password EMAIL    Ganti kata sandi (sesi lain akun itu berakhir)
  user reset-2fa EMAIL   Matikan verifikasi dua langkah akun yang kehilangan ponselnya; semua sesinya berakhir,
                         lalu ia masuk dengan kata sandi dan memasang 2FA lagi di /admin/keamanan`

export type PasswordReader = () => Promise<string>

/** Reads a new password: all of stdin when it is not a terminal, else typed twice without echo. */
export function stdinPasswordReader(
  stdin: NodeJS.ReadStream = process.stdin,
  stderr: NodeJS.WriteStream = process.stderr,
): PasswordReader {
  return async () => {
    if (!stdin.isTTY) {
      const chunks: Buffer[] = []
      for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer))
      return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? ''
    }
    const first = await promptHidden('Kata sandi baru: ', stdin, stderr)
    const second = await promptHidden('Ulangi kata sandi: ', stdin, stderr)
    if (first !== second) throw new UserError('Kedua kata sandi tidak sama.')
    return first
  }
}

function promptHidden(question: string, stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(question)
    let typed = ''
    stdin.setRawMode(true)
    stdin.resume()
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          done()
          stderr.write('\n')
          resolve(typed)
          return
        }
        if (char === '\u0003') {
          done()
          reject(new UserError('Dibatalkan.'))
          return
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    const done = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
    }
    stdin.on('data', onData)
  })
}

/** `npm run leads -- user …`; returns the exit code. */
export async function runUserCommand(
  database: AppDatabase,
  positionals: string[],
  options: { role?: string; name?: string },
  io: { out: (text: string) => void; err: (text: string) => void },
  readPassword: PasswordReader,
): Promise<number> {
  const [action, email] = positionals
  try {
    switch (action) {
      case 'add': {
        if (!email) throw new UserError('user add membutuhkan EMAIL')
        const created = await addUser(database, {
          email,
          role: options.role ?? '',
          name: options.name,
          password: await readPassword(),
        })
        io.out(`Akun ${created.email} (${created.role}) dibuat. Masuk di /admin/login.\n`)
        return 0
      }
      case 'list': {
        const users = await listUsers(database)
        if (users.length === 0)
          io.out('Belum ada akun staf. Buat dengan: npm run leads -- user add EMAIL --role admin\n')
        for (const user of users) {
          const flags = [user.disabled ? 'NONAKTIF' : 'aktif', user.twoFactor ? '2FA' : 'tanpa 2FA'].join(', ')
          io.out(`${user.email}\t${user.role}\t${flags}\tdibuat ${user.createdAt.slice(0, 10)}\n`)
        }
        return 0
      }
      case 'disable': {
        if (!email) throw new UserError('user disable membutuhkan EMAIL')
        await disableUser(database, email)
        io.out(`Akun ${email} dinonaktifkan; semua sesinya berakhir.\n`)
        return 0
      }
      case 'password': {
        if (!email) throw new UserError('user password membutuhkan EMAIL')
        await setPassword(database, email, await readPassword())
        io.out(`Kata sandi ${email} diganti; sesi lain akun ini berakhir.\n`)
        return 0
      }
      case 'reset-2fa': {
        if (!email) throw new UserError('user reset-2fa membutuhkan EMAIL')
        const had = await resetTwoFactor(database, email)
        io.out(
          had
            ? `Verifikasi dua langkah ${email} dimatikan; semua sesinya berakhir. Minta ia masuk lalu memasangnya lagi di /admin/keamanan.\n`
            : `Akun ${email} memang belum memakai verifikasi dua langkah; semua sesinya diakhiri.\n`,
        )
        return 0
      }
      default:
        throw new UserError(`Perintah user tidak dikenal: ${action ?? ''}\n\n${USER_USAGE}`)
    }
  } catch (error) {
    if (error instanceof UserError) {
      io.err(`${error.message}\n`)
      return 2
    }
    throw error
  }
}
