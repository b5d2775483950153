import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Database } from '#server/db/client';
import { files } from '#server/db/schema/index';
import type { FileStorage } from '#server/storage/file-storage';
import { insertIds } from './context';

const WIDTH = 640;
const HEIGHT = 480;
const TITLES = [
  'Выкладка: молочная продукция',
  'Выкладка: снеки',
  'Выкладка: напитки',
  'Ценники на полке',
  'Промо-стойка',
  'Фасад магазина',
  'Выкладка: бакалея',
  'Аптечная витрина',
  'Стенд электроники',
  'Холодильник с напитками',
  'Прикассовая зона',
  'Паллетная выкладка',
];

/** A shelf drawn in SVG: deterministic, light (≈20–35 KB as JPEG) and obviously demo data. */
function shelfSvg(index: number): string {
  const hue = (index * 47) % 360;
  const shelves = [120, 230, 340].map((y, row) => {
    const products = Array.from({ length: 9 }, (_, col) => {
      const h = (hue + col * 33 + row * 71) % 360;
      const height = 60 + ((col * 7 + row * 13 + index) % 4) * 8;
      return `<rect x="${40 + col * 64}" y="${y - height}" width="52" height="${height}" rx="6" fill="hsl(${h},65%,55%)" stroke="#333" stroke-width="1"/>`;
    });
    return `<rect x="24" y="${y}" width="592" height="12" fill="#6b4f2a"/>${products.join('')}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,88%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,62%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shelves.join('\n')}
  <rect x="0" y="396" width="${WIDTH}" height="84" fill="rgba(0,0,0,0.55)"/>
  <text x="24" y="432" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff">${TITLES[index % TITLES.length]}</text>
  <text x="24" y="464" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#ddd">Демо-фото №${index + 1} · SFA Portal</text>
</svg>`;
}

/**
 * Writes the demo photos into the store under `demo/` and answers their `files` rows. Keyed and
 * deterministic, so storing them again (another database on the same bucket) changes nothing.
 */
export async function storeDemoPhotos(storage: FileStorage, count = 12) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const jpeg = await sharp(Buffer.from(shelfSvg(i)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    const name = `shelf-${String(i + 1).padStart(2, '0')}.jpg`;
    await storage.putAt(`demo/${name}`, Readable.from([jpeg]));
    rows.push({
      storage_key: `demo/${name}`,
      original_name: name,
      mime: 'image/jpeg',
      size: jpeg.length,
      width: WIDTH,
      height: HEIGHT,
      sha256: createHash('sha256').update(jpeg).digest('hex'),
    });
  }
  return rows;
}

/** The demo photos, stored and registered; visits reuse these few blobs through many file links. */
export async function seedPhotos(db: Database, storage: FileStorage): Promise<number[]> {
  return insertIds(db, files, await storeDemoPhotos(storage));
}
