import { isDateFormat, isDateFormatId } from '../cells';
import { parseXml, type XmlSink, xmlSink } from './xml-sink';

export interface Relationship {
  type: string;
  /** The target part's name in the zip. */
  target: string;
}

/** `xl/_rels/workbook.xml.rels` describes `xl/workbook.xml`; `_rels/.rels` the package. */
export function relsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship's target as a zip entry name: relative to the part's folder unless absolute. */
function resolveTarget(part: string, target: string): string {
  const base = target.startsWith('/') ? [] : part.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') base.pop();
    else if (segment !== '.' && segment !== '') base.push(segment);
  }
  return base.join('/');
}

/** The relationships of `part`, by id (`rId1` …), read from its rels part. */
export function parseRels(part: string, bytes: Uint8Array): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  parseXml(bytes, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const { Id, Type, Target } = attributes;
      if (Id && Type && Target) found.set(Id, { type: Type, target: resolveTarget(part, Target) });
    },
  });
  return found;
}

/** The first relationship of a type, by the type's last word (`officeDocument`, `styles` …). */
export function relOfType(rels: Map<string, Relationship>, kind: string): string | undefined {
  for (const rel of rels.values()) if (rel.type.endsWith(`/${kind}`)) return rel.target;
  return undefined;
}

export interface WorkbookInfo {
  /** The relationship id of the first sheet, the one imported. */
  firstSheet: string | undefined;
  date1904: boolean;
}

export function parseWorkbook(bytes: Uint8Array): WorkbookInfo {
  const info: WorkbookInfo = { firstSheet: undefined, date1904: false };
  parseXml(bytes, {
    open(name, attributes) {
      if (name === 'workbookPr') {
        const value = attributes.date1904;
        info.date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && info.firstSheet === undefined) {
        const key = Object.keys(attributes).find((attribute) => attribute.endsWith(':id'));
        info.firstSheet = key ? attributes[key] : undefined;
      }
    },
  });
  return info;
}

/**
 * Which cell styles (`s` of a cell, an index into `cellXfs`) show dates: those whose number
 * format is a built-in date format or a custom code with date placeholders.
 */
export function stylesSink(dateStyles: boolean[]): XmlSink {
  const customDates = new Map<number, boolean>();
  let inCellXfs = false;
  return xmlSink({
    open(name, attributes) {
      if (name === 'numFmt') {
        customDates.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ''));
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        dateStyles.push(customDates.get(id) ?? isDateFormatId(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
}

/** OOXML's escape of characters XML cannot hold: `_x000D_` is a carriage return. */
const unescapeOoxml = (text: string): string =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) =>
        String.fromCharCode(Number.parseInt(code, 16)),
      )
    : text;

/**
 * Collects the text of a string item (`<si>` of the shared strings, `<is>` of an inline cell):
 * its `<t>` runs, leaving out the phonetic hints (`<rPh>`) Excel keeps beside East Asian text.
 */
export class RichText {
  #parts: string[] = [];
  #inText = false;
  #inPhonetic = false;

  open(name: string): void {
    if (name === 'rPh') this.#inPhonetic = true;
    else if (name === 't' && !this.#inPhonetic) this.#inText = true;
  }

  close(name: string): void {
    if (name === 'rPh') this.#inPhonetic = false;
    else if (name === 't') this.#inText = false;
  }

  text(text: string): void {
    if (this.#inText) this.#parts.push(text);
  }

  /** The item's text, and a fresh start for the next one. */
  take(): string {
    const text = unescapeOoxml(this.#parts.join(''));
    this.#parts = [];
    return text;
  }
}

export function sharedStringsSink(strings: string[]): XmlSink {
  const item = new RichText();
  return xmlSink({
    open: (name) => item.open(name),
    close(name) {
      if (name === 'si') strings.push(item.take());
      else item.close(name);
    },
    text: (text) => item.text(text),
  });
}
