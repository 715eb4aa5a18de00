import { describe, expect, it } from 'vitest'
import { validateLead } from './lead-validation'

function formData(entries: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('validateLead (client-side check with the shared schema)', () => {
  it('uses the spec notice of each form when a required field is empty', async () => {
    const contact = await validateLead(
      'contact',
      formData([
        ['type', 'contact'],
        ['name', 'Rina'],
        ['email', 'rina@contoh.co.id'],
      ]),
    )
    expect(contact).toMatchObject({
      status: 'error',
      message: 'Nama, email, dan pesan wajib diisi',
      fieldErrors: { message: 'Pesan wajib diisi' },
    })

    const consultation = await validateLead(
      'konsultasi_gratis',
      formData([
        ['type', 'konsultasi_gratis'],
        ['name', 'Hendra'],
        ['email', 'h@contoh.co.id'],
        ['website', 'h.id'],
      ]),
    )
    expect(consultation).toMatchObject({
      message: 'Mohon lengkapi field yang wajib diisi (*)',
      fieldErrors: { phone: 'Nomor telepon wajib diisi' },
    })

    const analysis = await validateLead('analysis', formData([]))
    expect(Object.keys(analysis?.fieldErrors ?? {}).sort()).toEqual(['email', 'name', 'website'])
  })

  it('flags bad formats per field and accepts a complete form, ignoring the envelope fields', async () => {
    const invalid = await validateLead(
      'analysis',
      formData([
        ['name', 'Siti'],
        ['email', 'siti@'],
        ['website', 'bukan website'],
      ]),
    )
    expect(invalid?.message).toBe('Mohon periksa kembali isian yang ditandai.')
    expect(invalid?.fieldErrors).toEqual({
      email: 'Format email tidak valid, contoh: nama@perusahaan.com',
      website: 'Alamat website tidak valid, contoh: tokoanda.com',
    })
    const valid = await validateLead(
      'analysis',
      formData([
        ['name', 'Siti'],
        ['email', 'siti@contoh.co.id'],
        ['website', 'contoh.co.id'],
        ['goals', 'ranking'],
        ['goals', 'local'],
        ['fax', ''],
        ['consentVersion', 'x'],
      ]),
    )
    expect(valid).toBeNull()
  })
})
