import type { ReactNode } from 'react'
import { leadStatusLabels } from '@/content/admin'
import { formatPhoneLocal } from '@/content/format'
import type { LeadDetail } from '@/lib/admin/lead-workflow'
import type { LeadRow } from '@/lib/db/types'
import { describeLeadForInbox, rowToLead, type InboxField } from '@/lib/leads'
import { formatWib } from '@/lib/server/wib'
import { cn } from '@/lib/cn'

/** Building blocks of the lead page. Every value from the visitor is rendered as React text, never as HTML. */

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function FieldList({ fields }: { fields: readonly InboxField[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {fields.map((field) => (
        <div key={field.key} className="contents">
          <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
          <dd
            className={cn(
              'min-w-0 [overflow-wrap:anywhere] text-ink-900',
              field.multiline && 'whitespace-pre-wrap',
              !field.value && 'text-ink-500',
            )}
          >
            {field.value || '-'}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** What the lead says, in the three groups of its one description (lib/leads/lead-fields.ts), option labels included. */
export function LeadData({ lead }: { lead: LeadRow }) {
  const fields = describeLeadForInbox(rowToLead(lead), formatPhoneLocal)
  return (
    <>
      <Section id="data" title="Data dari pengunjung">
        <FieldList fields={fields.visitor} />
      </Section>
      <Section id="asal" title="Asal kunjungan dan kampanye">
        <FieldList fields={fields.origin} />
      </Section>
      <Section id="persetujuan" title="Persetujuan dan catatan teknis">
        <FieldList fields={fields.record} />
      </Section>
    </>
  )
}

const buttonBase = 'inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold'

export function StatusForm({ leadId, current }: { leadId: string; current: string }) {
  return (
    <form method="post" action={`/api/admin/leads/${leadId}/status`} className="flex flex-wrap gap-2">
      {Object.entries(leadStatusLabels).map(([value, label]) => (
        <button
          key={value}
          type="submit"
          name="status"
          value={value}
          aria-pressed={value === current}
          className={cn(
            buttonBase,
            value === current
              ? 'bg-brand-700 text-white'
              : 'bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50',
          )}
        >
          {label}
        </button>
      ))}
    </form>
  )
}

export function HistoryList({ history }: { history: LeadDetail['history'] }) {
  if (history.length === 0) return <p className="text-sm text-ink-600">Status belum pernah diubah.</p>
  return (
    <ol className="space-y-2 text-sm">
      {history.map((entry) => (
        <li key={entry.id} className="text-ink-800">
          <time dateTime={entry.at} className="font-semibold">
            {formatWib(entry.at)}
          </time>
          : {leadStatusLabels[entry.from]} → {leadStatusLabels[entry.to]}{' '}
          <span className="text-ink-600">oleh {entry.userEmail ?? 'perintah baris (server)'}</span>
        </li>
      ))}
    </ol>
  )
}

export function NotesList({ notes }: { notes: LeadDetail['notes'] }) {
  if (notes.length === 0) return <p className="text-sm text-ink-600">Belum ada catatan.</p>
  return (
    <ol className="space-y-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-xl bg-ink-50 p-3">
          <p className="text-xs text-ink-600">
            {note.userEmail ?? '-'} · <time dateTime={note.at}>{formatWib(note.at)}</time>
          </p>
          <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap text-ink-900">{note.body}</p>
        </li>
      ))}
    </ol>
  )
}

export function NoteForm({ leadId }: { leadId: string }) {
  return (
    <form method="post" action={`/api/admin/leads/${leadId}/notes`} className="mt-4 space-y-2">
      <label htmlFor="note-body" className="block text-sm font-semibold text-ink-800">
        Catatan baru
      </label>
      <textarea
        id="note-body"
        name="body"
        required
        maxLength={5000}
        rows={3}
        placeholder="Misalnya: sudah ditelepon, minta penawaran untuk 10 kata kunci."
        className="block w-full rounded-xl border border-ink-300 bg-white px-3 py-2 text-base focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/25"
      />
      <p className="text-xs text-ink-600">Catatan tidak bisa diubah atau dihapus setelah disimpan.</p>
      <button type="submit" className={cn(buttonBase, 'bg-brand-700 text-white hover:bg-brand-800')}>
        Simpan catatan
      </button>
    </form>
  )
}

const channelLabels: Record<string, string> = { email: 'E-mail', webhook: 'Webhook' }
const outboxStatusLabels: Record<string, string> = {
  pending: 'Menunggu dikirim',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
}

export function NotificationList({ leadId, rows }: { leadId: string; rows: LeadDetail['notifications'] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-ink-600">Tidak ada notifikasi untuk lead ini (spam, atau kanal belum diatur).</p>
  }
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-ink-50 p-3">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink-900">
              {channelLabels[row.channel] ?? row.channel}: {outboxStatusLabels[row.status] ?? row.status}
            </p>
            <p className="text-ink-600">
              {row.attempts} percobaan
              {row.sent_at ? ` · terkirim ${formatWib(row.sent_at)}` : ''}
            </p>
            {row.last_error ? <p className="[overflow-wrap:anywhere] text-red-800">{row.last_error}</p> : null}
          </div>
          {row.status !== 'sending' ? (
            <form method="post" action={`/api/admin/leads/${leadId}/notifications/${row.id}/resend`}>
              <button
                type="submit"
                className={cn(buttonBase, 'bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50')}
              >
                Kirim ulang
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
