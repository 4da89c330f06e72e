import type { LiveMotoData } from '@paddock/api-clients/blocks';
import { LiveTimingBoard } from '../kit/live/live-table.js';
import type { BlockProps } from '../kit/define-block.js';

/**
 * The motorbike race's live timing (`live/moto`): the car race's board with riders, EWC and
 * Superstock bikes.
 */
export function LiveMoto({ data }: BlockProps<LiveMotoData>) {
  return <LiveTimingBoard site="moto" data={data} crew="riders" />;
}
