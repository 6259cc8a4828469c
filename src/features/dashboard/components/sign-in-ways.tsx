import { useOnline } from '../../../lib/online';
import { SignInAddress } from './sign-in-address';
import { SignInNumber } from './sign-in-number';
import { useAuthUser } from './use-auth-user';

/** How this account signs in: its e-mail address and its phone number, each added or changed here. */
export function SignInWays() {
  const online = useOnline();
  const [user, setUser] = useAuthUser(online);
  if (!user) return null;
  return (
    <>
      <SignInAddress user={user} onChanged={setUser} online={online} />
      <SignInNumber user={user} onChanged={setUser} online={online} />
    </>
  );
}
