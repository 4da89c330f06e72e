// A block's picture is ui's: the kit keeps the name its blocks use.
export {
  ResponsivePicture as BlockPicture,
  type ResponsivePictureProps as BlockPictureProps,
} from '@paddock/ui';
