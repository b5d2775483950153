import type { Workbook, Worksheet } from '@cj-tech-master/excelts';
import { TEMPLATE_TEXTS } from './labels';

/** Excel's last row: the drop-down covers every row a user may fill. */
const LAST_ROW = 1_048_576;
/** Excel keeps an inline list's text to 255 characters. */
const INLINE_LIST_LIMIT = 255;

/** An inline list separates by commas and quotes the whole: options holding either cannot go. */
function inlineList(options: string[]): string | null {
  if (options.some((option) => /[",]/.test(option))) return null;
  const text = options.join(',');
  return text.length <= INLINE_LIST_LIMIT ? `"${text}"` : null;
}

/**
 * Drop-downs over the data rows of `sheet`, one per list column (by index). Options too long
 * for an inline list go to a hidden sheet, one column each, which the drop-down refers to.
 */
export function addListValidations(
  workbook: Workbook,
  sheet: Worksheet,
  lists: { index: number; options: string[] }[],
): void {
  let hidden: Worksheet | null = null;
  let hiddenColumns = 0;
  for (const { index, options } of lists) {
    if (options.length === 0) continue;
    let formula = inlineList(options);
    if (formula === null) {
      hidden ??= workbook.addWorksheet(TEMPLATE_TEXTS.listsSheet, { state: 'hidden' });
      hiddenColumns += 1;
      for (const [row, option] of options.entries())
        hidden.getCell(row + 1, hiddenColumns).value = option;
      const at = hidden.getColumn(hiddenColumns).letter;
      formula = `'${TEMPLATE_TEXTS.listsSheet}'!$${at}$1:$${at}$${options.length}`;
    }
    const letter = sheet.getColumn(index + 1).letter;
    sheet.dataValidations.add(`${letter}2:${letter}${LAST_ROW}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showInputMessage: true,
      prompt: TEMPLATE_TEXTS.pickFromList,
      showErrorMessage: true,
      errorStyle: 'stop',
      error: TEMPLATE_TEXTS.notInList,
    });
  }
}
