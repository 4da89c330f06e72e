import { describe, expect, it } from 'vitest';
import { isMemberOnly, memberOnlyRefusal } from './member-only.js';

const user = { email: 'member@paddock.test' };
const signedOut = { user: null, isMember: false };
const member = { user, isMember: true };
const nonMember = { user, isMember: false };
const memberPrice = { audienceCode: 'MEME' };
const publicPrices = [{ audienceCode: 'ADULT' }, { audienceCode: 'CHILD' }];

describe('memberOnlyRefusal', () => {
  it('refuses a member price to a visitor who is not logged in: log in', () => {
    expect(memberOnlyRefusal(signedOut, [...publicPrices, memberPrice])).toBe('logIn');
  });

  it('refuses a member price to a logged-in visitor without a current membership', () => {
    expect(memberOnlyRefusal(nonMember, [memberPrice])).toBe('membership');
    expect(memberOnlyRefusal(nonMember, [publicPrices[0] ?? memberPrice, memberPrice])).toBe(
      'membership',
    );
  });

  it('lets a member have it', () => {
    expect(memberOnlyRefusal(member, [memberPrice, ...publicPrices])).toBeNull();
  });

  it('tells a member-only price by its audience, MEME', () => {
    expect(isMemberOnly(memberPrice)).toBe(true);
    expect(publicPrices.some(isMemberOnly)).toBe(false);
  });

  it('refuses no public price, whoever asks', () => {
    for (const account of [signedOut, nonMember, member]) {
      expect(memberOnlyRefusal(account, publicPrices)).toBeNull();
      expect(memberOnlyRefusal(account, [])).toBeNull();
    }
  });
});
