// How `npm run admin` reaches a running server on this machine (ADR 0071): at start the server writes its address
// and a fresh random token to DATA_DIR/admin-api.json (mode 0600, readable only by the server's OS user), and
// accepts that token — from the loopback address only — as an admin acting for the staff member the CLI names.
// So the CLI decides while the server holds the embedded database folder, without opening it.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_API_FILE = 'admin-api.json';

export interface LocalAdminApi {
  url: string;
  token: string;
  pid: number;
}

export const newAdminToken = () => randomBytes(32).toString('base64url');

export function writeLocalAdminApi(dataDir: string, api: LocalAdminApi): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, ADMIN_API_FILE);
  writeFileSync(file, JSON.stringify(api), { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function readLocalAdminApi(dataDir: string): LocalAdminApi | null {
  try {
    const api = JSON.parse(readFileSync(join(dataDir, ADMIN_API_FILE), 'utf8')) as Partial<LocalAdminApi>;
    return typeof api.url === 'string' && typeof api.token === 'string' && typeof api.pid === 'number'
      ? { url: api.url, token: api.token, pid: api.pid }
      : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is still this process's (a newer server may have replaced it). */
export function removeLocalAdminApi(dataDir: string, token: string): void {
  if (readLocalAdminApi(dataDir)?.token === token) rmSync(join(dataDir, ADMIN_API_FILE), { force: true });
}
