import type { SiteId } from '@paddock/api-clients/contracts';
import { TicketingTestStore } from '@paddock/ticketing/testing';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { liveContentClient, type LiveAnswers } from './live-content.fixtures.js';

/**
 * The stories of the live blocks: a content service with no network behind them, answering `answers`
 * (a fresh one each time the story renders, so its answers start over), for the site `site`.
 */
export function withLiveContent(answers: LiveAnswers, site: SiteId = 'auto'): Decorator {
  function LiveContent({ children }: { children: ReactNode }) {
    const [content] = useState(() => liveContentClient(answers));
    return (
      <TicketingTestStore content={content} site={site}>
        {children}
      </TicketingTestStore>
    );
  }
  return (Story) => (
    <LiveContent>
      <Story />
    </LiveContent>
  );
}
