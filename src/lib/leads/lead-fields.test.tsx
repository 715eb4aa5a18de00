import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeadList } from '@/components/admin/lead-list'
import { LeadData } from '@/components/admin/lead-sections'
import { analysisFormConfig, consultationFormConfig, contactFormConfig } from '@/components/forms/form-config'
import { runLeadsCli } from '@/cli/leads-command'
import { exportLeads } from '@/lib/admin/lead-export'
import { listLeadPage } from '@/lib/admin/lead-list'
import { getLeadDetail } from '@/lib/admin/lead-workflow'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { renderLeadEmail } from './notify/email'
import { buildWebhookEvent } from './notify/webhook'
import type { LeadRecord } from './records'
import { getLead } from './repository'
import { FIELD_LABELS, LEAD_KINDS, type Option } from './schema'
import { submitLead } from './submit-lead'
import {
  TEST_SECRET,
  analysisPayload,
  consultationPayload,
  contactPayload,
  tempDir,
  testConfig,
} from './testing/fixtures'

/*
 * Issue 33, one description of a lead: every option of every lead form, sent through submitLead, shows the same
 * label (the one the form offers) in the staff inbox (lead page and list), the e-mail, the webhook body and both
 * CSV exports (the inbox's download and `npm run leads -- export`). The options come from the forms' own field
 * configuration, so a new option or select field is walked without touching this test.
 */

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document']
type Element = DefaultTreeAdapterMap['element']

const forms = [
  {
    config: analysisFormConfig({ permalink: '/analisis-gratis', restartHref: '/analisis-gratis' }),
    base: analysisPayload,
  },
  { config: contactFormConfig({ permalink: '/kontak' }), base: contactPayload },
  { config: consultationFormConfig({ permalink: '/' }), base: consultationPayload },
]

type Case = { kind: string; field: keyof typeof FIELD_LABELS; option: Option; email: string; id?: string }

const cases: Case[] = forms.flatMap(({ config }) =>
  config.fields.flatMap((field) =>
    field.control === 'select' || field.control === 'checkboxes'
      ? field.options.map((option, index) => ({
          kind: config.kind,
          field: field.name as keyof typeof FIELD_LABELS,
          option,
          email: `opsi-${config.kind}-${field.name}-${index}@contoh-bisnis.co.id`.toLowerCase(),
        }))
      : [],
  ),
)

const dir = tempDir('lead-fields-')
const file = path.join(dir, 'leads.db')
let database: AppDatabase
let previousUrl: string | undefined
const stored = new Map<string, LeadRecord>()
let inboxCsv: string[][]
let commandCsv: string[][]
let listHtml: string

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF), without the BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === ',') {
      endCell()
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endCell()
      rows.push(row)
      row = []
      i++
    } else {
      cell += char
    }
  }
  if (cell || row.length > 0) {
    endCell()
    rows.push(row)
  }
  return rows
}

function csvCell(rows: string[][], id: string, header: string): string | undefined {
  const [headers, ...body] = rows
  const row = body.find((cells) => cells[headers!.indexOf('ID')] === id)
  return row?.[headers!.indexOf(header)]
}

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : []
  return children.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : elements(child)))
}

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value
  return 'childNodes' in node ? node.childNodes.map(text).join('') : ''
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value

/** What the staff reads next to a label: the <dd> after its <dt> in one section of the lead page. */
function leadPageValue(html: string, sectionId: string, label: string): string | undefined {
  const section = elements(parse(html)).find((element) => attr(element, 'id') === sectionId)
  const terms = section
    ? elements(section).filter((element) => element.tagName === 'dt' || element.tagName === 'dd')
    : []
  const at = terms.findIndex((element) => element.tagName === 'dt' && text(element) === label)
  return at >= 0 ? text(terms[at + 1]!) : undefined
}

/** The e-mail's HTML table: the <td> beside the <th> that carries the label. */
function emailHtmlValue(html: string, label: string): string | undefined {
  const row = elements(parse(html)).find(
    (element) =>
      element.tagName === 'tr' && elements(element).some((cell) => cell.tagName === 'th' && text(cell) === label),
  )
  const cell = row && elements(row).find((element) => element.tagName === 'td')
  return cell && text(cell)
}

