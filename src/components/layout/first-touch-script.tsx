import { CAMPAIGN_PARAMS, FIRST_TOUCH_STORAGE_KEY } from '@/lib/leads/schema/campaign-params'
import { FIRST_TOUCH_PRIVATE_PATHS } from '@/lib/private-paths'

/*
 * Notes where the visit began, on its first page only: landing path and query (for a private page only its public
 * page, src/lib/private-paths.ts), document.referrer and the campaign parameters, as JSON in sessionStorage (this tab, this visit; no cookie, nothing sent). The lead forms send it
 * with a lead (components/forms/first-touch.ts); the click tracking reads it too. The same bytes on every page,
 * so the CSP allows it by one hash; inline because prerendered pages defer their framework scripts.
 */
const names = JSON.stringify(CAMPAIGN_PARAMS.map((param) => param.query))

/** A private page (a rank tracker's or audit report's token in the address) is noted as its public page. */
const privatePaths = JSON.stringify(FIRST_TOUCH_PRIVATE_PATHS)

export const FIRST_TOUCH_SCRIPT =
  `try{var s=sessionStorage,k=${JSON.stringify(FIRST_TOUCH_STORAGE_KEY)};if(!s.getItem(k)){var l=location,` +
  `p=l.pathname,a=p+l.search;try{p=decodeURIComponent(p)}catch(e){}p=p.toLowerCase().replace(/\\/\\/+/g,"/");` +
  `${privatePaths}.forEach(function(r){if(new RegExp(r[0]).test(p))a=r[1]});` +
  `var q=new URLSearchParams(l.search),t={landing:a.slice(0,2000),referrer:document.referrer.slice(0,2000)};` +
  `${names}.forEach(function(n){var v=q.get(n);if(v)t[n]=v.slice(0,200)});s.setItem(k,JSON.stringify(t))}}catch(e){}`

export function FirstTouchScript() {
  // data-shell keeps it in place when scripts/defer-hydration.ts defers the framework scripts.
  return <script data-shell="" dangerouslySetInnerHTML={{ __html: FIRST_TOUCH_SCRIPT }} />
}
