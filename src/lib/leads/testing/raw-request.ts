import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One HTTP request exactly as the test builds it (any method, Origin or body), optionally from another loopback
 * source address: 127.0.0.2 is as much "this machine" as 127.0.0.1, but a different TCP peer, so a test can act
 * as two visitors.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string; from?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

/** POSTs `body` as JSON (see rawRequest). */
export function postJsonFrom(
  from: string | undefined,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const text = JSON.stringify(body)
  return rawRequest(url, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
    body: text,
  })
}
