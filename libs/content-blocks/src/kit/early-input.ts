import { useEffect, useLayoutEffect } from 'react';

/**
 * What a visitor does in a lazy block before its code came. The server's HTML shows a lazy block's
 * buttons and fields at once; until its code has loaded and hydrated the block they have no handlers:
 * React, like the site's Preact, drops a click on a part it cannot hydrate yet, a form library that
 * registers its fields once hydrated writes their default values over what was typed, and a form
 * sent is sent by the browser itself, leaving the page with the answers in its address. So a block
 * rendered in the browser before its code was there (`waitForCode`) keeps, meanwhile, what was typed
 * or chosen in its fields, the last tap made in it and the form sent in it (held: the page stays);
 * once its code has hydrated it (`useEarlyInputGivenBack`), each field gets back what the visitor
 * left in it, with an `input` and a `change` event its handlers hear, then the tap is replayed and the
 * form sent again, to the block's own handler. A fan's first tap on a gallery's picture opens the viewer
 * when the code arrives; a contact form filled in and sent before is checked and sent as it was.
 * A key does the same where the browser turns it into a click or a sending (Enter, Space).
 *
 * A tap whose element acted on its own is not replayed: a link followed, a field focused or changed
 * (kept as a field instead), a label, a summary that toggled its details, a button that submitted or
 * reset its form (the sending is kept instead).
 *
 * The block's frame carries its id (`data-block-frame`, `renderBlocks`). Hydrating keeps the server's
 * elements (React's and Preact's alike), so the same elements receive what is replayed.
 */

const frameAttribute = 'data-block-frame';
/** Elements whose click does something without the block's code. */
const actsOnItsOwn =
  'a[href],area[href],input,select,textarea,label,summary,button:not([type=button]),[contenteditable]';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Early {
  tap?: Element;
  /** A form the visitor sent (a submit button, Enter in a field), held: the page stays. */
  sent?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** Each field the visitor changed, with what they left in it (a value, or a box's tick). */
  fields: Map<Field, string | boolean>;
}

const waiting = new Set<string>();
const early = new Map<string, Early>();
const events = ['click', 'input', 'change', 'submit'] as const;

/** The id of the nearest frame around `target` of a block that waits for its code. */
function waitingBlock(target: Element): string | undefined {
  for (let frame = target.closest(`[${frameAttribute}]`); frame;) {
    const id = frame.getAttribute(frameAttribute) ?? '';
    if (waiting.has(id)) return id;
    frame = frame.parentElement?.closest(`[${frameAttribute}]`) ?? null;
  }
  return undefined;
}

const isTicked = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What is kept for the block of this id, made when something first is. */
function keptFor(id: string): Early {
  let kept = early.get(id);
  if (!kept) {
    kept = { fields: new Map() };
    early.set(id, kept);
  }
  return kept;
}

function onEvent(event: Event): void {
  const { target } = event;
  if (!(target instanceof Element)) return;
  const id = waitingBlock(target);
  if (id === undefined) return;
  if (target instanceof HTMLFormElement && event.type === 'submit') {
    // Without its code the browser would send it itself, leaving the page with what was typed in
    // its address: held, and sent again once the block's own handler is there.
    event.preventDefault();
    keptFor(id).sent = { form: target, submitter: (event as SubmitEvent).submitter };
  } else if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ) {
    // A file chosen stays chosen (hydrating keeps the element), and no script may set one.
    if (event.type === 'click' || ('files' in target && target.type === 'file')) return;
    // Last changed, last given back (a radio chosen again after another of its group).
    const { fields } = keptFor(id);
    fields.delete(target);
    fields.set(target, isTicked(target) ? target.checked : target.value);
  } else if (event.type === 'click' && !target.closest(actsOnItsOwn)) {
    keptFor(id).tap = target;
  }
}

/** The block of this id renders in the browser while its code loads: keep what is done in it. */
export function waitForCode(id: string): void {
  if (typeof document === 'undefined') return;
  if (waiting.size === 0) for (const type of events) document.addEventListener(type, onEvent, true);
  waiting.add(id);
}

/**
 * Sets a field as the visitor left it, and says so as the visitor's own action would. The block's
 * state may not know it yet (React keeps the element's value when it hydrates, with its state the
 * server's; a form library may have written its defaults over it): first the other way through the
 * element's own setter, which React's tracker of the element's value hears, then the visitor's way
 * through one it does not hear, and the events a visitor's change makes. React and Preact alike hand
 * the change to the block's handlers.
 */
function restore(field: Field, left: string | boolean): void {
  if (!field.isConnected) return;
  if (isTicked(field)) {
    field.checked = !left;
    // A click ticks it (or unticks a box) with the click, input and change events.
    field.click();
    return;
  }
  const value = String(left);
  field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The block of this id has hydrated with its code: from now on its own handlers hear the visitor. */
function stopKeeping(id: string): void {
  if (waiting.delete(id) && waiting.size === 0) {
    for (const type of events) document.removeEventListener(type, onEvent, true);
  }
}

/** Gives back, to the block of this id, what was done in it before its code came. */
function giveBack(id: string): void {
  const kept = early.get(id);
  early.delete(id);
  if (!kept) return;
  for (const [field, left] of kept.fields) restore(field, left);
  // In a task of its own: the fields' changes have rendered by then, so the tap's and the form's
  // handlers read the block's state with them.
  const { tap, sent } = kept;
  if (!tap && !sent) return;
  setTimeout(() => {
    if (tap?.isConnected) {
      tap.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
      );
    }
    const { form, submitter } = sent ?? {};
    if (!form?.isConnected) return;
    // Its submit button, for its name and value, when it is still the form's.
    const button =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : null;
    form.requestSubmit(button?.isConnected && button.form === form ? button : null);
  });
}

/**
 * For the component a block of this id renders once its code is there. As it hydrates (a layout
 * effect: before any event can reach it), nothing more is kept: the block's handlers hear the visitor
 * from then on. Once its parts' effects have run (a parent's effects run after its children's), what
 * was typed, tapped or sent before is given back (`giveBack`).
 */
export function useEarlyInputGivenBack(id: string): void {
  useLayoutEffect(() => stopKeeping(id), [id]);
  useEffect(() => giveBack(id), [id]);
}
