import type { Config } from '../config';

/** Whether texts can be sent with this configuration: a gateway, or the dev outbox outside production. */
export const textsCanBeSent = (config: Pick<Config, 'nodeEnv' | 'phone'>): boolean =>
  config.phone.africasTalking !== null || config.nodeEnv !== 'production';
