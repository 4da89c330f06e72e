import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserConsent } from '../consent.js';
import { useAnalytics, type AnalyticsSettings } from './use-analytics.js';
import { useConsent } from './use-consent.js';

const settings: AnalyticsSettings = {
  tagManager: { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js' },
  pixel: { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' },
  rules: { mainSite: 'https://www.24h-lemans.com', ownedDomains: ['lemans.org'] },
};

function Page({ path }: { path: string }) {
  useAnalytics(settings, { path, locale: 'fr', context: { universe: 'auto' } });
  const marketing = useConsent('marketing');
  return <p>{marketing ? 'vidéo permise' : 'vidéo en attente'}</p>;
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const pageViews = () =>
  (window.dataLayer ?? []).filter((event) => event.event === 'virtualPageView');

beforeEach(() => {
  vi.useFakeTimers();
  act(() => browserConsent().refuseAll());
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.fbq;
});

describe('useAnalytics', () => {
  it('loads no tag and pushes nothing while audience and marketing are refused', () => {
    const { getByText } = render(<Page path="/fr" />);
    vi.advanceTimersByTime(10_000);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
    expect(getByText('vidéo en attente')).toBeInTheDocument();
  });

  it('starts the tag manager once audience is allowed, and pushes a page view per route', () => {
    const { rerender } = render(<Page path="/fr" />);
    act(() => browserConsent().decide({ audience: true }));
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST']);
    rerender(<Page path="/fr/billetterie" />);
    rerender(<Page path="/fr/billetterie" />);
    expect(pageViews().map((event) => [event['pagePath'], event['universe']])).toEqual([
      ['/fr', 'auto'],
      ['/fr/billetterie', 'auto'],
    ]);
  });

  it('tracks clicks only with audience measurement', () => {
    render(<Page path="/fr" />);
    const link = document.createElement('a');
    link.href = 'https://www.fiawec.com/';
    link.textContent = 'FIA WEC';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    expect(window.dataLayer).toBeUndefined();
    act(() => browserConsent().decide({ audience: true }));
    link.click();
    expect(window.dataLayer?.filter((event) => event.event === 'external_clic')).toHaveLength(1);
    link.remove();
  });

  it("measures nothing on a data layer another script made unusable, logs 'GTM is not available', and never throws", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = {};
    Object.assign(window, { dataLayer: odd });
    const { rerender, getByText } = render(<Page path="/fr" />);
    act(() => browserConsent().acceptAll());
    rerender(<Page path="/fr/billetterie" />);
    const link = document.createElement('a');
    link.href = 'https://www.fiawec.com/';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    link.remove();
    expect(error).toHaveBeenCalledWith('GTM is not available');
    expect(window.dataLayer).toBe(odd);
    expect(scripts()).toEqual([]);
    // The page goes on, with its other consents.
    expect(getByText('vidéo permise')).toBeInTheDocument();
    error.mockRestore();
  });

  it('starts the social pixel with marketing: a page view now and per route, its script 3 s after load', () => {
    const { rerender, getByText } = render(<Page path="/fr" />);
    act(() => browserConsent().decide({ marketing: true }));
    expect(getByText('vidéo permise')).toBeInTheDocument();
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(scripts()).toEqual(['https://pixel.example/p.js']);
    rerender(<Page path="/fr/programme" />);
    expect(window.fbq?.queue.filter(([, name]) => name === 'PageView')).toHaveLength(2);
  });
});
