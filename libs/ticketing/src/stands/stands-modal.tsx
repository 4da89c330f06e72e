import { useLingui } from '@lingui/react';
import { Button, ModalTitle, Spinner } from '@paddock/ui';
import type { StandsModalProps } from '../modal-kinds.js';
import { StandsPicker } from './stands-picker.js';
import { standTexts } from './stands-texts.js';
import { useStandsData } from './use-stands-data.js';
import styles from './stands-modal.module.css';

const texts = {
  ...standTexts,
  title: /*i18n*/ { id: 'stands.title', message: 'Choose your seats' },
};

/**
 * The stand picker (SPEC §2, §4), the `stands` modal's content: a block on the map or in the fields
 * (step 0), its seats (step 1), a price per seat (step 2), then one stand item per seat to the cart.
 * Loaded lazily by the modal host (85dvw wide), with the viewer's code.
 */
export default function StandsModal({ secutixId, blockId, seatId }: StandsModalProps) {
  const { i18n } = useLingui();
  const load = useStandsData(secutixId);
  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {load.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size="large" label={i18n._(texts.loading)} />
        </div>
      ) : null}
      {load.status === 'failed' ? (
        <div className={styles.failed}>
          <p role="alert">{i18n._(texts.loadFailed)}</p>
          <Button variant="light" onClick={load.retry}>
            {i18n._(texts.retry)}
          </Button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <StandsPicker data={load.data} blockId={blockId} seatId={seatId} />
      ) : null}
    </>
  );
}

export { StandsSimpleModal } from './stands-simple-modal.js';
