// The few lines of semver the compatibility rule needs (npm semantics for `^`, `~`, comparisons,
// exact versions, `*`, space-separated ANDs and `||`) instead of the `semver` package: the host's
// start-up bytes are measured. Browser-safe.

type Triple = [number, number, number];

/** `1.2.3` (a pre-release or build suffix is ignored) → [1, 2, 3]; null when it is not a version. */
export function parseVersion(version: string): Triple | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Orders two versions as semver does, lowest first: by major, minor and patch; a pre-release
 * (`2.0.0-rc.1`) comes before its release, and two pre-releases of one version by their
 * identifiers (numbers as numbers). A build suffix (`+…`) is ignored; what is not a version
 * comes first.
 */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  const byNumbers = compare(x, y);
  if (byNumbers !== 0) return byNumbers;
  const pre = (v: string) => /^[^-+]*-([^+]*)/.exec(v.trim())?.[1] ?? null;
  const [p, q] = [pre(a), pre(b)];
  if (p === null || q === null) return (p === null ? 1 : 0) - (q === null ? 1 : 0);
  return p.localeCompare(q, 'en', { numeric: true });
}

/** `^1.2.3`, `~1.2.3`, `>=1.2.3`, `<2.0.0`, `1.2.3`: one comparator; false when it is not understood. */
function satisfiesOne(v: Triple, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x' || comparator === '') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  const bound = m && parseVersion(m[2]!);
  if (!m || !bound) return false;
  const c = compare(v, bound);
  switch (m[1]) {
    case '^': {
      // ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4
      const upper: Triple =
        bound[0] > 0 ? [bound[0] + 1, 0, 0] : bound[1] > 0 ? [0, bound[1] + 1, 0] : [0, 0, bound[2] + 1];
      return c >= 0 && compare(v, upper) < 0;
    }
    case '~':
      return c >= 0 && compare(v, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/**
 * Whether `version` satisfies `range` (npm semantics for `^`, `~`, comparisons, exact versions,
 * `*`, space-separated ANDs and `||`). A range it does not understand is not satisfied.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesOne(v, comparator)),
  );
}
