/**
 * Demo accounts of the account service: development only, never created in production mode. One current
 * ACO1 member, one whose ACO1 membership has ended, one visitor with no membership; all share one
 * password. Phone numbers are in the range reserved for fiction (06 39 98).
 */
import { membershipCode } from '@paddock/api-clients/contracts';
import type { SeedContext } from './context';
import type { DemoAccount } from './types';

export const demoPassword = 'Paddock-24h!';

/**
 * `demoPassword` as each account stores it: made once with `hashPassword` (scrypt, N=2^17, r=8, p=1;
 * a salt per account) rather than at every seeding, as one hash takes about 0.4 s and the tests seed
 * many databases. A seed test checks that each one verifies against `demoPassword`.
 */
const demoPasswordHashes = {
  member: 'scrypt$131072$8$1$qpjlGjSUhb0pypa3wXwmhg$jARJsjM1v7W9h8E-2fq4KDnlRdM9ofv8hRBP7pTM8_k',
  expired: 'scrypt$131072$8$1$_BoIL9G_a6L9L4jMZmdF7Q$j-XthdXwKGC8gegUbN7Z958xKNB26MxIZND1adY_Unw',
  visitor: 'scrypt$131072$8$1$rzxFeggNx8saPsdazrnUfg$x9A8K0Zys5Q0vHZyTxwkveg83NQYHvmRCB-TSYs1IcY',
} as const;

export const demoEmails = {
  member: 'member@paddock.test',
  expired: 'expired@paddock.test',
  visitor: 'visitor@paddock.test',
} as const;

export function buildDemoAccounts(ctx: SeedContext): DemoAccount[] {
  return [
    {
      email: demoEmails.member,
      password: demoPassword,
      passwordHash: demoPasswordHashes.member,
      firstname: 'Camille',
      lastname: 'Lefèvre',
      phone: '0639980124',
      address1: '12 rue des Jacobins',
      city: 'Le Mans',
      postcode: '72000',
      country: 'FR',
      bouquets: [
        // The current membership, then last season's (ended): membership holds if any ACO1 is current.
        { name: membershipCode, dateEnd: ctx.fromNow(200) },
        { name: membershipCode, dateEnd: ctx.fromNow(-165) },
      ],
    },
    {
      email: demoEmails.expired,
      password: demoPassword,
      passwordHash: demoPasswordHashes.expired,
      firstname: 'Julien',
      lastname: 'Moreau',
      phone: '0639980257',
      address1: '8 avenue du Général-Leclerc',
      city: 'Angers',
      postcode: '49000',
      country: 'FR',
      bouquets: [{ name: membershipCode, dateEnd: ctx.fromNow(-20) }],
    },
    {
      email: demoEmails.visitor,
      password: demoPassword,
      passwordHash: demoPasswordHashes.visitor,
      firstname: 'Sophie',
      lastname: 'Garnier',
      phone: '0639980388',
      address1: '27 rue Nationale',
      city: 'Tours',
      postcode: '37000',
      country: 'FR',
      bouquets: [],
    },
  ];
}
