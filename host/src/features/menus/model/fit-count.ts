/**
 * How many entries of a bar fit in `available` px, in order: all of them when they fit together,
 * otherwise as many as fit beside the "More" button (`moreWidth` includes its gap).
 */
export function fitCount(
  widths: readonly number[],
  gap: number,
  available: number,
  moreWidth: number,
): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    const next = used + (count > 0 ? gap : 0) + width;
    if (next + moreWidth > available) break;
    used = next;
    count += 1;
  }
  return count;
}
