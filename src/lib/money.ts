/**
 * Money is integer pesewas everywhere; what people type becomes pesewas by
 * the rule the server reads forms with (contract/rules/cedis.ts).
 */
export { parseCedis } from '../../contract/rules/cedis';
