/**
 * A worker of the password-hashing pool (services/hashing.ts): argon2id, synchronously, on its own
 * thread. Runs with a lower priority (the pool's `niceIncrement`), so a flood of logins uses every
 * idle core without starving the event loop that answers balance polls.
 */
import { hashSync, verifySync, type Options } from '@node-rs/argon2';

/** One job: hash a password, or verify one against a stored argon2 hash. */
export type HashJob =
  { op: 'hash'; password: string; options: Options } | { op: 'verify'; password: string; stored: string };

export default function run(job: HashJob): string | boolean {
  if (job.op === 'hash') return hashSync(job.password, job.options);
  try {
    return verifySync(job.stored, job.password);
  } catch {
    return false; // a malformed stored value never matches
  }
}
