import type { Readable } from 'node:stream';
import type { SheetRow } from '../sheet';

/** A file opened for reading by its format's reader. */
export interface SheetSource {
  /** A fresh pass over the rows that hold something, the header first. */
  rows(): AsyncGenerator<SheetRow>;
  /** The row count the format tells up front (asked after the first rows were read), else null. */
  total(): number | null;
}

export type OpenFile = () => Promise<Readable>;

export interface SourceLimits {
  maxUnpackedBytes: number;
}
