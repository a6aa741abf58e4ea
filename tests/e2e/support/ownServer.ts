// A server of the built site that a test owns, so it can stop it mid-test (the shared one from
// scripts/run-e2e.mjs must keep running for the other files). Temporary database, free port.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '@site/server/index.mjs';

export interface OwnServer {
  readonly origin: string;
  readonly server: ReturnType<typeof createServer>;
  /** Its SQLite file. */
  readonly dbFile: string;
  /** Stops the server and closes its database (idempotent). */
  stop(): Promise<void>;
  /** Stops it if still running and deletes the database. */
  dispose(): Promise<void>;
}

export async function startOwnServer(options: { buildDir?: string } = {}): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-own-server-'));
  const dbFile = path.join(dir, 'feedback.sqlite');
  const server = createServer({ buildDir: options.buildDir ?? 'build', feedbackDb: dbFile });
  const origin = await server.listen(0);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= server.close();
    return stopped;
  };
  return {
    origin,
    server,
    dbFile,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
