import { useLingui } from '@lingui/react';
import { ModalTitle } from '@paddock/ui';
import type { StandsSimpleModalProps } from '../modal-kinds.js';
import { StandsSimple } from './stands-simple.js';

const texts = {
  title: /*i18n*/ { id: 'stands.simple.title', message: 'Choose your category' },
};

/**
 * The `standsSimple` modal (SPEC §2 StandsSimple): the ticket's stand categories, each picking its
 * first block, with the panorama viewer; 'Choose my seats' goes on in the `stands` modal at that block.
 * Loaded lazily by the modal host, with the viewer's code.
 */
export function StandsSimpleModal({ secutixId }: StandsSimpleModalProps) {
  const { i18n } = useLingui();
  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      <StandsSimple secutixId={secutixId} />
    </>
  );
}
