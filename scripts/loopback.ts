/** Benchmarks send traffic to loopback only (127.0.0.0/8, ::1, localhost): anything else is refused before a byte leaves. */
export function assertLoopback(baseUrl: string) {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '')
  if (!(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)))
    throw new Error(`benchmarks talk to loopback only, not ${host}`)
}
