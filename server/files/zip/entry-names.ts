import type { ZipPhoto } from './zip-archive';

/** A visit as its archive names it. */
export interface ArchiveVisit {
  id: number;
  number: string;
  outlet_name: string;
}

/** A visit's photo: its file, and the step (or questionnaire) and question it answers. */
export interface ArchivePhoto extends ZipPhoto {
  mime: string;
  /** Step (or questionnaire, for questions outside a step) and question; null for visit photos. */
  step_name: string | null;
  question_name: string | null;
}

/** Folder of photos that answer no question (taken for the visit as a whole). */
const VISIT_PHOTOS_FOLDER = 'Фото визита';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * One path segment that every common system accepts: no separators, reserved or control
 * characters, no leading or trailing dots and spaces (Windows drops them), at most 80 characters.
 */
export function safeSegment(text: string, fallback = '_'): string {
  const cleaned = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 80)
    .trim();
  return cleaned || fallback;
}

export const archiveRoot = (visit: ArchiveVisit) =>
  safeSegment(`${visit.number}_${visit.outlet_name}`);

/**
 * Entry names a person can find their way in: `<visit number>_<outlet>/<step>/<question>_<n>.jpg`,
 * numbered from 1 per question in the order taken; visit photos under VISIT_PHOTOS_FOLDER. Two
 * steps or questions of the same name get ` (2)`… so no entry replaces another when unpacked.
 */
export function entryNames(visit: ArchiveVisit, photos: ArchivePhoto[]): string[] {
  const root = archiveRoot(visit);
  const counters = new Map<string, number>();
  const used = new Set<string>();
  return photos.map((photo) => {
    const folder = photo.step_name === null ? VISIT_PHOTOS_FOLDER : safeSegment(photo.step_name);
    const stem = photo.question_name === null ? 'фото' : safeSegment(photo.question_name);
    const group = `${folder}/${stem}`;
    const n = (counters.get(group) ?? 0) + 1;
    counters.set(group, n);
    const ext = EXTENSIONS[photo.mime] ?? 'bin';
    let name = `${root}/${group}_${n}.${ext}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) {
      name = `${root}/${group}_${n} (${copy}).${ext}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

/** A photo of a report's archive: its day, outlet, visit and question. */
export interface ReportPhoto {
  visit_date: string;
  visit_id: number;
  visit_number: string;
  outlet_name: string;
  question_name: string | null;
  mime: string;
}

/**
 * Names for a report's archive, photo by photo in the report's order (day, outlet, visit):
 * `<YYYY-MM-DD>/<outlet>/<visit number>_<question>_<n>.jpg`, numbered from 1 per question of a
 * visit. The visit number, unique, keeps two outlets of one name in one folder apart, so nothing
 * but the current visit's counters is held, however many photos the report has.
 */
export function reportEntryNamer(): (photo: ReportPhoto) => string {
  let visitId: number | undefined;
  const counters = new Map<string, number>();
  return (photo) => {
    if (photo.visit_id !== visitId) {
      visitId = photo.visit_id;
      counters.clear();
    }
    const stem = photo.question_name === null ? 'фото' : safeSegment(photo.question_name);
    const n = (counters.get(stem.toLowerCase()) ?? 0) + 1;
    counters.set(stem.toLowerCase(), n);
    const ext = EXTENSIONS[photo.mime] ?? 'bin';
    const folder = `${safeSegment(photo.visit_date)}/${safeSegment(photo.outlet_name)}`;
    return `${folder}/${safeSegment(photo.visit_number)}_${stem}_${n}.${ext}`;
  };
}
