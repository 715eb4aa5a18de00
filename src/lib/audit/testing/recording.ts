import { isIP } from 'node:net'
import type { ConnectRequest, Connector, Resolver } from '../net/connector'

/**
 * Test seams: a connector that records every attempted connection and, unless told to pass it to a real
 * connector, never opens a socket; and a resolver that answers from a table (hostile answers included) without
 * asking DNS.
 */
export function recordingConnector(inner?: Connector): { connector: Connector; calls: ConnectRequest[] } {
  const calls: ConnectRequest[] = []
  const connector: Connector = async (request) => {
    calls.push(request)
    // Real connections are for loopback fixtures only: anything else would leave this machine.
    if (inner && (request.address.startsWith('127.') || request.address === '::1')) return inner(request)
    throw Object.assign(new Error('recording connector: no network in tests'), { code: 'ECONNREFUSED' })
  }
  return { connector, calls }
}

export function tableResolver(table: Record<string, string[]>): { resolver: Resolver; calls: string[] } {
  const calls: string[] = []
  const resolver: Resolver = async (hostname) => {
    calls.push(hostname)
    const answers = table[hostname]
    if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return answers.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }))
  }
  return { resolver, calls }
}
