import { IMPORT_MESSAGES } from '#src/contracts/imports';
import { ImportFileError } from '../sheet';

/** The file is corrupt or no spreadsheet at all. */
export const unreadable = (): ImportFileError => new ImportFileError(IMPORT_MESSAGES.unreadable);

/** The zip would unpack to more than the import takes. */
export const zipBomb = (): ImportFileError => new ImportFileError(IMPORT_MESSAGES.zipBomb);
