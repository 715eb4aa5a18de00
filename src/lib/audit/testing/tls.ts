import selfsigned from 'selfsigned'
import type { TlsMaterial } from './fixture-server'

/** A throwaway self-signed certificate for 127.0.0.1/localhost; `ca` is what the audit connector is told to trust. */
export async function fixtureTls(): Promise<TlsMaterial & { ca: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  return { key: pems.private, cert: pems.cert, ca: pems.cert }
}
