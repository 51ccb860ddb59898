import { socialProviders } from '@/lib/domain/account/social-providers';
import { socialSignInView } from '@/lib/server/auth/social-sign-in-view';

const FIREBASE = { apiKey: 'AIzaSy-test-key-000000000', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };

describe('social sign-in buttons (part 1 §2, part 2 §6)', () => {
  it.each([
    [{ LogIn: true, GoogleLogin: true, FacebookLogin: true }, ['google', 'facebook']],
    [{ LogIn: true, GoogleLogin: true }, ['google']],
    [{ LogIn: true, FacebookLogin: true, GoogleLogin: false }, ['facebook']],
    [{ LogIn: true }, []],
    [{ LogIn: false, GoogleLogin: true, FacebookLogin: true }, []],
    [{ GoogleLogin: true }, []],
    [null, []],
  ])('switches %j give %j', (switches, providers) => {
    expect(socialProviders(switches)).toEqual(providers);
  });

  it('are offered only with Firebase’s web config and at least one switch on', () => {
    expect(socialSignInView({ LogIn: true, GoogleLogin: true }, FIREBASE)).toEqual({ providers: ['google'], firebase: FIREBASE });
    expect(socialSignInView({ LogIn: true, GoogleLogin: true }, null)).toBeNull();
    expect(socialSignInView({ LogIn: true }, FIREBASE)).toBeNull();
  });
});
