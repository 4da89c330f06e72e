import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import frame from './section-frame.module.css';

/** The block's own classes for the frame's parts: the frame has no look of its own. */
export interface SectionFrameClasses {
  /** The frame itself, unless `className` says otherwise. */
  section?: string | undefined;
  /** The `h2`. */
  title?: string | undefined;
  /** With `text`: the box holding the title and the text; with `intro`: the intro's paragraph. */
  intro?: string | undefined;
  /** With `text`: the text's paragraph. */
  text?: string | undefined;
}

/**
 * The classes most blocks give the frame (section-frame.module.css): `grid` for cards, tiles and
 * figures (the head's text in the grid head's style), `text` with the body text's style, `wide` for the
 * tools (filters, configurator, map) whose intro runs longer, `intro` for a title and an intro paragraph
 * without a box (lists, mosaics), `shop` for the shop's blocks (their title, a narrower head). A block
 * spreads one and overrides a part.
 */
export const frameClasses = {
  grid: { section: frame.section, intro: frame.head, title: frame.title, text: frame.headText },
  text: { section: frame.section, intro: frame.head, title: frame.title, text: frame.text },
  wide: { section: frame.section, intro: frame.wideHead, title: frame.title, text: frame.text },
  intro: { section: frame.section, intro: frame.intro, title: frame.title },
  shop: { section: frame.section, intro: frame.shopHead, title: frame.shopTitle, text: frame.text },
} satisfies Record<string, SectionFrameClasses>;

export interface SectionFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** A `nav` for a block of links; a `section` otherwise. */
  as?: 'section' | 'nav';
  /** The block's optional title: the `h2` that names the frame. */
  title?: string | undefined;
  /**
   * The block's `text`: given (even undefined), the title and the text stand together in a box
   * (`classes.intro`) when either is there.
   */
  text?: string | undefined;
  /** The block's `intro`: a paragraph right after the title, with no box around them. */
  intro?: string | undefined;
  classes: SectionFrameClasses;
  /** The heading's id, when the block refers to it elsewhere too. */
  headingId?: string | undefined;
  children?: ReactNode;
}

/**
 * The frame most blocks share: a landmark named by its title when it has one, the title as an `h2`,
 * the block's text under it, then the block's own content.
 */
export function SectionFrame(props: SectionFrameProps) {
  const {
    as: Frame = 'section',
    title,
    text,
    intro,
    classes,
    headingId,
    className = classes.section,
    children,
    ...attributes
  } = props;
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = title ? (
    <h2 id={id} className={classes.title}>
      {title}
    </h2>
  ) : null;
  return (
    <Frame className={className} aria-labelledby={title ? id : undefined} {...attributes}>
      {!('text' in props) ? (
        <>
          {heading}
          {intro ? <p className={classes.intro}>{intro}</p> : null}
        </>
      ) : title || text ? (
        <div className={classes.intro}>
          {heading}
          {text ? <p className={classes.text}>{text}</p> : null}
        </div>
      ) : null}
      {children}
    </Frame>
  );
}
