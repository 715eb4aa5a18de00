import { RankTrackerForm } from '@/components/forms/rank-tracker-form'
import { FormMetaFields } from '@/components/forms/form-meta-fields'
import { Icon } from '@/components/ui/icon'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'
import { rankCheckerActions } from '@/content/specialty/rank-checker'
import { rankLocations, DEFAULT_RANK_LOCATION } from '@/lib/rank-tracker/locations'
import { MAX_BUSINESS_NAME_LENGTH } from '@/lib/rank-tracker/domain'
import { ActionButtons } from './action-buttons'
import { Section } from './section'

const locations = rankLocations().map((location) => ({ value: location.id, label: location.label }))

// Only the form's words cross to the client island (the copy record also holds functions for mails and errors).
const { fields, submit, consentLead, successTitle, success, successNote, failure } = rankSignupCopy
const formCopy = { fields, submit, consentLead, successTitle, success, successNote, failure }

/**
 * The closing band of /serpbot-rank-checker (#mulai, where "Cek Ranking Gratis" and "Mulai Tracking" lead): the
 * sign-up form where tracking is active; otherwise the plain statement that it is not, and the WhatsApp chat.
 * `active` is read when the page is built (SERP_PROVIDER set at build and at run time).
 */
export function RankTrackerSignup({ active }: { active: boolean }) {
  const { section, inactive } = rankSignupCopy
  const headingId = 'mulai-title'
  return (
    <Section id="mulai" tone="white" labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start lg:gap-14">
        <div>
          <p className="mb-3 text-sm font-bold tracking-wider text-brand-700 uppercase">{section.eyebrow}</p>
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-700">{section.description}</p>
          <ul className="mt-6 space-y-3">
            {section.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-800">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Read by the server at start (src/lib/rank-tracker/build-check.ts): was this page built with the form? */}
        <div
          className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8"
          data-rank-signup={active ? 'on' : 'off'}
        >
          {active ? (
            <RankTrackerForm
              copy={formCopy}
              locations={locations}
              defaultLocation={DEFAULT_RANK_LOCATION}
              businessNameMax={MAX_BUSINESS_NAME_LENGTH}
              meta={<FormMetaFields formId="rank-tracker" />}
            />
          ) : (
            <div data-tracking="inactive">
              <h3 className="text-xl font-bold text-ink-900">{inactive.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-700">{inactive.description}</p>
              <ActionButtons actions={[rankCheckerActions.whatsapp]} className="mt-6" />
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
