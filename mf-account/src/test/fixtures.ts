/** A session as `auth/login` and `auth/register` return it. */
export function sessionFixture(overrides: Record<string, unknown> = {}) {
  return {
    token: 'tok-1',
    username: 'newplayer',
    usercode: '12345678',
    name: 'Ayşe Yılmaz',
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: '905321234567',
    smsVerified: false,
    balance: 0,
    fingerprint: '',
    ...overrides,
  };
}
