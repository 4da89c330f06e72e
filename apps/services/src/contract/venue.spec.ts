import {
  standCategory,
  ticket,
  venue as venueSchema,
  venueBlockSeats,
  type Ticket,
  type Venue,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;
let seated: Ticket[];

beforeAll(async () => {
  services = await startTestServices();
  api = http(`${services.url}/content`);
  seated = z
    .array(ticket)
    .parse((await api.get('tickets?eventCode=24A')).body)
    .filter((each) => each.seated);
});
afterAll(() => services.close());

async function valid<T extends z.ZodMiniType>(schema: T, path: string): Promise<z.output<T>> {
  const answer = await api.get(path);
  expect(answer.status, path).toBe(200);
  return schema.parse(answer.body);
}

const blocksOf = (venue: Venue) => venue.stands.flatMap((stand) => stand.blocks);

describe('venue of the content service', () => {
  it('serves the circuit of the car site, shared by the motorbike site', async () => {
    const auto = await valid(venueSchema, 'venue/auto');
    expect(auto.stands.length).toBeGreaterThan(0);
    expect(auto.track.length).toBeGreaterThan(2);
    expect(await valid(venueSchema, 'venue/moto')).toEqual(auto);
  });

  it('answers a site without a venue, or an unknown block, with 404', async () => {
    for (const path of [
      'venue/karting',
      'venue/nowhere',
      'venue/auto/blocks/T34-Z',
      'venue/karting/blocks/T34-A',
    ]) {
      const answer = await api.get<{ error: { code: string } }>(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code, path).toBe('NOT_FOUND');
    }
  });

  it('has every block of every seated ticket’s stands, in its category, with its seat count', async () => {
    expect(seated.length).toBeGreaterThan(0);
    const blocks = new Map(
      blocksOf(await valid(venueSchema, 'venue/auto')).map((block) => [block.id, block]),
    );
    for (const each of seated) {
      const stands = await valid(z.array(standCategory), `ticket/${each.secutixId}/stands`);
      for (const category of stands) {
        for (const block of category.blocks) {
          const onMap = blocks.get(block.id);
          expect(onMap, `${each.secutixId} ${block.id}`).toBeDefined();
          expect(category.codes).toContain(onMap?.categoryCode);
          expect(onMap?.seatCount).toBe(block.seats.length);
        }
      }
    }
  });

  it('gives each block the seats the stands answer has for it', async () => {
    for (const each of seated) {
      const stands = await valid(z.array(standCategory), `ticket/${each.secutixId}/stands`);
      for (const block of stands.flatMap((category) => category.blocks)) {
        const seats = await valid(venueBlockSeats, `venue/auto/blocks/${block.id}`);
        expect(seats.blockId).toBe(block.id);
        expect(seats.seats.map((seat) => seat.id)).toEqual(block.seats.map((seat) => seat.id));
        for (const seat of seats.seats) {
          expect(seat.id).toContain(`-${seat.row}-`);
          expect(seat.x).toBeGreaterThan(0);
          expect(seat.x).toBeLessThan(seats.width);
          expect(seat.y).toBeGreaterThan(0);
          expect(seat.y).toBeLessThan(seats.height);
        }
      }
    }
  });
});
