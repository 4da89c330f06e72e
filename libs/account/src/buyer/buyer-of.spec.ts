import { buyer } from '@paddock/api-clients';
import { describe, expect, it } from 'vitest';
import { signedOut } from '../state/account-state.js';
import { fixtureUser, signedInAccount } from '../testing/index.js';
import { buyerOf } from './buyer-of.js';

describe('buyerOf', () => {
  it('makes the logged-in member the buyer, with their details', () => {
    const member = buyerOf(signedInAccount);
    expect(member).toEqual({
      status: 'member',
      email: 'member@paddock.test',
      info: {
        firstname: 'Camille',
        lastname: 'Lefèvre',
        phone: '0639980124',
        address: {
          city: 'Le Mans',
          zipCode: '72000',
          country: 'FR',
          street: '12 rue des Jacobins',
        },
      },
    });
    expect(buyer.safeParse(member).success).toBe(true);
  });

  it('gives an empty phone to a member without a mobile number', () => {
    const { mobile_phone_number: _none, ...user } = fixtureUser;
    const member = buyerOf({ ...signedInAccount, user });
    expect(member.status === 'member' && member.info.phone).toBe('');
  });

  it('makes a visitor who is not logged in an anonymous buyer', () => {
    expect(buyerOf(signedOut)).toEqual({ status: 'anonymous' });
  });
});
