import { describe, expect, it } from 'vitest';
import { type ArchivePhoto, entryNames, reportEntryNamer, safeSegment } from './entry-names';

const photo = (
  step: string | null,
  question: string | null,
  mime = 'image/jpeg',
): ArchivePhoto => ({
  storage_key: 'x',
  mime,
  size: 1,
  created_at: new Date(0),
  step_name: step,
  question_name: question,
});

describe('photo archive entry names', () => {
  it('keeps a name every system can unpack', () => {
    expect(safeSegment('Полка: "молоко" / кефир?')).toBe('Полка_ _молоко_ _ кефир_');
    expect(safeSegment('  ..скрытый.  ')).toBe('скрытый');
    expect(safeSegment('a\u0000b\nc')).toBe('a_b_c');
    expect(safeSegment('...')).toBe('_');
    expect(safeSegment('я'.repeat(200))).toHaveLength(80);
  });

  it('numbers photos per question under the visit and its steps', () => {
    const visit = { id: 1, number: '100231', outlet_name: 'Магнит / Ленина, 5' };
    const names = entryNames(visit, [
      photo('Выкладка', 'Фото полки'),
      photo('Выкладка', 'Фото полки'),
      photo('Выкладка', 'Ценники', 'image/png'),
      photo(null, null),
    ]);
    expect(names).toEqual([
      '100231_Магнит _ Ленина, 5/Выкладка/Фото полки_1.jpg',
      '100231_Магнит _ Ленина, 5/Выкладка/Фото полки_2.jpg',
      '100231_Магнит _ Ленина, 5/Выкладка/Ценники_1.png',
      '100231_Магнит _ Ленина, 5/Фото визита/фото_1.jpg',
    ]);
  });

  it('never gives two entries the same name', () => {
    const visit = { id: 1, number: '1', outlet_name: 'Точка' };
    const names = entryNames(visit, [photo('Шаг', 'Полка'), photo('шаг', 'полка')]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(2);
  });

  it("names a report's photos by day and outlet, numbered per question of a visit", () => {
    const name = reportEntryNamer();
    const at = (
      visit_id: number,
      question_name: string | null,
      outlet_name = 'Магнит / Ленина',
    ) => ({
      visit_date: '2026-12-01',
      visit_id,
      visit_number: String(100000 + visit_id),
      outlet_name,
      question_name,
      mime: 'image/jpeg',
    });
    expect([
      name(at(1, 'Полка')),
      name(at(1, 'Полка')),
      name(at(1, null)),
      name(at(2, 'Полка')),
      name({ ...at(3, 'Полка', 'Пятёрочка'), visit_date: '2026-11-30', mime: 'image/png' }),
    ]).toEqual([
      '2026-12-01/Магнит _ Ленина/100001_Полка_1.jpg',
      '2026-12-01/Магнит _ Ленина/100001_Полка_2.jpg',
      '2026-12-01/Магнит _ Ленина/100001_фото_1.jpg',
      '2026-12-01/Магнит _ Ленина/100002_Полка_1.jpg',
      '2026-11-30/Пятёрочка/100003_Полка_1.png',
    ]);
  });
});
