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

export function createTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-pki-'));
  const openssl = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  openssl([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '400',
    '-subj',
    '/CN=Sawt Test Root CA/O=Sawt Studio tests',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
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
      const subj = `/CN=${names[0]}`;
      if (signer === 'self') {
        openssl([
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-keyout',
          `${base}.key`,
          '-out',
          `${base}.crt`,
          '-days',
          '30',
          '-subj',
          subj,
          '-addext',
          san,
        ]);
      } else {
        openssl([
          'req',
          '-new',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-keyout',
          `${base}.key`,
          '-out',
          `${base}.csr`,
          '-subj',
          subj,
          '-addext',
          san,
          '-addext',
          'extendedKeyUsage=serverAuth',
        ]);
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
