import { describe, expect, it } from 'vitest';
import { buyer } from '../contracts/cart.js';
import { buyerOf, memberBuyer } from './buyer.js';

const user = {
  firstname: 'Camille',
  lastname: 'Lefèvre',
  email: 'member@paddock.test',
  city: 'Le Mans',
  postcode: '72000',
  country: 'FR',
  address1: '9 place Luigi Chinetti',
};

describe('memberBuyer', () => {
  it('maps an account to the member buyer of SPEC §3, as the contract takes it', () => {
    const mapped = memberBuyer({ ...user, mobile_phone_number: { national_number: '0243400000' } });
    expect(mapped).toEqual({
      status: 'member',
      email: 'member@paddock.test',
      info: {
        firstname: 'Camille',
        lastname: 'Lefèvre',
        phone: '0243400000',
        address: {
          city: 'Le Mans',
          zipCode: '72000',
          country: 'FR',
          street: '9 place Luigi Chinetti',
        },
      },
    });
    expect(buyer.parse(mapped)).toEqual(mapped);
  });

  it('gives an empty phone to an account without one', () => {
    expect(memberBuyer(user).info.phone).toBe('');
  });
});

describe('buyerOf', () => {
  it('makes the logged-in member the buyer, with their details', () => {
    const member = buyerOf(user);
    expect(member).toEqual(memberBuyer(user));
    expect(member.status === 'member' && member.email).toBe('member@paddock.test');
    expect(buyer.safeParse(member).success).toBe(true);
  });

  it('makes a visitor who is not logged in an anonymous buyer', () => {
    expect(buyerOf(null)).toEqual({ status: 'anonymous' });
    expect(buyerOf(undefined)).toEqual({ status: 'anonymous' });
  });
});
