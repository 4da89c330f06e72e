import { libraryConfig } from '../../tools/vite/library.ts';

export default libraryConfig(import.meta.dirname);
