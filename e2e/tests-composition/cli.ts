import { execFileSync } from 'node:child_process';
import { repoRoot } from '../support/topology';

/** `pnpm composition …` on the topology's composition.json, as an operator runs it. */
export function composition(file: string, ...args: string[]): string {
  return execFileSync('pnpm', ['--silent', 'composition', ...args], {
    cwd: repoRoot,
    env: { ...process.env, COMPOSITION_FILE: file, COMPOSITION_STORE: 'file' },
    encoding: 'utf8',
  });
}

/**
 * The same, optionally told where the deployed host's manifest is; a refusal yields its message
 * instead of throwing.
 */
export function compositionResult(
  file: string,
  args: string[],
  hostManifest?: string,
): { ok: boolean; out: string } {
  try {
    const out = execFileSync('pnpm', ['--silent', 'composition', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        COMPOSITION_FILE: file,
        COMPOSITION_STORE: 'file',
        ...(hostManifest ? { COMPOSITION_HOST_MANIFEST: hostManifest } : {}),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr ?? error) };
  }
}
