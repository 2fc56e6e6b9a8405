/** Every value a Cookie header gives `name` (a browser may send two: another path or domain). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/** The one value of a cookie; null when it is missing or sent twice (ambiguous: never trusted). */
export function cookieValue(header: string | undefined, name: string): string | null {
  const values = cookieValues(header, name);
  return values.length === 1 ? values[0]! : null;
}
