/**
 * Africa's Talking's SMS API. A send is `POST {base}/version1/messaging`,
 * form-encoded (`username`, `to`, `message`, and `from` when a sender ID or
 * short code is set), with the app's key in the `apiKey` header and
 * `Accept: application/json`. It answers (201) `{ SMSMessageData: { Message,
 * Recipients: [{ statusCode, number, status, cost, messageId }] } }`, one
 * recipient per number. Status codes: 100 Processed, 101 Sent, 102 Queued
 * (taken); 401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber,
 * 404 UnsupportedNumberType, 406 UserInBlacklist, 407 CouldNotRoute,
 * 409 DoNotDisturbRejection (refused for good); 405 InsufficientBalance,
 * 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway (worth
 * another try). A 401 answer means the key or username is wrong. Delivery
 * reports later post the `messageId` back (./routes.ts).
 */
import { SmsUncertainError, type OutgoingSms, type SmsGateway, type SmsResult } from './gateway';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  baseUrl: string;
  /** Sender ID or short code; null: the account's default. */
  from: string | null;
  timeoutMs?: number;
}

const taken = new Set([100, 101, 102]);
const worthRetrying = new Set([405, 500, 501, 502]);

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
  cost?: unknown;
}

/** The one recipient of an answer, when the body is one. */
function recipientOf(body: unknown): Recipient | null {
  const data = (body as { SMSMessageData?: { Recipients?: unknown } } | null)?.SMSMessageData;
  const first: unknown = Array.isArray(data?.Recipients) ? data.Recipients[0] : null;
  return first && typeof first === 'object' ? (first as Recipient) : null;
}

/** True when the request never left this machine: refused or unresolved before any byte was sent. */
const neverSent = (error: unknown): boolean => {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
};

export function africasTalkingGateway(options: AfricasTalkingOptions): SmsGateway {
  return {
    kind: 'africastalking',
    async send(sms: OutgoingSms): Promise<SmsResult> {
      const form = new URLSearchParams({ username: options.username, to: sms.to, message: sms.text });
      if (options.from) form.set('from', options.from);
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: { apiKey: options.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        if (neverSent(error)) return { outcome: 'retry', reason: "Africa's Talking could not be reached" };
        throw new SmsUncertainError("No answer from Africa's Talking: the text may have been sent", { cause: error });
      }
      const text = await response.text();
      if (response.status === 401) return { outcome: 'retry', reason: "Africa's Talking refused the username or API key" };
      if (response.status >= 500) return { outcome: 'retry', reason: `Africa's Talking answered ${response.status}` };
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Errors come as plain text (e.g. "The supplied authentication is invalid").
      }
      const recipient = recipientOf(body);
      if (!recipient) return { outcome: 'refused', reason: `Africa's Talking answered ${response.status}: ${text.slice(0, 200)}` };
      const code = Number(recipient.statusCode);
      const status = typeof recipient.status === 'string' ? recipient.status : String(code);
      if (taken.has(code) && typeof recipient.messageId === 'string' && recipient.messageId !== 'None') {
        return { outcome: 'accepted', messageId: recipient.messageId, cost: typeof recipient.cost === 'string' ? recipient.cost : null };
      }
      return worthRetrying.has(code) ? { outcome: 'retry', reason: status } : { outcome: 'refused', reason: status };
    },
  };
}
