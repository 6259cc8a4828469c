/**
 * Asks the server to verify a donation with the provider, and keeps asking
 * while it is pending (a mobile-money prompt waiting on the donor's phone):
 * quickly at first, then less often, for up to five minutes. Offline it
 * pauses, and checks again when the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-error';
import { useOnline } from '../../lib/online';
import type { DonationReceipt } from '../../../contract/api/donations';
import { verifyDonation } from './api';

export const pollDelaysMs = [2000, 2000, 3000, 3000, 5000, 5000, 8000, 10_000];
export const pollForMs = 5 * 60_000;

export interface DonationCheck {
  receipt: DonationReceipt | null;
  error: ApiError | null;
  /** Still pending after five minutes of asking: the page says so and offers to check again. */
  gaveUp: boolean;
  checkAgain: () => void;
}

const retriable = (error: ApiError) => error.type === 'network' || error.type === 'server' || error.type === 'rate_limit';

export function useDonationCheck(reference: string | null, cancelled: boolean): DonationCheck {
  const online = useOnline();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ receipt: DonationReceipt | null; error: ApiError | null; gaveUp: boolean }>({
    receipt: null,
    error: null,
    gaveUp: false,
  });

  useEffect(() => {
    if (!reference || !online) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const began = Date.now();
    let attempt = 0;
    const ask = async () => {
      let again = false;
      try {
        const receipt = await verifyDonation(reference, cancelled);
        if (stopped) return;
        setState({ receipt, error: null, gaveUp: false });
        again = receipt.status === 'pending';
      } catch (error) {
        if (stopped) return;
        setState((current) => ({ ...current, error: error as ApiError }));
        again = retriable(error as ApiError);
      }
      if (!again) return;
      if (Date.now() - began > pollForMs) {
        setState((current) => ({ ...current, gaveUp: true }));
        return;
      }
      timer = setTimeout(() => void ask(), pollDelaysMs[Math.min(attempt++, pollDelaysMs.length - 1)]);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reference, cancelled, online, round]);

  const checkAgain = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, checkAgain };
}
