const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()`. This adds just enough of them for
 * component tests: the `open` attribute, focus moved to the first focusable element, Escape turned into
 * a cancelable `cancel` event, and the `close` event. (No top layer, no inert page, no backdrop box:
 * the Storybook tests check those in Chromium.) Call it once, in a test setup file.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const shown: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    shown.push(this);
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector(focusable);
    first?.focus();
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    shown.splice(shown.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = shown.findLast((dialog) => dialog.isConnected);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
