/**
 * Asks the server to verify a donation with the provider, and keeps asking
 * while it is pending (a mobile-money prompt waiting on the donor's phone):
 * quickly at first, then less often, for up to five minutes. Offline it
 * pauses, and checks again when the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { useInitialData } from '../../lib/initial-data';
import { useOnline } from '../../lib/online';
import type { DonationReceipt } from '../../../contract/api/donations';
import { resourceNames } from '../../../contract/names/resources';
import type { ServedDonation } from '../../../contract/rules/donation-form';
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

/** What the server found when it rendered the page: the receipt, or why it could not show it (null: the app asks itself). */
function servedState(served: ServedDonation | undefined): { receipt: DonationReceipt | null; error: ApiError | null; gaveUp: boolean } {
  if (served && 'receipt' in served) return { receipt: served.receipt, error: null, gaveUp: false };
  if (served && 'status' in served) return { receipt: null, error: new ApiError('client', '', served.status), gaveUp: false };
  return { receipt: null, error: null, gaveUp: false };
}

export function useDonationCheck(reference: string | null, cancelled: boolean): DonationCheck {
  const online = useOnline();
  const served = useInitialData()?.resources[resourceNames.donation(reference ?? '')] as ServedDonation | undefined;
  const [round, setRound] = useState(0);
  const [state, setState] = useState(() => servedState(served));
  // The server already asked the provider: only a donation still pending is asked about again.
  const [settled] = useState(() => (state.receipt !== null ? state.receipt.status !== 'pending' : state.error !== null));

  useEffect(() => {
    if (!reference || !online || (settled && round === 0)) return;
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
    // A page the server found pending: the first question waits a moment, like the ones after it.
    if (served && 'receipt' in served && round === 0) timer = setTimeout(() => void ask(), pollDelaysMs[attempt++]);
    else void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reference, cancelled, online, round, settled, served]);

  const checkAgain = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, checkAgain };
}
