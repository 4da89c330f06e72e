import { useAtom } from 'jotai';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { modalAtom, type ModalDefinitions, type ModalKind } from './modal.js';

/** The modals of @paddock/ui; the app spreads them into the definitions it gives the host. */
export const uiModals: Pick<ModalDefinitions, 'error'> = {
  error: { load: () => import('./error-modal.js'), size: 'narrow' },
};

/** The dialog and its spinner: their code loads with the first modal, not with every page. */
const ModalFrame = lazy(() => import('./modal-frame.js'));

type Content = ComponentType<Record<string, unknown>>;
type AnyModalDefinition = ModalDefinitions[ModalKind];

/** One load per definition: the host starts it when the modal opens, its lazy content reuses it. */
const loads = new WeakMap<AnyModalDefinition, Promise<unknown>>();
function loadOf(definition: AnyModalDefinition): Promise<unknown> {
  let load = loads.get(definition);
  if (!load) {
    load = definition.load();
    loads.set(definition, load);
  }
  return load;
}

/** One lazy component per definition, made the first time its modal opens. */
const contents = new WeakMap<AnyModalDefinition, LazyExoticComponent<Content>>();
function contentOf(definition: AnyModalDefinition): LazyExoticComponent<Content> {
  let content = contents.get(definition);
  if (!content) {
    // The modal's kind chose this definition, so the props it carries are the ones its content takes.
    content = lazy(() => loadOf(definition) as Promise<{ default: Content }>);
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
 * Each modal's content is its own chunk, loaded when it first opens, so a page ships only this host;
 * the dialog's own code loads with the first modal, beside that modal's content.
 */
export function ModalHost({ modals }: ModalHostProps) {
  const [modal, setModal] = useAtom(modalAtom);
  const close = useCallback(() => setModal(null), [setModal]);
  const definition = modal ? modals[modal.kind] : undefined;
  // Until the first modal opens there is nothing to render; from then on the dialog stays mounted, so
  // closing gives the focus back where it was.
  const [opened, setOpened] = useState(false);
  if (definition && !opened) setOpened(true);
  // The content's chunk loads while the dialog's does, not after it. A failed load is the lazy
  // content's to show (the same promise), not an unhandled rejection here.
  useEffect(() => {
    if (definition) loadOf(definition).catch(() => undefined);
  }, [definition]);
  if (!opened) return null;
  let content = null;
  if (modal && definition) {
    const { kind: _kind, ...props } = modal;
    // contentOf() gives the same component for the same kind on every render, so nothing remounts.
    content = createElement(contentOf(definition), props);
  }
  return (
    <Suspense fallback={null}>
      <ModalFrame open={content !== null} onClose={close} size={definition?.size}>
        {content}
      </ModalFrame>
    </Suspense>
  );
}
