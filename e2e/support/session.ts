import type { APIRequestContext, Page } from '@playwright/test';

/** Credentials of a player. */
export interface Credentials {
  username: string;
  password: string;
}

/** The registration payload of Requirements §3 (all fields; tests override some). */
export interface RegistrationFields extends Credentials {
  name: string;
  surname: string;
  email: string;
  phone: string;
  PersonalNo: string;
  country: number;
  currencyId: number;
  birthDate: string;
  trialBonus: 0 | 1;
  password2: string;
  /** The terms and privacy notice accepted (the API refuses a sign-up without it). */
  acceptTerms: boolean;
}

/** The demo player seeded by the API. */
export const demoPlayer: Credentials = { username: 'demo', password: 'demo12345' };

let counter = 0;

/** A T.C. Kimlik No from its first nine digits (the API checks both check digits). */
function withCheckDigits(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  return `${nine}${d10}${(odd + even + d10) % 10}`;
}

/**
 * A unique, valid registration (username, e-mail, phone, national ID and name with birth date never
 * collide; the national ID passes the checksum and the player is an adult).
 */
export function freshRegistration(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  counter += 1;
  const stamp = `${Date.now().toString().slice(-7)}${String(counter).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;
  // Not in any breached-password list: the topology suites run in production mode, which refuses those.
  const password = 'Kumsal-deniz-73';
  return {
    name: 'Ayşe',
    // One person is a name and birth date (an exclusion or a trial bonus covers them): each player its own.
    surname: `Yılmaz${[...stamp].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
    username: `p${stamp}`,
    email: `p${stamp}@example.com`,
    phone: `90555${stamp.slice(-7)}`,
    PersonalNo: withCheckDigits(`1${stamp.slice(-8)}`),
    country: 235,
    currencyId: 1,
    birthDate: '1990-03-07',
    trialBonus: 0,
    password,
    password2: password,
    acceptTerms: true,
    ...overrides,
  };
}

/** Logs in through `POST /api/auth/login` and returns the session data (authData). */
export async function apiLogin(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<Record<string, unknown>> {
  const { username, password } = credentials;
  const res = await request.post('/api/auth/login', {
    data: { username, password },
    headers: { 'x-locale': 'en' },
  });
  const body = (await res.json()) as { success: boolean; message: string; data: Record<string, unknown> };
  if (!body.success) throw new Error(`login failed for ${credentials.username}: ${body.message}`);
  return body.data;
}

/**
 * Logs in via the API and makes the page start logged in: authData is written to local storage
 * before any page script runs (on every navigation of this page). Returns the session data.
 */
export async function loginViaApi(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials = demoPlayer,
): Promise<Record<string, unknown>> {
  const data = await apiLogin(request, credentials);
  await page.addInitScript((authData) => {
    // Only seed once per tab: a later logout must not be undone by the next navigation.
    if (!sessionStorage.getItem('e2e:seeded')) {
      localStorage.setItem('authData', JSON.stringify(authData));
      localStorage.setItem('lang', 'en');
      sessionStorage.setItem('e2e:seeded', '1');
    }
  }, data);
  return data;
}

/**
 * Registers a fresh player through the API and makes the page start logged in as it (seeded once per
 * tab, as {@link loginViaApi}); the registration answer is the session, so no login call is made (login
 * is rate limited per IP). Answers the fields and the API token. Parallel tests never share a balance.
 */
export async function startAsFreshPlayer(
  page: Page,
  request: APIRequestContext,
  overrides: Partial<RegistrationFields> = {},
): Promise<{ fields: RegistrationFields; token: string }> {
  const fields = freshRegistration(overrides);
  const res = await request.post('/api/auth/register', { data: fields, headers: { 'x-locale': 'en' } });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } };
  if (!body.success) throw new Error(`register failed: ${body.message}`);
  await page.addInitScript((authData) => {
    if (!sessionStorage.getItem('e2e:seeded')) {
      localStorage.setItem('authData', JSON.stringify(authData));
      sessionStorage.setItem('e2e:seeded', '1');
    }
  }, body.data);
  return { fields, token: body.data.token };
}

/** Makes the interface English (the requirements quote en texts) unless the test already chose a language. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
}

/** Registers a fresh player through `POST /api/auth/register`; returns its registration fields. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<RegistrationFields> = {},
): Promise<RegistrationFields> {
  const fields = freshRegistration(overrides);
  const res = await request.post('/api/auth/register', { data: fields, headers: { 'x-locale': 'en' } });
  const body = (await res.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`register failed: ${body.message}`);
  return fields;
}

/** One development outbox message (SMS or e-mail code). */
export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  username: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** The development outbox for a username, phone or e-mail, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: OutboxMessage[] | null };
  return body.data ?? [];
}

/** The newest code sent to `to`, waiting briefly for it to arrive. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  channel?: 'sms' | 'email',
): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const message = (await readOutbox(request, to)).find(
      (m) => m.code && (!channel || m.channel === channel),
    );
    if (message?.code) return message.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the outbox for ${to}`);
}
