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

/**
 * The page's audience tracking, each part only with its consent: the tag manager and click tracking with
 * audience measurement, the social pixel with marketing; a `virtualPageView` (and a pixel page view)
 * for the first page and every route change (`page` changes: its path and query).
 */
export function useAnalytics(
  settings: AnalyticsSettings,
  page: { path: string; locale: string; context?: Partial<PageContext> | undefined },
): void {
  const audience = useConsent('audience') && settings.tagManager !== undefined;
  const marketing = useConsent('marketing') && settings.pixel !== undefined;
  const { tagManager, pixel, rules, nonce } = settings;

  useEffect(() => {
    if (!audience || !tagManager) return;
    startTagManager(window, { ...tagManager, nonce });
    return watchClicks(document, rules, (event) => pushEvent(window, { ...event }));
  }, [audience, tagManager, rules, nonce]);

  const pixelStarted = useRef(false);
  useEffect(() => {
    if (!marketing || !pixel || pixelStarted.current) return;
    pixelStarted.current = true;
    // The pixel's own first page view is queued here; later ones follow the route changes.
    return startPixel(window, { ...pixel, nonce });
  }, [marketing, pixel, nonce]);

  const { path, locale, context } = page;
  const contextKey = JSON.stringify(context ?? {});
  const lastPixelPath = useRef<string | null>(null);
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
  useEffect(() => {
    if (!marketing) return;
    if (lastPixelPath.current !== null && lastPixelPath.current !== path) pixelPageView(window);
    lastPixelPath.current = path;
  }, [marketing, path]);
}
