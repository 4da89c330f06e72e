import { signedOut } from '@paddock/account';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../testing/fixtures.js';
import { memberOnlyRefusal } from './member-only.js';

const member = { user: fixtureUser, isMember: true };
const nonMember = { user: fixtureUser, isMember: false };
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

  it('refuses no public price, whoever asks', () => {
    for (const account of [signedOut, nonMember, member]) {
      expect(memberOnlyRefusal(account, publicPrices)).toBeNull();
      expect(memberOnlyRefusal(account, [])).toBeNull();
    }
  });
});
