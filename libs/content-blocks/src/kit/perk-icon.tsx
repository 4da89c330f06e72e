import type { TicketPerkIcon } from '@paddock/api-clients/blocks';
import { OutlineIcon } from '@paddock/ui';

/**
 * The pictograms of the ticket blocks, outlined on a 24×24 grid in the text's colour like the UI kit's
 * icons: a perk's (`TicketPerkIcon`), and a few the blocks draw themselves.
 */
const paths: Record<TicketPerkIcon | 'check' | 'calendar' | 'clock' | 'phone' | 'pin', string> = {
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4Zm11 0v2m0 3v.01M14 15v2',
  member: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 10.5-6M15 18l2 2 4-4',
  shield: 'M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6Zm-3 9 2 2 4-4',
  refund: 'M3 4v5h5M3.5 15a9 9 0 1 0 1.9-9.3L3 9',
  paddock: 'M5 21V4h14l-2.5 4L19 12H5',
  grandstand: 'M3 20h18M4 20v-4h5v-4h5V8h6v12',
  'pit-walk':
    'M14.5 4a5 5 0 0 0-4.6 6.8L3.5 17.2l3.3 3.3 6.4-6.4A5 5 0 0 0 20 9.5l-3 3-3.2-.3-.3-3.2 3-3A5 5 0 0 0 14.5 4Z',
  concert: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  camping: 'M2 20h20M12 4 3 20M12 4l9 16m-9-7-3 7m3-7 3 7',
  parking:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 14V7h4a3 3 0 0 1 0 6H9',
  food: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3m7 18V3c-2 1-3 4-3 8h3',
  screen: 'M3 5h18v11H3Zm5 15h8m-4-4v4',
  shuttle: 'M5 17V6a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v11Zm0-6h14M8 20v-3m8 3v-3M8 14h.01M16 14h.01',
  family:
    'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm9 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM3 21v-4a5 5 0 0 1 10 0v4m2 0v-3a2 2 0 0 1 4 0v3',
  check: 'm5 12 5 5 9-10',
  calendar: 'M4 6h16v14H4Zm0 4h16M8 3v4m8-4v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm4 17h2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
};

export type PerkIconName = keyof typeof paths;

/** The pictograms a perk may take, for the contract's test. */
export const perkIconNames = Object.keys(paths) as PerkIconName[];

/** A decorative pictogram (the text beside it says what it means). */
export function PerkIcon({
  name,
  size = 24,
  className,
}: {
  name: PerkIconName;
  size?: number;
  className?: string | undefined;
}) {
  return <OutlineIcon d={paths[name]} size={size} className={className} />;
}
