import type { SheetRow } from '../../sheet';
import { unreadable } from '../file-errors';
import type { OpenFile, SheetSource, SourceLimits } from '../sheet-source';
import type { CellContext } from './sheet-cells';
import { dimensionRows, sheetSink } from './sheet-rows';
import {
  parseRels,
  parseWorkbook,
  relOfType,
  relsPath,
  sharedStringsSink,
  stylesSink,
} from './workbook-parts';
import type { XmlSink } from './xml-sink';
import { checkUnpackedSize, readZipDirectory, type ZipEntry } from './zip-directory';
import { readSmallEntries, readZipEntries } from './zip-entries';

/** The parts that describe a workbook are small; a huge one is no workbook's. */
const MAX_DESCRIPTION_PART = 16 * 1024 * 1024;
/** Where Excel and nearly every other writer put the workbook: read with the package's rels. */
const USUAL_WORKBOOK = 'xl/workbook.xml';

type Entries = ReadonlyMap<string, ZipEntry>;

async function readParts(open: OpenFile, entries: Entries, names: string[]) {
  const wanted = names.flatMap((name) => entries.get(name) ?? []);
  if (wanted.some((entry) => entry.size > MAX_DESCRIPTION_PART)) throw unreadable();
  return readSmallEntries(open, wanted);
}

/** The first sheet's part, and the workbook parts its cells refer to. */
async function locateSheet(open: OpenFile, entries: Entries) {
  const guess = [USUAL_WORKBOOK, relsPath(USUAL_WORKBOOK)];
  let parts = await readParts(open, entries, ['_rels/.rels', ...guess]);
  const packageRels = parts.get('_rels/.rels');
  if (!packageRels) throw unreadable();
  const workbookPath = relOfType(parseRels('', packageRels), 'officeDocument');
  if (!workbookPath) throw unreadable();
  if (workbookPath !== USUAL_WORKBOOK) {
    parts = await readParts(open, entries, [workbookPath, relsPath(workbookPath)]);
  }
  const workbook = parts.get(workbookPath);
  const workbookRels = parts.get(relsPath(workbookPath));
  if (!workbook || !workbookRels) throw unreadable();
  const { firstSheet, date1904 } = parseWorkbook(workbook);
  const rels = parseRels(workbookPath, workbookRels);
  const sheet = firstSheet ? entries.get(rels.get(firstSheet)?.target ?? '') : undefined;
  if (!sheet) throw unreadable();
  const strings = relOfType(rels, 'sharedStrings');
  const styles = relOfType(rels, 'styles');
  return {
    sheet,
    date1904,
    strings: strings ? entries.get(strings) : undefined,
    styles: styles ? entries.get(styles) : undefined,
  };
}

/** Shared strings and date styles, streamed in one pass (the strings may run to many MB). */
async function readContext(
  open: OpenFile,
  date1904: boolean,
  strings: ZipEntry | undefined,
  styles: ZipEntry | undefined,
): Promise<CellContext> {
  const context = { strings: [] as string[], dateStyles: [] as boolean[], date1904 };
  const sinks = new Map<ZipEntry, XmlSink>();
  if (strings) sinks.set(strings, sharedStringsSink(context.strings));
  if (styles) sinks.set(styles, stylesSink(context.dateStyles));
  for await (const { entry, chunk } of readZipEntries(open, [...sinks.keys()])) {
    sinks.get(entry)!.write(chunk);
  }
  for (const sink of sinks.values()) sink.end();
  return context;
}

/**
 * XLSX: the zip's directory is read and checked first (sizes, ratios), then the workbook's
 * description, shared strings and styles, and each pass over the rows streams the first sheet's
 * part alone, a chunk at a time.
 */
export async function openXlsx(open: OpenFile, limits: SourceLimits): Promise<SheetSource> {
  const list = await readZipDirectory(open);
  checkUnpackedSize(list, limits.maxUnpackedBytes);
  const entries = new Map(list.map((entry) => [entry.name, entry]));
  const found = await locateSheet(open, entries);
  const context = await readContext(open, found.date1904, found.strings, found.styles);
  let total: number | null = null;

  async function* rows(): AsyncGenerator<SheetRow> {
    let ready: SheetRow[] = [];
    const sink = sheetSink(context, {
      dimension: (reference) => {
        total = dimensionRows(reference);
      },
      row: (row) => ready.push(row),
    });
    for await (const { chunk } of readZipEntries(open, [found.sheet])) {
      sink.write(chunk);
      if (ready.length > 0) {
        const batch = ready;
        ready = [];
        yield* batch;
      }
    }
    sink.end();
    yield* ready;
  }

  return { rows, total: () => total };
}
