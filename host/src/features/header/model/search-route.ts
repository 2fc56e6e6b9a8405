/**
 * Requirements §2: the header's search goes to live casino on live-casino pages, else to the casino (slots).
 */
export function searchRoute(pathname: string): '/casino/live' | '/casino/slot' {
  return /^\/casino\/live(\/|$)/.test(pathname) ? '/casino/live' : '/casino/slot';
}
