import { safeNextPath, emailLink } from '../server/auth/links';
const n = safeNextPath('/create?draft=abc-123', 'http://127.0.0.1:5555');
console.log(n, emailLink('http://127.0.0.1:5555', 'magiclink', 'tok', 'a@b.c', n));