beforeAll(async () => {
  previousUrl = process.env.DATABASE_URL
  process.env.DATABASE_URL = `file:${file}`
  database = await openDatabase({ dialect: 'sqlite', file })
  const deps = { database, config: testConfig(), secret: TEST_SECRET }
  for (const [index, item] of cases.entries()) {
    const { config, base } = forms.find((form) => form.config.kind === item.kind)!
    const payload = {
      ...base,
      ...config.hidden,
      email: item.email,
      [item.field]: item.field === 'goals' ? [item.option.value] : item.option.value,
    }
    const result = await submitLead(
      payload,
      { transport: 'api', ip: `203.0.113.${index + 1}`, userAgent: 'vitest' },
      deps,
    )
    if (!result.ok) throw new Error(`${item.kind} ${item.field}=${item.option.value}: ${JSON.stringify(result)}`)
    item.id = result.id
    stored.set(result.id, (await getLead(database.db, result.id))!)
  }
  const staff = {
    id: 'staff-1',
    email: 'staf@puncak.test',
    name: 'Staf',
    role: 'admin' as const,
    twoFactorEnabled: true,
  }
  inboxCsv = parseCsv((await exportLeads(database, { spam: 'all' }, 'csv', { user: staff, ip: null })).body)
  let out = ''
  const code = await runLeadsCli(['export', '--include-spam'], { out: (chunk) => (out += chunk), err: () => {} })
  if (code !== 0) throw new Error(`leads export exited ${code}`)
  commandCsv = parseCsv(out)
  const page = await listLeadPage(database.db, 'sqlite', { spam: 'all' }, null, cases.length)
  listHtml = renderToStaticMarkup(<LeadList rows={page.rows} />)
})

afterAll(async () => {
  await database?.destroy()
  if (previousUrl === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = previousUrl
})

describe('one description of a lead', () => {
  it('walks a form for every lead kind, and options in each', () => {
    expect(forms.map((form) => form.config.kind).sort()).toEqual([...LEAD_KINDS].sort())
    for (const kind of LEAD_KINDS) expect(cases.some((item) => item.kind === kind)).toBe(true)
    for (const item of cases) expect(Object.keys(FIELD_LABELS)).toContain(item.field)
  })

  it.each(cases.map((item) => [`${item.kind} ${item.field} = ${item.option.value}`, item] as const))(
    '%s: the same label in the inbox, the e-mail, the webhook and the CSV',
    async (_name, item) => {
      const id = item.id!
      const lead = stored.get(id)!
      const label = FIELD_LABELS[item.field]
      const want = item.option.label

      // The inbox: the lead page as staff see it.
      const detail = await getLeadDetail(database, id)
      const page = renderToStaticMarkup(<LeadData lead={detail!.lead} />)
      expect(leadPageValue(page, 'data', label)).toBe(want)
      // The inbox list shows the business next to the name.
      if (item.field === 'business') {
        const row = elements(parse(listHtml)).find((element) => attr(element, 'href') === `/admin/leads/${id}`)
        expect(text(row!)).toContain(`${want} · `)
      }

      // The e-mail, plain text and HTML.
      const mail = renderLeadEmail(lead)
      expect(mail.text.split('\n')).toContain(`${label}: ${want}`)
      expect(emailHtmlValue(mail.html, label)).toBe(want)

      // The webhook body: the label in `fields`, the stored value still in `lead` (documented shape).
      const body = JSON.parse(JSON.stringify(buildWebhookEvent(lead, 'event-1')))
      expect(body.fields).toContainEqual({ key: item.field, label, value: want })
      expect(body.lead[item.field]).toEqual(item.field === 'goals' ? [item.option.value] : item.option.value)

      // Both CSV exports: the inbox's download and `npm run leads -- export`.
      expect(csvCell(inboxCsv, id, label)).toBe(want)
      expect(csvCell(commandCsv, id, label)).toBe(want)
    },
  )
})
