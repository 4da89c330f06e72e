import type { LiveAutoData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { LiveTimingBoard } from '../kit/live/live-table.js';

/**
 * The car race's live timing (`live/auto`): session, flag, time remaining and the classification of
 * the Hypercars, LMP2s and LMGT3s, filtered by class: the server's in the HTML, updated once hydrated
 * and every 20 seconds.
 */
export function LiveAuto({ data }: BlockProps<LiveAutoData>) {
  return <LiveTimingBoard site="auto" data={data} crew="drivers" />;
}
