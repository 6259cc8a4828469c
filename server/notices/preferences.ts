/** What a person chose, filled in with each kind's defaults: every kind, on each channel it can use, on or off. */
import { kindChannels, noticeKinds } from '../../contract/rules/notices';
import { noticeKindDefs } from './kinds/list';
import type { Choice } from './preferences-repository';

/** Where notices can reach a person: an address, a number (and a gateway), how many browsers. */
export interface Reach {
  email: boolean;
  sms: boolean;
  push: number;
}

export function chosen(saved: readonly Choice[]): Choice[] {
  return noticeKinds.flatMap((kind) =>
    kindChannels[kind].map((channel) => ({
      kind,
      channel,
      enabled:
        saved.find((choice) => choice.kind === kind && choice.channel === channel)?.enabled ??
        noticeKindDefs[kind].defaults[channel] ??
        false,
    })),
  );
}
