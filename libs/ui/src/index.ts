// The public face of @paddock/ui. The design tokens are CSS: import '@paddock/ui/tokens.css' once, at the root.

export { isTheme, themeColours, themeStyle, themes, type Theme } from './tokens/universes.js';
export {
  Button,
  buttonClassName,
  buttonVariants,
  iconButtonClassName,
  type ButtonProps,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/button.js';
export { formatPrice } from './price/format-price.js';
export { Price, type PriceProps } from './price/price.js';
export { Spinner, type SpinnerProps } from './spinner/spinner.js';
export {
  FirstScreen,
  ResponsivePicture,
  type PictureSource,
  type ResponsivePictureProps,
} from './picture/responsive-picture.js';
export {
  Icon,
  iconNames,
  OutlineIcon,
  type IconName,
  type IconProps,
  type OutlineIconProps,
} from './icon/icon.js';
export {
  modalAtom,
  useModal,
  type ErrorModalProps,
  type Modal,
  type ModalControls,
  type ModalDefinition,
  type ModalDefinitions,
  type ModalKind,
  type ModalKinds,
  type ModalSize,
} from './modal/modal.js';
export { ModalHost, uiModals, type ModalHostProps } from './modal/modal-host.js';
export {
  Dialog,
  ModalTitle,
  type DialogProps,
  type DialogSize,
  type ModalTitleProps,
} from './modal/dialog.js';
export { Contained, type ContainedProps } from './contained/contained.js';
export { RenderedAt, usePageTime } from './page-time/page-time.js';
export { useHydrated } from './hydration/use-hydrated.js';
export { typefacePreload, typefaceUrl } from './typeface/typeface.js';
export { uiCatalog } from './i18n.js';
