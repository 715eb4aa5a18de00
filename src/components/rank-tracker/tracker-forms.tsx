import { buttonClasses } from '@/components/ui/button-link'
import { trackerPageCopy, type KeywordLimits } from '@/content/rank-tracker'
import { rankPagePaths, type TrackerReport } from '@/lib/rank-tracker'

const copy = trackerPageCopy
const card = 'rounded-2xl p-5 ring-1 ring-ink-100 sm:p-6'

/** One of the page's boxes: a section named by its heading. */
function Card({
  id,
  titleId,
  title,
  children,
}: {
  id: string
  titleId: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * A mail the visitor may stop and start again (the alerts, the weekly digest): its state in words and one button
 * posting the other state under the field named like the card (`peringatan` / `ringkasan`: on or off).
 */
function MailSwitch({
  id,
  title,
  optedOut,
  words,
  action,
}: {
  id: 'peringatan' | 'ringkasan'
  title: string
  optedOut: boolean
  words: { on: string; off: string; enable: string; disable: string }
  action: string
}) {
  return (
    <Card id={id} titleId={`judul-${id}`} title={title}>
      <p className="mt-1 text-sm text-ink-600" data-testid={`${id}-state`}>
        {optedOut ? words.off : words.on}
      </p>
      <form method="post" action={action} className="mt-3">
        <input type="hidden" name={id} value={optedOut ? 'on' : 'off'} />
        <button type="submit" className={buttonClasses('outline')}>
          {optedOut ? words.enable : words.disable}
        </button>
      </form>
    </Card>
  )
}

/**
 * The page's forms: plain posts to the tracker's own addresses, answered with 303 back to the page, so they work
 * without JavaScript. The token in the address is the key; the handlers also refuse posts from other sites.
 */
export function TrackerForms({
  token,
  report,
  limits,
}: {
  token: string
  report: TrackerReport
  limits: KeywordLimits
}) {
  const keywords = report.keywords.map((keyword) => keyword.keyword).join('\n')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card id="ekspor" titleId="judul-ekspor" title={copy.exports.title}>
        <p className="mt-1 text-sm text-ink-600">{copy.exports.description}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {(['csv', 'json', 'pdf'] as const).map((format) => (
            <li key={format}>
              <a
                href={rankPagePaths.download(token, format)}
                download
                className={buttonClasses('outline', 'md', 'w-full justify-start')}
              >
                {copy.exports[format]}
              </a>
            </li>
          ))}
        </ul>
      </Card>

      <Card id="ubah-keyword" titleId="judul-ubah" title={copy.edit.title}>
        <form method="post" action={rankPagePaths.action(token, 'kata-kunci')} className="mt-3 space-y-3">
          <label htmlFor="keywords" className="block text-sm text-ink-700">
            {copy.edit.label(limits.max, limits.length)}
          </label>
          <textarea
            id="keywords"
            name="keywords"
            rows={Math.min(limits.max, Math.max(4, report.keywords.length + 1))}
            defaultValue={keywords}
            required
            aria-describedby="keywords-hint"
            className="w-full rounded-xl border border-ink-200 px-3 py-2"
          />
          <p id="keywords-hint" className="text-sm text-ink-600">
            {copy.edit.hint} {copy.edit.schedule}
          </p>
          <button type="submit" className={buttonClasses('secondary')}>
            {copy.edit.submit}
          </button>
        </form>
      </Card>

      <Card id="ubah-pesaing" titleId="judul-pesaing" title={copy.competitors.title}>
        <p className="mt-1 text-sm text-ink-600">{copy.competitors.description}</p>
        <form method="post" action={rankPagePaths.action(token, 'pesaing')} className="mt-3 space-y-3">
          <label htmlFor="competitors" className="block text-sm font-semibold text-ink-800">
            {copy.competitors.label(limits.competitors)}
          </label>
          <textarea
            id="competitors"
            name="competitors"
            rows={limits.competitors}
            defaultValue={report.tracker.competitors.join('\n')}
            aria-describedby="competitors-hint"
            autoCapitalize="none"
            spellCheck={false}
            className="w-full rounded-xl border border-ink-200 px-3 py-2"
          />
          <p id="competitors-hint" className="text-sm text-ink-600">
            {copy.competitors.hint}
          </p>
          <label htmlFor="businessName" className="block text-sm font-semibold text-ink-800">
            {copy.competitors.businessLabel}
          </label>
          <input
            id="businessName"
            name="businessName"
            type="text"
            maxLength={limits.businessName}
            defaultValue={report.tracker.businessName ?? ''}
            aria-describedby="businessName-hint"
            className="w-full rounded-xl border border-ink-200 px-3 py-2"
          />
          <p id="businessName-hint" className="text-sm text-ink-600">
            {copy.competitors.businessHint(limits.businessName)}
          </p>
          <button type="submit" className={buttonClasses('secondary')}>
            {copy.competitors.submit}
          </button>
        </form>
      </Card>

      <MailSwitch
        id="peringatan"
        title={copy.alerts.title}
        optedOut={report.tracker.alertsOptOut}
        words={copy.alerts}
        action={rankPagePaths.action(token, 'peringatan')}
      />

      <Card id="kirim-ulang" titleId="judul-kirim" title={copy.resend.title}>
        <p className="mt-1 text-sm text-ink-600">
          {copy.resend.description} ({copy.emailLabel} {report.tracker.emailMasked})
        </p>
        <form method="post" action={rankPagePaths.action(token, 'kirim-ulang')} className="mt-3">
          <button type="submit" className={buttonClasses('outline')}>
            {copy.resend.submit}
          </button>
        </form>
      </Card>

      <MailSwitch
        id="ringkasan"
        title={copy.digest.title}
        optedOut={report.tracker.digestOptOut}
        words={{ ...copy.digest, enable: copy.digest.resubscribe, disable: copy.digest.unsubscribe }}
        action={rankPagePaths.action(token, 'ringkasan')}
      />

      <section id="berhenti" aria-labelledby="judul-berhenti" className={`${card} ring-red-200 lg:col-span-2`}>
        <h2 id="judul-berhenti" className="text-xl font-bold text-red-800">
          {copy.stop.title}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{copy.stop.description}</p>
        <form method="post" action={rankPagePaths.action(token, 'hapus')} className="mt-3 space-y-3">
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="konfirmasi" value="hapus" required className="mt-1 size-4" />
            {copy.stop.confirm}
          </label>
          <button
            type="submit"
            className={buttonClasses(
              'outline',
              'md',
              'border-red-300 text-red-800 hover:border-red-600 hover:text-red-900',
            )}
          >
            {copy.stop.submit}
          </button>
        </form>
      </section>
    </div>
  )
}
