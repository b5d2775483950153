import {
  defineExportKind,
  type ExportKindColumn,
  type ExportReadContext,
} from '#server/exports/kind';
import { offsetBatches } from '#server/exports/paged-kind';
import { fileUrl } from '#server/files/file-url';
import { reportEntryNamer } from '#server/files/zip/entry-names';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import {
  type PhotoReportFilter,
  photoReportCalls,
  photoReportFilterSchema,
} from '#src/contracts/photo-report';
import { PHOTO_REPORT_KINDS } from '#src/contracts/photo-report-addresses';
import { countPhotos, readPhotos, type StoredPhoto } from './list-photos';

/** The report's photos for the export's author, a page of EXPORT_BATCH at a time, in order. */
const photoPages = ({ db, access, filter, signal }: ExportReadContext) =>
  offsetBatches(signal, async (page) => {
    const photos = { ...(filter as PhotoReportFilter), ...page };
    return (await readPhotos(db, access.permittedProjectIds, photos)).items;
  });

/** What both kinds share: the list call's permission and filter, a project and a period. */
const photoReportBase = {
  group: 'report',
  permission: photoReportCalls.listPhotos.permission,
  filter: photoReportFilterSchema,
  filterKeys: Object.keys(photoReportFilterSchema.shape),
  // Spec section 5: "Exporting needs a project and a date filter".
  requires: { project: true, dateRange: true },
  deniedMessage: EXPORT_MESSAGES.photoReportDenied,
  count: ({ db, access, filter }: ExportReadContext) =>
    countPhotos(db, access.permittedProjectIds, filter as PhotoReportFilter),
} as const;

const column = (key: string, header: string, type: ExportKindColumn['type'] = 'text') => ({
  key,
  header,
  type,
});

/**
 * The link is the files service's content address as the portal is configured with it
 * (`SERVICE_URL_FILES`): by default a path on the portal's own origin, `/svc/files/…`, which
 * the server cannot make absolute (it does not know the origin the portal is reached at).
 */
const PHOTO_COLUMNS = [
  column('visit_date', 'Дата визита', 'date'),
  column('outlet_name', 'Торговая точка'),
  column('outlet_address', 'Адрес'),
  column('executor', 'Исполнитель'),
  column('visit_number', 'Номер визита'),
  column('question', 'Вопрос'),
  column('taken_at', 'Снято', 'datetime'),
  column('file_name', 'Файл'),
  column('url', 'Ссылка на фото (адрес на портале)'),
];

const photoRow = (item: StoredPhoto, context: ExportReadContext) => ({
  visit_date: item.visit_date,
  outlet_name: item.outlet.name,
  outlet_address: item.outlet.address,
  executor: item.user,
  visit_number: item.visit_number,
  question: item.question?.name ?? null,
  taken_at: item.taken_at,
  file_name: item.file_name,
  url: fileUrl(context.config, item.file_id),
});

/** The photo report as a table: one line a photo, its metadata and its link. */
export const photoReportExportKind = defineExportKind({
  ...photoReportBase,
  kind: PHOTO_REPORT_KINDS.table,
  label: 'Фотоотчёт',
  columns: PHOTO_COLUMNS,
  async *batches(context) {
    for await (const items of photoPages(context)) {
      yield items.map((item) => photoRow(item, context));
    }
  },
});

/** The photo report's photos themselves: a ZIP, `<day>/<outlet>/<visit>_<question>_<n>.jpg`. */
export const photoReportZipExportKind = defineExportKind({
  ...photoReportBase,
  kind: PHOTO_REPORT_KINDS.archive,
  label: 'Фотоотчёт (архив фото)',
  columns: [],
  formats: ['zip'],
  async *archive(context) {
    const name = reportEntryNamer();
    for await (const items of photoPages(context)) {
      yield items.map((item) => ({
        name: name({
          visit_date: item.visit_date,
          visit_id: item.visit_id,
          visit_number: item.visit_number,
          outlet_name: item.outlet.name,
          question_name: item.question?.name ?? null,
          mime: item.mime,
        }),
        photo: {
          storage_key: item.storage_key,
          size: item.size,
          created_at: new Date(item.taken_at),
        },
      }));
    }
  },
});
