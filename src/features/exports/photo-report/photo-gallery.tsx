import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PhotoViewer } from '#src/components/visit-details/photo-viewer';
import type { PhotoReportItem } from '#src/contracts/photo-report';
import { formatDate, formatDateTime } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { ReportThumb } from './photo-thumb-lazy';

interface OutletGroup {
  key: string;
  outlet: PhotoReportItem['outlet'];
  photos: { item: PhotoReportItem; index: number }[];
}
interface DayGroup {
  day: string;
  outlets: OutletGroup[];
}

/** The page's photos by day, then by outlet, in the order the report gives them. */
function groupByDayAndOutlet(items: readonly PhotoReportItem[]): DayGroup[] {
  const days: DayGroup[] = [];
  items.forEach((item, index) => {
    let day = days.at(-1);
    if (day?.day !== item.visit_date) {
      day = { day: item.visit_date, outlets: [] };
      days.push(day);
    }
    let outlet = day.outlets.at(-1);
    if (outlet?.outlet.id !== item.outlet.id) {
      outlet = { key: `${item.visit_date}-${item.outlet.id}`, outlet: item.outlet, photos: [] };
      day.outlets.push(outlet);
    }
    outlet.photos.push({ item, index });
  });
  return days;
}

/** The gallery: a heading a day, an outlet's photos under its name, the viewer over them. */
export function PhotoGallery({ items }: { items: PhotoReportItem[] }) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Stack gap="lg" data-testid="photo-gallery">
      {groupByDayAndOutlet(items).map((day) => (
        <Stack key={day.day} gap="sm">
          <Title order={3} size="h4">
            {formatDate(day.day)}
          </Title>
          {day.outlets.map((group) => (
            <Stack key={group.key} gap={6} data-testid="photo-outlet">
              <div>
                <Text fw={600}>{group.outlet.name}</Text>
                <Text size="sm" c="dimmed">
                  {group.outlet.address}
                </Text>
              </div>
              <Group gap="xs">
                {group.photos.map(({ item, index }) => (
                  <ReportThumb
                    key={item.id}
                    previewFileId={item.preview_file_id}
                    label={
                      item.question
                        ? t`Открыть фото: ${item.question.name}, визит ${item.visit_number}`
                        : t`Открыть фото визита ${item.visit_number}`
                    }
                    onOpen={() => setViewing(index)}
                  />
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      ))}
      <PhotoViewer
        photos={items}
        index={viewing !== null && viewing < items.length ? viewing : null}
        onIndex={setViewing}
        caption={(item) => <PhotoCaption item={item} />}
      />
    </Stack>
  );
}

function PhotoCaption({ item }: { item: PhotoReportItem }) {
  const taken = formatDateTime(item.taken_at);
  const executor = personName(item.user) || '—';
  return (
    <Stack gap={2} data-testid="photo-caption">
      <Text size="sm" fw={600}>
        {item.outlet.name}
        {item.question ? ` · ${item.question.name}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Визит {item.visit_number}, {executor}, снято {taken}
        </Trans>
      </Text>
    </Stack>
  );
}
