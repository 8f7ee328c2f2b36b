import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away certificate authority made with the openssl CLI for one test run, and server
 * certificates it signs (valid, expired, not yet valid, for another name) or that sign themselves.
 * The studio trusts the CA only through its webhook-network seam; nothing here touches the system.
 */
export interface TestPki {
  caPem: string;
  issue(options: LeafOptions): { key: string; cert: string };
  dispose(): void;
}

export interface LeafOptions {
  names: string[];
  /** 'ca' (default) signs with the test CA; 'self' makes a self-signed certificate. */
  signer?: 'ca' | 'self';
  /** openssl ca dates, YYYYMMDDHHMMSSZ. Default: from yesterday for 30 days. */
  notBefore?: string;
  notAfter?: string;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
export const daysFromNow = (days: number) => stamp(new Date(Date.now() + days * 86_400_000));

type OpenSsl = (args: string[]) => void;

interface KeyRequest {
  /** Files written: `<base>.key` and `<base>.crt` (self-signed) or `<base>.csr` (for the CA to sign). */
  base: string;
  subject: string;
  extensions: string[];
  /** Days a self-signed certificate is valid; absent: a signing request. */
  selfSignedDays?: number;
}

/** A new P-256 key with either a self-signed certificate or a signing request: one `openssl req`. */
function keyAndRequest(openssl: OpenSsl, { base, subject, extensions, selfSignedDays }: KeyRequest): void {
  const output =
    selfSignedDays === undefined ? ['-new', '-out', `${base}.csr`] : ['-x509', '-out', `${base}.crt`, '-days', String(selfSignedDays)];
  openssl([
    'req',
    ...output,
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    `${base}.key`,
    '-subj',
    subject,
    ...extensions.flatMap((extension) => ['-addext', extension]),
  ]);
}

export function createTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-pki-'));
  const openssl: OpenSsl = (args) => void execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  keyAndRequest(openssl, {
    base: 'ca',
    subject: '/CN=Sawt Test Root CA/O=Sawt Studio tests',
    extensions: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'],
    selfSignedDays: 400,
  });
  mkdirSync(join(dir, 'issued'));
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '1000\n');
  writeFileSync(
    join(dir, 'ca.cnf'),
    [
      '[ca]',
      'default_ca = test',
      '[test]',
      'dir = .',
      'database = index.txt',
      'serial = serial',
      'new_certs_dir = issued',
      'certificate = ca.crt',
      'private_key = ca.key',
      'default_md = sha256',
      'policy = any',
      'unique_subject = no',
      'copy_extensions = copy',
      '[any]',
      'commonName = supplied',
      '',
    ].join('\n'),
  );
  let count = 0;
  return {
    caPem: readFileSync(join(dir, 'ca.crt'), 'utf8'),
    issue({ names, signer = 'ca', notBefore = daysFromNow(-1), notAfter = daysFromNow(30) }) {
      count += 1;
      const base = `leaf${count}`;
      const san = `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`;
      const subject = `/CN=${names[0]}`;
      if (signer === 'self') {
        keyAndRequest(openssl, { base, subject, extensions: [san], selfSignedDays: 30 });
      } else {
        keyAndRequest(openssl, { base, subject, extensions: [san, 'extendedKeyUsage=serverAuth'] });
        openssl([
          'ca',
          '-batch',
          '-config',
          'ca.cnf',
          '-in',
          `${base}.csr`,
          '-out',
          `${base}.crt`,
          '-notext',
          '-startdate',
          notBefore,
          '-enddate',
          notAfter,
        ]);
      }
      return { key: readFileSync(join(dir, `${base}.key`), 'utf8'), cert: readFileSync(join(dir, `${base}.crt`), 'utf8') };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
