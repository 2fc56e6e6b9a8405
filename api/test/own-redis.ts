// A Redis server of a test's own, which the test stops and starts again to play an outage (the
// suite's shared Redis, test/with-redis.sh, must stay up for the other files).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { waitUntil } from './money-helpers.js';

export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  /** A server on a free port, not started yet. */
  static async create(): Promise<OwnRedis> {
    return new OwnRedis(await freePort(), mkdtempSync(path.join(tmpdir(), 'playhub-redis-')));
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts it, without persistence, and waits until it answers PING. */
  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(
      async () => spawnSync('redis-cli', ['-p', String(this.port), 'ping']).stdout?.toString() ?? '',
      (out) => out.includes('PONG'),
      10_000,
    );
  }

  /** Kills it at once (SIGKILL: an outage, not a shutdown) and waits for it to be gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops it and removes its folder. */
  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
