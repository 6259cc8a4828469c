/**
 * Which mobile-money wallet a USSD caller has. Africa's Talking names the
 * network in `networkCode` (MCC + MNC): 62001 MTN, 62002 Telecel (formerly
 * Vodafone), 62003 and 62006 AirtelTigo (formerly tiGO and Airtel). Where it
 * says nothing useful (the sandbox sends 99999), the number's prefix decides,
 * as Ghana's numbering plan gives them out (a number moved to another network
 * keeps its prefix, so the network's word wins when there is one).
 */
import type { WalletNetwork } from '../payments/provider';

const byNetworkCode: Record<string, WalletNetwork> = { '62001': 'mtn', '62002': 'telecel', '62003': 'airteltigo', '62006': 'airteltigo' };

/** Other networks of Ghana: no wallet we can charge on them. */
const walletless = new Set(['62004', '62007']);

const byPrefix: Record<string, WalletNetwork> = {
  '24': 'mtn',
  '25': 'mtn',
  '53': 'mtn',
  '54': 'mtn',
  '55': 'mtn',
  '59': 'mtn',
  '20': 'telecel',
  '50': 'telecel',
  '26': 'airteltigo',
  '27': 'airteltigo',
  '56': 'airteltigo',
  '57': 'airteltigo',
};

/** The wallet of a Ghana number (+233XXXXXXXXX) on the network Africa's Talking named; null when we cannot charge one. */
export function walletNetwork(networkCode: string | undefined, phone: string): WalletNetwork | null {
  const code = networkCode?.trim() ?? '';
  if (byNetworkCode[code]) return byNetworkCode[code];
  if (walletless.has(code)) return null;
  return byPrefix[phone.slice(4, 6)] ?? null;
}
