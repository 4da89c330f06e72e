import { useAtom } from 'jotai';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Dialog, ModalLoading } from './dialog.js';
import { modalAtom, type ModalDefinitions, type ModalKind } from './modal.js';

/** The modals of @paddock/ui; the app spreads them into the definitions it gives the host. */
export const uiModals: Pick<ModalDefinitions, 'error'> = {
  error: { load: () => import('./error-modal.js'), size: 'narrow' },
};

type Content = ComponentType<Record<string, unknown>>;
type AnyModalDefinition = ModalDefinitions[ModalKind];

/** One lazy component per definition, made the first time its modal opens. */
const contents = new WeakMap<AnyModalDefinition, LazyExoticComponent<Content>>();
function contentOf(definition: AnyModalDefinition): LazyExoticComponent<Content> {
  let content = contents.get(definition);
  if (!content) {
    // The modal's kind chose this definition, so the props it carries are the ones its content takes.
    content = lazy(definition.load as unknown as () => Promise<{ default: Content }>);
    contents.set(definition, content);
  }
  return content;
}

export interface ModalHostProps {
  /** The content and width of every modal kind, e.g. `{ ...uiModals, ...accountModals }`. */
  modals: ModalDefinitions;
}

/**
 * The site's one modal, rendered once near the root: it shows whatever `useModal().open()` asked for.
 * Each modal's content is its own chunk, loaded when it first opens, so a page ships only this host.
 */
export function ModalHost({ modals }: ModalHostProps) {
  const [modal, setModal] = useAtom(modalAtom);
  const close = useCallback(() => setModal(null), [setModal]);
  const definition = modal ? modals[modal.kind] : undefined;
  let content = null;
  if (modal && definition) {
    const { kind: _kind, ...props } = modal;
    // contentOf() gives the same component for the same kind on every render, so nothing remounts.
    content = (
      <Suspense fallback={<ModalLoading />}>{createElement(contentOf(definition), props)}</Suspense>
    );
  }
  return (
    <Dialog open={content !== null} onClose={close} size={definition?.size}>
      {content}
    </Dialog>
  );
}
