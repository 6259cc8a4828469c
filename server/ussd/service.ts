/**
 * Answers Africa's Talking's USSD callbacks. Screens before the gift are
 * worked out from the inputs alone (./menu.ts); the gift itself is started
 * once per session: the request that writes the session row starts it, any
 * other (a repeat, a race) reads what that one did. After it, the session
 * follows the charge's `data.status`: a code to enter asks for it (each new
 * input is sent to the provider once), a prompt to approve ends the session
 * saying so, and a request repeated with no new input asks the provider what
 * became of the charge instead of charging again. A phone is rate limited:
 * screens per ten minutes, and gifts started per hour.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { UssdCallback } from '../../contract/api/ussd';
import { normaliseGhanaPhone } from '../../contract/rules/ghana';
import type { CampaignsService } from '../campaigns/service';
import type { Database } from '../db/database';
import { DomainError } from '../domain/errors';
import type { PhoneGifts, PhoneGiftStep } from '../donations/phone-gifts';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { walk, type MenuStory } from './menu';
import { walletNetwork } from './networks';
import { ussdRepository, type SessionRow } from './repository';
import { giftScreen, menuScreen, refusalScreen } from './screens';

export interface UssdDeps {
  db: Database;
  campaigns: CampaignsService;
  gifts: PhoneGifts;
  limiter: RateLimiter;
  hashPhone: (phone: string) => string;
  /** Ends a number's news and summaries by text (STOP typed in the menu); null when no texts are sent. */
  stopTexts: ((phone: string) => Promise<void>) | null;
  /** The code donors dial (`*920*44#`), to find a story's number dialled after it; null: none is set. */
  serviceCode: string | null;
  log: FastifyBaseLogger;
}

const limits = {
  /** Screens one phone may ask for in ten minutes (a session is a handful). */
  screens: { windowSeconds: 600, max: 60 },
  /** Gifts one phone may start in an hour. */
  gifts: { windowSeconds: 3600, max: 5 },
};

/** The inputs of a request: what was dialled after the service code (*920*44*1234# → 1234), then `text`. */
export function inputsOf(request: Pick<UssdCallback, 'serviceCode' | 'text'>, serviceCode: string | null): string[] {
  const dialled = request.serviceCode.trim().replace(/#$/, '');
  const base = serviceCode?.replace(/#$/, '') ?? '';
  const extra = base && dialled.startsWith(`${base}*`) ? dialled.slice(base.length + 1).split('*') : [];
  const typed = request.text ? request.text.split('*') : [];
  return [...extra, ...typed].map((input) => input.trim());
}

const isFinal = (step: SessionRow['step']) => ['success', 'failed', 'refused'].includes(step);

export class UssdService {
  constructor(private readonly deps: UssdDeps) {}

  async answer(request: UssdCallback): Promise<string> {
    const phone = normaliseGhanaPhone(request.phoneNumber);
    if (!phone) return refusalScreen('network');
    const payerKey = this.deps.hashPhone(phone);
    const inputs = inputsOf(request, this.deps.serviceCode);
    const session = await ussdRepository.find(this.deps.db, request.sessionId);
    if (session) return this.continueGift(session, inputs, payerKey);

    const screens = await this.deps.limiter.consume([{ key: `ussd:screens:${payerKey}`, ...limits.screens }]);
    if (!screens.allowed) return refusalScreen('limited');
    const { screen, lang } = await walk(inputs, (number) => this.findStory(number), phone);
    if (screen.kind === 'stop') await this.deps.stopTexts?.(phone);
    if (screen.kind !== 'give') return menuScreen(screen, lang);

    const network = walletNetwork(request.networkCode, phone);
    if (!network) return refusalScreen('network', lang);
    const gifts = await this.deps.limiter.consume([{ key: `ussd:gifts:${payerKey}`, ...limits.gifts }]);
    if (!gifts.allowed) return refusalScreen('limited', lang);
    const claimed = await ussdRepository.claim(this.deps.db, {
      session_id: request.sessionId,
      payer_key: payerKey,
      lang,
      amount: screen.amount,
      story_title: screen.story.title,
      depth: screen.depth,
    });
    if (!claimed) {
      const first = await ussdRepository.find(this.deps.db, request.sessionId);
      return first
        ? this.continueGift(first, inputs, payerKey)
        : giftScreen('starting', { amount: screen.amount, title: screen.story.title, lang });
    }
    const gift = { amount: screen.amount, title: screen.story.title, lang };
    let started: { reference: string; step: PhoneGiftStep };
    try {
      started = await this.deps.gifts.give({
        campaignId: screen.story.id,
        amount: screen.amount,
        phone,
        network,
        wallName: screen.wallName ?? `...${phone.slice(-3)}`,
        lang,
        textUpdates: screen.textUpdates,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // The story was paused or closed since its screen was shown.
      await ussdRepository.record(this.deps.db, request.sessionId, { step: 'refused' });
      this.deps.log.info({ err: error }, 'USSD gift refused');
      return giftScreen('refused', gift);
    }
    await ussdRepository.record(this.deps.db, request.sessionId, { reference: started.reference, step: started.step.status });
    return giftScreen(started.step.status, gift);
  }

  /** A session whose gift was started: a repeat, a code, or an input after the end. */
  private async continueGift(session: SessionRow, inputs: readonly string[], payerKey: string): Promise<string> {
    const gift = { amount: session.amount, title: session.story_title, lang: session.lang };
    if (session.payer_key !== payerKey || !session.reference) return giftScreen('starting', gift);
    const reference = session.reference;
    if (session.step === 'send_otp' && inputs.length === session.depth + 1) {
      // A new input while a code is asked for: sent to the provider once, whoever else repeats it.
      if (!(await ussdRepository.takeInput(this.deps.db, session.session_id, session.depth))) {
        const now = await ussdRepository.find(this.deps.db, session.session_id);
        return giftScreen(now?.step ?? 'starting', gift);
      }
      const step = await this.deps.gifts.submitCode(reference, inputs.at(-1) ?? '');
      await ussdRepository.record(this.deps.db, session.session_id, { step: step.status });
      return giftScreen(step.status, gift, step.status === 'send_otp');
    }
    if (!isFinal(session.step) && session.step !== 'send_otp') {
      // Asked again with nothing new: what became of the charge, never a second one.
      const step = await this.deps.gifts.recheck(reference);
      if (step.status === 'success' || step.status === 'failed') {
        await ussdRepository.record(this.deps.db, session.session_id, { step: step.status });
        return giftScreen(step.status, gift);
      }
    }
    return giftScreen(session.step, gift);
  }

  private async findStory(number: string): Promise<MenuStory | null> {
    const story = await this.deps.campaigns.brief({ shortNumber: Number(number) });
    // Drafts, stories in review and stories taken down are not there for a caller.
    if (!story || story.takenDown || !['active', 'paused', 'completed'].includes(story.status)) return null;
    return { id: story.id, title: story.title, status: story.status as MenuStory['status'], raised: story.raised, goal: story.goal };
  }

  /** The payment reference of a session's gift, for the dev simulator's demo prompt. */
  async referenceOf(sessionId: string): Promise<string | null> {
    return (await ussdRepository.find(this.deps.db, sessionId))?.reference ?? null;
  }
}
