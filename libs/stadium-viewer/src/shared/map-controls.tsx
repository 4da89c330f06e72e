import { useLingui } from '@lingui/react';
import { memo, useId, useState, type MouseEvent } from 'react';
import { panMoves, type PanDirection } from '../geometry/camera.js';
import { zoomInFactor, zoomOutFactor } from '../viewer.js';
import buttons from './buttons.module.css';
import styles from './map-controls.module.css';

const texts = {
  controls: /*i18n*/ { id: 'stadium.controls', message: 'Map controls' },
  toggle: /*i18n*/ { id: 'stadium.controls.toggle', message: 'Zoom and move' },
  zoomIn: /*i18n*/ { id: 'stadium.zoomIn', message: 'Zoom in' },
  zoomOut: /*i18n*/ { id: 'stadium.zoomOut', message: 'Zoom out' },
  panUp: /*i18n*/ { id: 'stadium.panUp', message: 'Move the view up' },
  panLeft: /*i18n*/ { id: 'stadium.panLeft', message: 'Move the view left' },
  panRight: /*i18n*/ { id: 'stadium.panRight', message: 'Move the view right' },
  panDown: /*i18n*/ { id: 'stadium.panDown', message: 'Move the view down' },
  reset: /*i18n*/ { id: 'stadium.reset', message: 'Reset the view' },
};

/** Each control's drawing, in a 24 × 24 box. */
const icons = {
  zoomIn: 'M5 12h14M12 5v14',
  zoomOut: 'M5 12h14',
  up: 'M12 19V5M6 11l6-6 6 6',
  left: 'M19 12H5M11 6l-6 6 6 6',
  right: 'M5 12h14M13 6l6 6-6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4.5h4.5',
  toggle: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20M8 10.5h5M10.5 8v5',
};

function ControlIcon({ path }: { path: string }) {
  return (
    <svg className={buttons.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface MapControlsProps {
  /** Zoom by a factor: `zoomInFactor` (2) or `zoomOutFactor` (0.5). */
  onZoom: (factor: number) => void;
  /** Pan by `dx`, `dy` map units: steps of `panStep` (50). */
  onPan: (dx: number, dy: number) => void;
  onReset: () => void;
  /** False at the zoom limits: the button stays focusable and says it does nothing. */
  canZoomIn?: boolean;
  canZoomOut?: boolean;
}

const panControls: readonly { direction: PanDirection; label: keyof typeof texts }[] = [
  { direction: 'up', label: 'panUp' },
  { direction: 'left', label: 'panLeft' },
  { direction: 'right', label: 'panRight' },
  { direction: 'down', label: 'panDown' },
];

/**
 * Zoom in (×2), zoom out (×0.5), pan in steps of 50 and reset (SPEC §2), folded behind one 'Zoom and
 * move' toggle so that on a phone they do not take more room than the map: the seven buttons show in a
 * compact grid once it is pressed (`aria-expanded`). A control at its limit is `aria-disabled` rather
 * than disabled, so the focus does not drop off it on the last press.
 */
export const MapControls = memo(function MapControls({
  onZoom,
  onPan,
  onReset,
  canZoomIn = true,
  canZoomOut = true,
}: MapControlsProps) {
  const { i18n } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const unless = (enabled: boolean, action: () => void) => (event: MouseEvent) => {
    if (enabled) action();
    else event.preventDefault();
  };
  return (
    <div className={styles.controls} role="group" aria-label={i18n._(texts.controls)}>
      <button
        type="button"
        className={`${buttons.button} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <ControlIcon path={icons.toggle} />
        {i18n._(texts.toggle)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.zoom}>
          <button
            type="button"
            className={buttons.button}
            aria-label={i18n._(texts.zoomIn)}
            aria-disabled={!canZoomIn}
            onClick={unless(canZoomIn, () => onZoom(zoomInFactor))}
          >
            <ControlIcon path={icons.zoomIn} />
          </button>
          <button
            type="button"
            className={buttons.button}
            aria-label={i18n._(texts.zoomOut)}
            aria-disabled={!canZoomOut}
            onClick={unless(canZoomOut, () => onZoom(zoomOutFactor))}
          >
            <ControlIcon path={icons.zoomOut} />
          </button>
        </div>
        <div className={styles.pan}>
          {panControls.map(({ direction, label }) => (
            <button
              key={direction}
              type="button"
              className={buttons.button}
              aria-label={i18n._(texts[label])}
              onClick={() => onPan(panMoves[direction][0], panMoves[direction][1])}
            >
              <ControlIcon path={icons[direction]} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={buttons.button}
          aria-label={i18n._(texts.reset)}
          onClick={onReset}
        >
          <ControlIcon path={icons.reset} />
        </button>
      </div>
    </div>
  );
});
