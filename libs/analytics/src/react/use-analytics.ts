import { useEffect, useRef } from 'react';
import { pushEvent, virtualPageView, type PageContext } from '../data-layer.js';
import { pixelPageView, startPixel, startTagManager } from '../tags.js';
import { watchClicks, type TrackingRules } from '../tracking.js';
import { useConsent } from './use-consent.js';

export interface AnalyticsSettings {
  /** The tag manager (audience measurement); none: no tag, no data layer. */
  tagManager?: { id: string; scriptUrl: string } | undefined;
  /** The social pixel (marketing). */
  pixel?: { id: string; scriptUrl: string } | undefined;
  rules: TrackingRules;
  /** The page's CSP nonce, for the scripts added. */
  nonce?: string | undefined;
}

/** The page being measured: its path and query, its locale and its context (SPEC §9). */
export interface AnalyticsPage {
  path: string;
  locale: string;
  context?: Partial<PageContext> | undefined;
}

/**
 * Audience measurement, only with its consent: the tag manager, click tracking, and a
 * `virtualPageView` for the first page and every route change (`page.path` changes). A data layer
 * another script made unusable is logged ('GTM is not available') and measures nothing.
 */
export function useAudienceMeasurement(settings: AnalyticsSettings, page: AnalyticsPage): void {
  const audience = useConsent('audience') && settings.tagManager !== undefined;
  const { tagManager, rules, nonce } = settings;

  useEffect(() => {
    if (!audience || !tagManager) return;
    if (!startTagManager(window, { ...tagManager, nonce })) return;
    return watchClicks(document, rules, (event) => pushEvent(window, { ...event }));
  }, [audience, tagManager, rules, nonce]);

  const { path, locale, context } = page;
  const contextKey = JSON.stringify(context ?? {});
  useEffect(() => {
    if (audience) {
      virtualPageView(window, {
        path,
        locale,
        title: document.title,
        context: JSON.parse(contextKey) as Partial<PageContext>,
      });
    }
  }, [audience, path, locale, contextKey]);
}

/**
 * The social pixel, only with marketing consent: its own first page view and script (3000 ms after
 * load), then a page view per route change (`page.path` changes).
 */
export function useSocialPixel(
  settings: AnalyticsSettings,
  page: Pick<AnalyticsPage, 'path'>,
): void {
  const marketing = useConsent('marketing') && settings.pixel !== undefined;
  const { pixel, nonce } = settings;

  const pixelStarted = useRef(false);
  useEffect(() => {
    if (!marketing || !pixel || pixelStarted.current) return;
    pixelStarted.current = true;
    // The pixel's own first page view is queued here; later ones follow the route changes.
    return startPixel(window, { ...pixel, nonce });
  }, [marketing, pixel, nonce]);

  const { path } = page;
  const lastPixelPath = useRef<string | null>(null);
  useEffect(() => {
    if (!marketing) return;
    if (lastPixelPath.current !== null && lastPixelPath.current !== path) pixelPageView(window);
    lastPixelPath.current = path;
  }, [marketing, path]);
}

/**
 * The page's audience tracking, each part only with its consent: `useAudienceMeasurement` and
 * `useSocialPixel` together. Where each part must fail on its own (an error boundary apiece), use them
 * in two components instead.
 */
export function useAnalytics(settings: AnalyticsSettings, page: AnalyticsPage): void {
  useAudienceMeasurement(settings, page);
  useSocialPixel(settings, page);
}
