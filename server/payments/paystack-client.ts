/**
 * Calls Paystack's API with the secret key and reads its envelope
 * (`{ status, message, data }`), whatever the HTTP status. No answer at all
 * (network, timeout) throws ProviderUnavailableError.
 */
import { ProviderUnavailableError } from './provider';

export interface PaystackAnswer {
  httpStatus: number;
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

export interface PaystackClientOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export type PaystackCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<PaystackAnswer>;

export function paystackClient(options: PaystackClientOptions): PaystackCall {
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError('Paystack could not be reached.', { cause: error });
    }
    let envelope: Omit<PaystackAnswer, 'httpStatus'> = {};
    try {
      envelope = (await response.json()) as Omit<PaystackAnswer, 'httpStatus'>;
    } catch {
      // A body that is not JSON says nothing more than the status does.
    }
    return { ...envelope, httpStatus: response.status };
  };
}

/** Paystack's own sentence for a refusal, for logs and errors. */
export const messageOf = (answer: PaystackAnswer): string => (typeof answer.message === 'string' ? answer.message : 'no message');

export const succeeded = (answer: PaystackAnswer): boolean => answer.httpStatus < 300 && answer.status === true;
