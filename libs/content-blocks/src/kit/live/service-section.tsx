import type { ReactNode } from 'react';
import { SectionFrame } from '../section/section-frame.js';
import own from './service-section.module.css';
import type { ServiceState } from './use-service-data.js';

export interface ServiceSectionProps {
  title: string | undefined;
  /** Always given (even undefined): the title and the text stand together in the head. */
  text: string | undefined;
  /** Where the block's data stands: the section is busy while it loads. */
  state: ServiceState<unknown>;
  /**
   * The block's own classes for a part, in place of the frame's (service-section.module.css): the
   * section, its head (the title with the text), the title, the text.
   */
  classes?: {
    section?: string | undefined;
    head?: string | undefined;
    title?: string | undefined;
    text?: string | undefined;
  };
  /** The heading's id, when the block refers to it elsewhere too. */
  headingId?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of a block whose data the content service gives after load (`useServiceData`): the block's
 * title and text in its head, and the section busy (`aria-busy`) until the data is there.
 */
export function ServiceSection({ state, classes, ...frame }: ServiceSectionProps) {
  const looks = { ...own, ...classes };
  return (
    <SectionFrame
      {...frame}
      className={looks.section}
      classes={{ title: looks.title, intro: looks.head, text: looks.text }}
      aria-busy={state.status === 'loading'}
    />
  );
}
