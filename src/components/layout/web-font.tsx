/*
 * The brand face (Plus Jakarta Sans) never delays a first visit's first paint. On a visitor's first page the text
 * is set in the metric-matched fallback next/font generates (Arial adjusted to Jakarta's proportions; the system
 * sans where Arial is missing), and the font file is fetched once the page has loaded, while nothing else waits
 * for the network. From the next page on it comes from the browser cache, and this script, which runs before the
 * body is painted, switches the page to it. next/font declares it with `font-display: optional`, so a font that
 * is not ready at once (an emptied cache) leaves that page in the fallback instead of swapping faces mid-read.
 * Nothing is fetched with Save-Data or on 2G. Same bytes on every page: the CSP allows it by its hash.
 */
const WEB_FONT_STORAGE_KEY = 'pd-webfont'

function webFontScript(family: string): string {
  return (
    `(function(){var r=document.documentElement,k=${JSON.stringify(WEB_FONT_STORAGE_KEY)};` +
    `try{if(localStorage.getItem(k)){r.style.setProperty("--brand-font","var(--font-jakarta)");return}}catch(e){return}` +
    `var c=navigator.connection;if(!document.fonts||c&&(c.saveData||/2g/.test(c.effectiveType||"")))return;` +
    `addEventListener("load",function(){setTimeout(function(){document.fonts.load(${JSON.stringify(`400 1em ${family}`)})` +
    `.then(function(f){if(f.length)try{localStorage.setItem(k,"1")}catch(e){}},function(){})},500)},{once:true})})()`
  )
}

export function WebFontScript({ family }: { family: string }) {
  // data-shell keeps it in place when scripts/defer-hydration.ts defers the framework scripts.
  return <script data-shell="" dangerouslySetInnerHTML={{ __html: webFontScript(family) }} />
}
