import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { countKeptRecords } from '#src/offline/kept-outbox';

/**
 * On /login when the outbox still holds records: the session that made them ended on its own (a
 * refused refresh), their sending waits for their owner, and signing in again resumes it.
 */
export function KeptOutboxNotice() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    void countKeptRecords().then((kept) => {
      if (current) setCount(kept);
    });
    return () => {
      current = false;
    };
  }, []);
  if (count === 0) return null;
  return (
    <Alert
      color="orange"
      data-testid="kept-outbox"
      title={<Trans>Отправка записей приостановлена</Trans>}
    >
      <Trans>
        Неотправленных записей на устройстве: {count}. Сеанс завершился раньше, чем они были
        отправлены. Войдите под той же учётной записью, и отправка продолжится.
      </Trans>
    </Alert>
  );
}
