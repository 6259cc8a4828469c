/**
 * Ghana's regions in the reader's language. A story and a profile keep the
 * region's English name (what the server filters on); the screens say it the
 * way the reader's language does ("région de l’Est", "Grand Accra").
 */
import { ghanaRegions, type GhanaRegion } from '../../../contract/rules/ghana';
import type { Translate } from '../i18n/i18n';

const isRegion = (name: string): name is GhanaRegion => (ghanaRegions as readonly string[]).includes(name);

/** A region's name in the reader's language; a name outside the list as it was given. */
export const regionName = (t: Translate, region: string): string => (isRegion(region) ? t(`region.${region}`) : region);

/** Every region as a choice: the stored name as its value, its name in the reader's language as its label, in that language's order. */
export function regionChoices(t: Translate, locale: string): Array<{ value: GhanaRegion; label: string }> {
  const order = new Intl.Collator(locale);
  return ghanaRegions.map((value) => ({ value, label: t(`region.${value}`) })).sort((a, b) => order.compare(a.label, b.label));
}
