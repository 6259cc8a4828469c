/**
 * Facts about Ghana the browser and the server share. Pure data: this folder
 * is the only part of src/ the server may import.
 */

/** The sixteen regions of Ghana (since 2019). */
export const ghanaRegions = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;

export type GhanaRegion = (typeof ghanaRegions)[number];

/** A Ghana phone number as people write it: 0XX XXX XXXX or +233 XX XXX XXXX. */
export const ghanaPhonePattern = '^(?:\\+233|0)[235][0-9]{8}$';

/** Normalises a Ghana phone number to +233XXXXXXXXX, or null when it is not one. */
export function normaliseGhanaPhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  if (!new RegExp(ghanaPhonePattern).test(compact)) return null;
  return compact.startsWith('+233') ? compact : `+233${compact.slice(1)}`;
}
