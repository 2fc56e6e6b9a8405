/**
 * authData sportsbook fields, pointing at the demo sportsbook pages API-live serves. The demo pages
 * identify the player by the session token itself (same origin, revoked with the session).
 */
export function sportsbookLinks(origin: string, token: string, usercode: string) {
  return {
    betsyCid: `playhub-${usercode}`,
    betsyUrl: `${origin}/api/demo/sportsbook/betsy`,
    betsyToken: token,
    betcoToken: token,
    betcoUrl: `${origin}/api/demo/sportsbook/betco`,
  };
}
