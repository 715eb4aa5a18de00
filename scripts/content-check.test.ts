import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { bundledEntry } from '@/lib/testing/node-bundle'

/**
 * `npm run content:check` as a marketer runs it, on a copy of content/ (CONTENT_ROOT): a broken entry is refused
 * naming its file and field, and a page an edit makes fail the site's own SEO audit gets the audit's finding.
 */
const run = promisify(execFile)
const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type CityFile = { seo: { title: string; description: string } }

function contentCopy(edit: (bandung: CityFile) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
  copies.push(root)
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true })
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'))
  const file = path.join(root, 'content/cities/bandung.yaml')
  const data = parse(readFileSync(file, 'utf8')) as CityFile
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

async function contentCheck(root: string) {
  try {
    // The command's code bundled once (src/lib/testing/node-bundle.ts) instead of compiled by tsx at each call.
    const { stdout, stderr } = await run(process.execPath, [bundledEntry('scripts/content-check.ts'), '--all'], {
      env: { ...process.env, CONTENT_ROOT: root },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

describe('npm run content:check', () => {
  it('refuses a 300-character description, naming the file and the field', async () => {
    const root = contentCopy((city) => {
      city.seo.description = `${'Jasa SEO Bandung untuk UMKM, kuliner, fashion dan startup. '.repeat(6).slice(0, 298)}!`
      expect(city.seo.description).toHaveLength(299)
      city.seo.description += '!'
    })
    const { code, output } = await contentCheck(root)
    expect(code).toBe(1)
    expect(output).toContain(
      'content/cities/bandung.yaml: seo.description (Deskripsi untuk Google): 300 karakter, maksimal 160',
    )
  }, 60_000)

  it('gives a 90-character title the audit own finding, for the page it is on', async () => {
    const root = contentCopy((city) => {
      city.seo.title = 'Jasa SEO Bandung: Tim Lokal Kota Kembang yang Mengerti Pasar dan Siap Datang ke Usaha Anda'
    })
    const { code, output } = await contentCheck(root)
    expect(code).toBe(1)
    expect(output).toContain(
      'content/cities/bandung.yaml (/jasa-seo-bandung): title: Judul terlalu panjang (90 karakter), sehingga akan terpotong di hasil pencarian.',
    )
  }, 60_000)
})
