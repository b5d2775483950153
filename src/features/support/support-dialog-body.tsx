import { Trans } from '@lingui/react/macro';
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { SupportTicketForm } from './support-ticket-form';

/** The support dialog's content: the phone (runtime configuration), then the ticket form. */
export function SupportDialogBody({ onDone }: { onDone: () => void }) {
  const phone = getRuntimeConfig().supportPhone;
  const dial = `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <Stack>
      <Text>
        <Trans>
          Телефон службы поддержки: <Anchor href={dial}>{phone}</Anchor>
        </Trans>
      </Text>
      <Divider label={<Trans>или оставьте обращение</Trans>} labelPosition="center" />
      <SupportTicketForm onDone={onDone} />
    </Stack>
  );
}
