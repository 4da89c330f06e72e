import type { TicketAvailabilities } from '@paddock/api-clients/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentClient, type AvailabilitiesAnswer } from '../testing/content-client.js';
import {
  fixtureAvailabilities,
  fixturePackages,
  soldOutTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { ticketingStore } from '../testing/store.js';
import { useAvailability } from './use-availability.js';

const tickets = [weekendTicket, soldOutTicket];
/** Now: 12 weekend places left, the sold-out hospitality has 2 again; the bundles are gone. */
const later: TicketAvailabilities = fixtureAvailabilities(tickets, [], (ticket) =>
  ticket === weekendTicket.secutixId ? 12 : 2,
);

function setUp(answer: AvailabilitiesAnswer, { draft }: { draft?: boolean } = {}) {
  const content = fakeContentClient(answer);
  const store = ticketingStore({ content, draft });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { content, store, wrapper };
}

const leftOf = (result: { current: ReturnType<typeof useAvailability> }) =>
  result.current.tickets.map((ticket) => ticket.prices.map((price) => price.availability));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAvailability', () => {
  it('serves the lists as they came, then merges what is left once the answer arrives', async () => {
    const { content, wrapper } = setUp(later);
    const { result } = renderHook(() => useAvailability(tickets, fixturePackages), { wrapper });
    await waitFor(() =>
      expect(leftOf(result)).toEqual([
        [12, 12, 12, 12],
        [2, 2],
      ]),
    );
    expect(result.current.packages.map((each) => each.availability)).toEqual([0, 0]);
    expect(content.availabilityCalls).toEqual([
      { secutixIds: ['101240102', '101240303'], packageSecutixIds: ['102240001', '102240003'] },
    ]);
  });

  it('asks once for every list of the page that asks at the same time', async () => {
    const { content, wrapper } = setUp(later);
    const { result } = renderHook(
      () => [useAvailability([weekendTicket]), useAvailability([soldOutTicket])] as const,
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current[1].tickets[0]?.prices.map((price) => price.availability)).toEqual([
        2, 2,
      ]),
    );
    expect(result.current[0].tickets[0]?.prices[0]?.availability).toBe(12);
    expect(content.availabilityCalls).toEqual([
      { secutixIds: ['101240102', '101240303'], packageSecutixIds: undefined },
    ]);
  });

  it('asks for draft availabilities on a draft page, and for no packages when there are none', async () => {
    const { content, wrapper } = setUp(later, { draft: true });
    const { result } = renderHook(() => useAvailability(tickets), { wrapper });
    await waitFor(() => expect(leftOf(result)[1]).toEqual([2, 2]));
    expect(content.availabilityCalls).toEqual([
      { secutixIds: ['101240102', '101240303'], packageSecutixIds: undefined, draft: '1' },
    ]);
  });

  it('asks once, however often the page renders the same tickets anew', async () => {
    const { content, wrapper } = setUp(later);
    const { result, rerender } = renderHook(() => useAvailability([...tickets]), { wrapper });
    await waitFor(() => expect(leftOf(result)[0]).toEqual([12, 12, 12, 12]));
    rerender();
    rerender();
    expect(leftOf(result)[0]).toEqual([12, 12, 12, 12]);
    expect(content.availabilityCalls).toHaveLength(1);
  });

  it('keeps the served lists and logs when the content service could not answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { content, wrapper } = setUp(null);
    const { result } = renderHook(() => useAvailability(tickets), { wrapper });
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(content.availabilityCalls).toHaveLength(1);
    expect(leftOf(result)).toEqual([
      [42000, 42000, 42000, 42000],
      [0, 0],
    ]);
  });

  it('keeps the served lists and logs when the call throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch');
    const { wrapper } = setUp(() => Promise.reject(failure));
    const { result } = renderHook(() => useAvailability(tickets), { wrapper });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[ticketing] ticket availabilities could not be fetched',
        failure,
      ),
    );
    expect(leftOf(result)[0]).toEqual([42000, 42000, 42000, 42000]);
  });

  it('asks nothing until the app has given a content client', async () => {
    const { result } = renderHook(() => useAvailability(tickets), {
      wrapper: ({ children }) => <Provider store={ticketingStore()}>{children}</Provider>,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(leftOf(result)[0]).toEqual([42000, 42000, 42000, 42000]);
  });

  it('asks nothing while the page is rendered on the server', () => {
    const { content, wrapper: Wrapper } = setUp(later);
    function Page() {
      const { tickets: current } = useAvailability(tickets);
      return <p>{current[0]?.prices[0]?.availability}</p>;
    }
    const html = renderToString(
      <Wrapper>
        <Page />
      </Wrapper>,
    );
    expect(html).toBe('<p>42000</p>');
    expect(content.availabilityCalls).toEqual([]);
  });

  it('drops a late answer once the page has gone', async () => {
    let answer: (value: TicketAvailabilities) => void = () => undefined;
    const error = vi.spyOn(console, 'error');
    const { wrapper } = setUp(
      () =>
        new Promise<TicketAvailabilities>((resolve) => {
          answer = resolve;
        }),
    );
    const { unmount } = renderHook(() => useAvailability(tickets), { wrapper });
    unmount();
    answer(later);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(error).not.toHaveBeenCalled();
  });
});
