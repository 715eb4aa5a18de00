import { TextField } from '@/components/forms/form-controls'
import { twoFactorCopy } from '@/content/admin-two-factor'
import type { PendingSetup } from '@/lib/admin/two-factor'
import { QrCode } from './qr-code'

/** Sections of the 2FA setup page (/admin/keamanan). Plain forms posting to /api/admin/keamanan/*: no JavaScript. */

const copy = twoFactorCopy.setup
const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6'
const primary =
  'inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:w-auto'
const secondary =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl px-5 font-semibold text-red-800 ring-1 ring-red-200 transition-colors hover:bg-red-50 sm:w-auto'

function Card({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function SetupNotice({ tone, text }: { tone: 'ok' | 'error' | 'warning'; text: string }) {
  const styles = {
    ok: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    error: 'bg-red-50 font-medium text-red-800 ring-red-200',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  }
  return (
    <p role={tone === 'ok' ? 'status' : 'alert'} className={`rounded-xl px-4 py-3 text-sm ring-1 ${styles[tone]}`}>
      {text}
    </p>
  )
}

function PasswordForm({
  id,
  action,
  label,
  className,
}: {
  id: string
  action: string
  label: string
  className: string
}) {
  return (
    <form method="post" action={action} className="mt-4 space-y-4">
      <TextField
        id={id}
        name="password"
        label={copy.passwordLabel}
        type="password"
        autoComplete="current-password"
        maxLength={256}
        required
      />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}

export function SetupStart() {
  return (
    <Card id="mulai-2fa" title={copy.offTitle}>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
        {copy.offSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <PasswordForm id="sandi-aktifkan" action="/api/admin/keamanan/aktifkan" label={copy.start} className={primary} />
    </Card>
  )
}

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) =>
  secret
    .replace(/=+$/, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? secret

export function SetupPending({ pending }: { pending: PendingSetup }) {
  return (
    <div className="space-y-5">
      <Card id="pindai" title={copy.scanTitle}>
        <p className="mt-1 text-sm text-ink-600">{copy.scanText}</p>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
          <QrCode
            value={pending.uri}
            label={copy.qrLabel}
            className="mx-auto size-56 shrink-0 rounded-xl ring-1 ring-ink-200 sm:mx-0"
          />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink-800">{copy.manualTitle}</p>
            <p
              className="mt-2 rounded-xl bg-ink-50 px-3 py-2.5 font-mono text-base tracking-wide break-all text-ink-900 ring-1 ring-ink-200"
              data-testid="totp-secret"
            >
              {grouped(pending.secret)}
            </p>
            <p className="mt-2 text-xs text-ink-600">{copy.manualDetails}</p>
          </div>
        </div>
      </Card>
      <Card id="kode-cadangan" title={copy.backupTitle}>
        <p className="mt-1 text-sm text-ink-600">{copy.backupText}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="backup-codes">
          {pending.backupCodes.map((code) => (
            <li key={code} className="rounded-lg bg-ink-50 px-2 py-1.5 text-center ring-1 ring-ink-200">
              {code}
            </li>
          ))}
        </ul>
      </Card>
      <Card id="konfirmasi-kode" title={copy.confirmTitle}>
        <form method="post" action="/api/admin/keamanan/konfirmasi" className="mt-4 space-y-4 sm:max-w-xs">
          <TextField
            id="kode-2fa"
            name="code"
            label={copy.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={copy.codeHint}
            maxLength={9}
            required
          />
          <button type="submit" className={primary}>
            {copy.confirm}
          </button>
        </form>
      </Card>
      <details className={card}>
        <summary className="cursor-pointer font-semibold text-ink-800">{copy.cancelTitle}</summary>
        <PasswordForm
          id="sandi-batalkan"
          action="/api/admin/keamanan/nonaktifkan"
          label={copy.cancel}
          className={secondary}
        />
      </details>
    </div>
  )
}

export function SetupEnabled({ backupCodesLeft, required }: { backupCodesLeft: number; required: boolean }) {
  return (
    <div className="space-y-5">
      <Card
        id="status-2fa"
        title={
          <>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 text-emerald-700" fill="currentColor">
              <path d="M10 1.5 3 4.3v5.1c0 4.2 2.9 7.9 7 9.1 4.1-1.2 7-4.9 7-9.1V4.3L10 1.5zm-1.1 11.9L5.6 10l1.3-1.3 2 2 4.3-4.3 1.3 1.3-5.6 5.7z" />
            </svg>
            {copy.onTitle}
          </>
        }
      >
        <p className="mt-1 text-sm text-ink-600">{copy.onText(backupCodesLeft)}</p>
        {backupCodesLeft <= 3 ? <p className="mt-2 text-sm font-medium text-amber-800">{copy.lowBackup}</p> : null}
      </Card>
      <Card id="matikan-2fa" title={copy.offFormTitle}>
        <p className="mt-1 text-sm text-ink-600">{copy.offFormText}</p>
        {required ? <p className="mt-1 text-sm font-medium text-amber-800">{copy.offRequired}</p> : null}
        <PasswordForm
          id="sandi-matikan"
          action="/api/admin/keamanan/nonaktifkan"
          label={copy.disable}
          className={secondary}
        />
      </Card>
    </div>
  )
}
