import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { sms_outbox } from '#server/db/schema/index';

interface SmsMessage {
  phone: string;
  text: string;
  /** The code the text carries, kept apart so that logs can leave it out. */
  code: string;
}

/** Sends a text message. A real provider implements this and is passed to the auth service. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default gateway: no provider, so the message goes to the sms_outbox table (a provider
 * worker or a tester reads it there) and, outside production, to the server log with its code,
 * so that SMS sign-in can be tried in development.
 */
function outboxSmsGateway(db: Database, log: FastifyBaseLogger, production: boolean): SmsGateway {
  return {
    async send({ phone, text, code }) {
      await db.insert(sms_outbox).values({ phone, text });
      if (production) log.info({ phone: maskPhone(phone) }, 'sms queued in the outbox');
      else log.info({ phone, sms: text, devCode: code }, 'sms (development: not sent)');
    },
  };
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}*****${phone.slice(-2)}`;
}

/** The gateway in use: the outbox until a provider is configured (add its branch here). */
export function smsGatewayFor(db: Database, log: FastifyBaseLogger, config: AppConfig): SmsGateway {
  return outboxSmsGateway(db, log, config.production);
}
