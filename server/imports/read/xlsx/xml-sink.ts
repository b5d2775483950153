import { SaxesParser } from 'saxes';
import { unreadable } from '../file-errors';

/** What a part's reader does with its elements; names come without their namespace prefix. */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
}

export interface XmlSink {
  write(chunk: Uint8Array): void;
  end(): void;
}

/** `x:row` and `row` alike: some writers prefix the spreadsheet namespace. */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * A streaming XML reader for a part's bytes (UTF-8, as OOXML writes them). It expands only XML's
 * own entities, so a document declaring its own (an entity bomb) fails to parse instead.
 */
export function xmlSink(handlers: XmlHandlers): XmlSink {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  const decoder = new TextDecoder();
  parser.on('error', () => {
    throw unreadable();
  });
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag) => open(local(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  return {
    write: (chunk) => {
      parser.write(decoder.decode(chunk, { stream: true }));
    },
    end: () => {
      parser.write(decoder.decode());
      parser.close();
    },
  };
}

/** A whole small part through the same reader. */
export function parseXml(bytes: Uint8Array, handlers: XmlHandlers): void {
  const sink = xmlSink(handlers);
  sink.write(bytes);
  sink.end();
}
