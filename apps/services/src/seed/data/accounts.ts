import type { DemoAccount } from '../types';
import { daysFrom } from './common';

/** Development and test accounts only (never created in production); one password for all. */
export function demoAccounts(now: Date): DemoAccount[] {
  const password = 'Paddock-24h!';
  const address = {
    address1: '12 rue de la Tribune',
    city: 'Le Mans',
    postcode: '72100',
    country: 'FR',
  };
  return [
    {
      email: 'member@paddock.test',
      password,
      firstname: 'Camille',
      lastname: 'Durand',
      phone: '0612345678',
      ...address,
      bouquets: [{ name: 'ACO1', dateEnd: daysFrom(now, 200) }],
    },
    {
      email: 'expired@paddock.test',
      password,
      firstname: 'Julien',
      lastname: 'Morel',
      phone: '0623456789',
      ...address,
      city: 'Arnage',
      postcode: '72230',
      bouquets: [{ name: 'ACO1', dateEnd: daysFrom(now, -30) }],
    },
    {
      email: 'visitor@paddock.test',
      password,
      firstname: 'Sophie',
      lastname: 'Bernard',
      phone: '0634567890',
      ...address,
      city: 'Tours',
      postcode: '37000',
      bouquets: [],
    },
  ];
}
