import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { gameProviders, type GameProviderAdapter } from './games/index.js';
import { messaging, type MessageProvider } from './messaging/index.js';
import { demoPsp, type DemoPsp } from './payments/demo-psp.js';
import { httpPsp } from './payments/http-psp.js';
import type { PaymentProvider } from './payments/types.js';
import { sportsbookAdapter, type SportsbookAdapter } from './sportsbook/index.js';

/** Every integration of a configuration, each a demo adapter or a real one behind one interface. */
export interface IntegrationSet {
  payments: PaymentProvider;
  /** The demo payment provider when selected (its pages and confirmation loop run in this process). */
  demoPsp: DemoPsp | null;
  games: GameProviderAdapter;
  messages: MessageProvider;
  sportsbook: SportsbookAdapter;
  /** The names of the demo adapters in use, e.g. ['payments', 'games'] (empty in a real deployment). */
  demo: string[];
}

/** Builds the adapters selected by the configuration; none contacts its provider here. */
export function buildIntegrations(config: AppConfig, db: Db, log: FastifyBaseLogger): IntegrationSet {
  const i = config.integrations;
  const psp =
    i.payments.kind === 'demo'
      ? demoPsp({
          db,
          secret: config.secrets.paymentCallback,
          confirmMs: config.money.demoPspConfirmMs,
          loseEveryNthPayoutAnswer: config.money.demoPspLosePayoutAnswerEvery,
          log,
        })
      : null;
  const payments = psp ?? httpPsp(i.payments as { apiUrl: string; apiKey: string });
  const games = gameProviders(i.games, db);
  const msg = messaging(i, db, log);
  const sportsbook = sportsbookAdapter(i.sportsbook, config.secrets.sportsbookToken);
  const demo = [
    payments.demo && 'payments',
    games.demo && 'games',
    msg.mail.demo && 'e-mail',
    msg.sms.demo && 'sms',
    sportsbook.demo && 'sportsbook',
  ].filter((x): x is string => typeof x === 'string');
  return { payments, demoPsp: psp, games, messages: msg.provider, sportsbook, demo };
}
