import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, NavLink, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Dialog } from '#src/components/ui/dialog';

// The form, its file picker and its calls load when the dialog first opens, not with the menu.
const SupportDialogBody = lazy(() =>
  import('./support-dialog-body').then((module) => ({ default: module.SupportDialogBody })),
);

/**
 * The side menu's support entry (spec section 1): a dialog with the support phone and a ticket
 * form. Every portal user may file a ticket, so it is never hidden. `collapsed`: icon only.
 */
export function SupportNavEntry({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const label = t`Поддержка`;
  const entry = (
    <NavLink
      component="button"
      type="button"
      onClick={open}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      leftSection={<IconLifebuoy size={18} stroke={1.75} />}
    />
  );
  return (
    <>
      {collapsed ? (
        <Tooltip label={label} position="right">
          {entry}
        </Tooltip>
      ) : (
        entry
      )}
      <Dialog opened={opened} onClose={close} title={<Trans>Служба поддержки</Trans>} size="lg">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          }
        >
          {opened && <SupportDialogBody onDone={close} />}
        </Suspense>
      </Dialog>
    </>
  );
}
