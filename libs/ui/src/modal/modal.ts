import { atom, useSetAtom } from 'jotai';
import { useMemo, type ComponentType } from 'react';

/** The Error modal of SPEC §2: a title and a text, both already in the visitor's language. */
export interface ErrorModalProps {
  title: string;
  text: string;
}

/**
 * Every kind of modal and the props of its content. A feature lib adds its own kinds by augmenting this
 * interface, and the app's `ModalHost` must then be given their content:
 *
 * ```ts
 * declare module '@paddock/ui' {
 *   interface ModalKinds {
 *     login: LoginModalProps;
 *   }
 * }
 * ```
 * Props must not use the key `kind`, which names the modal.
 */
export interface ModalKinds {
  error: ErrorModalProps;
}

export type ModalKind = keyof ModalKinds;

/** An open modal: its kind and the props of its content, e.g. `{ kind: 'error', title, text }`. */
export type Modal = { [K in ModalKind]: { kind: K } & ModalKinds[K] }[ModalKind];

/** 550 px (login, account, error) or 85dvw (stands), never wider than the screen. */
export type ModalSize = 'narrow' | 'wide';

/** How the host shows one kind: its content, loaded the first time it opens, and its width. */
export interface ModalDefinition<Props> {
  load: () => Promise<{ default: ComponentType<Props> }>;
  size: ModalSize;
}

/** The content of every modal kind; the app gives the host one definition per kind. */
export type ModalDefinitions = { [K in ModalKind]: ModalDefinition<ModalKinds[K]> };

/**
 * The one open modal, or null. Opening another replaces it: there is never more than one. Components
 * use `useModal()`; code outside React may `store.set(modalAtom, …)`.
 */
export const modalAtom = atom<Modal | null>(null);

export interface ModalControls {
  /** Shows `modal`, in place of any modal already open. */
  open: (modal: Modal) => void;
  close: () => void;
}

/** Opens and closes the site's one modal, from anywhere under the Jotai provider. */
export function useModal(): ModalControls {
  const setModal = useSetAtom(modalAtom);
  return useMemo(
    () => ({ open: (modal: Modal) => setModal(modal), close: () => setModal(null) }),
    [setModal],
  );
}
