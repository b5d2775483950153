/** The export service's words, without its schemas: a list screen reads them in its own chunk. */
export const EXPORT_MESSAGES = {
  /** Spec section 5: "Exporting needs a project and a date filter". */
  needsProject: 'Выберите проект для выгрузки',
  needsDateRange: 'Укажите период выгрузки',
  unknownKind: 'Такой выгрузки нет',
  denied: 'Нет доступа к этой выгрузке',
  /** Spec section 6's access-denied messages of the report exports. */
  scheduleDenied: 'Нет доступа к выгрузке графика визитов',
  matrixDenied: 'Нет доступа к выгрузке по матрицам',
  integrationDenied: 'Нет доступа к интеграционному отчёту',
  photoReportDenied: 'Нет доступа к фотоотчёту',
  unknownFormat: 'Эта выгрузка не пишется в таком формате',
  noColumns: 'Выберите колонки выгрузки',
  unknownColumn: 'Такой колонки нет в выгрузке',
  duplicateColumn: 'Колонка указана дважды',
  notFound: 'Выгрузка не найдена',
  noFile: 'Файл выгрузки удалён или ещё не готов',
  notCancellable: 'Выгрузка уже завершена',
  cancelled: 'Выгрузка отменена',
  failed: 'Выгрузка прервалась из-за сбоя сервера',
  authorGone: 'Автор выгрузки больше не может её выполнить',
  empty: 'Нет строк для выгрузки',
} as const;
