import { useLingui } from '@lingui/react/macro';
import { FileInput, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useState } from 'react';
import { IMPORT_ACCEPT, MAX_IMPORT_BYTES } from '#src/contracts/imports';
import { formatFileSize } from '#src/lib/file-size';

interface ImportFileFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The file by drop onto the area or through the picker (a button, so the keyboard reaches it);
 * the format and size are checked by the form (import-file-rules.ts).
 */
const maxSize = formatFileSize(MAX_IMPORT_BYTES, 0);

export function ImportFileField({ value, onChange, error, disabled }: ImportFileFieldProps) {
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const drag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(entering);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const [file] = event.dataTransfer.files;
    if (file && !disabled) onChange(file);
  };
  const size = value ? formatFileSize(value.size) : '';
  return (
    <Paper
      withBorder
      p="sm"
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
      }}
      onDragOver={(event) => drag(event, true)}
      onDragLeave={(event) => drag(event, false)}
      onDrop={drop}
      data-testid="import-file-drop"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t`Перетащите файл сюда или выберите его: XLS, XLSX или CSV, не более ${maxSize}`}
        </Text>
        <FileInput
          label={t`Файл`}
          withAsterisk
          placeholder={t`Выбрать файл`}
          leftSection={<IconFileSpreadsheet size={18} />}
          accept={IMPORT_ACCEPT}
          clearable
          disabled={disabled}
          value={value}
          onChange={onChange}
          error={error}
          description={value ? t`Размер: ${size}` : undefined}
        />
      </Stack>
    </Paper>
  );
}
