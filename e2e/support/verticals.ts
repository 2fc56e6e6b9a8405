import declared from '../../shared/verticals.json' with { type: 'json' };
import type { verticalNames } from '../../shared/src/contracts/verticals.generated';

/** A vertical's federation name. */
export type Vertical = (typeof verticalNames)[number];

/** The verticals, from the one declared list (shared/verticals.json). */
export const verticals: readonly Vertical[] = declared.map((v) => v.name as Vertical);
