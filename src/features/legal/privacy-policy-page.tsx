import { Trans } from '@lingui/react/macro';
import { Container, List, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { getRuntimeConfig } from '#src/lib/runtime-config';

/** /policies — open to everyone, signed in or not. */
export function PrivacyPolicyPage() {
  const phone = getRuntimeConfig().supportPhone;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Политика конфиденциальности</Trans>
        </Title>
        <Text>
          <Trans>
            Эта политика описывает, какие персональные данные обрабатывает SFA Портал, зачем и как
            они защищены. Портал предназначен для сотрудников, организующих полевую работу:
            мерчандайзинг и аудит розничных точек.
          </Trans>
        </Text>

        <Title order={2} size="h4">
          <Trans>Какие данные мы обрабатываем</Trans>
        </Title>
        <List spacing="xs">
          <List.Item>
            <Trans>ФИО, телефон, должность и роли пользователя;</Trans>
          </List.Item>
          <List.Item>
            <Trans>данные о визитах: время, место, результаты анкет и фотографии;</Trans>
          </List.Item>
          <List.Item>
            <Trans>технические данные: журнал входов, сведения об устройстве и ошибках.</Trans>
          </List.Item>
        </List>

        <Title order={2} size="h4">
          <Trans>Зачем</Trans>
        </Title>
        <Text>
          <Trans>
            Данные нужны, чтобы планировать и проверять визиты, формировать отчёты для проектов и
            поддерживать работу портала. Мы не продаём данные и не передаём их третьим лицам, кроме
            случаев, предусмотренных договором с заказчиком или законом.
          </Trans>
        </Text>

        <Title order={2} size="h4">
          <Trans>Хранение и защита</Trans>
        </Title>
        <Text>
          <Trans>
            Данные передаются по защищённому соединению и хранятся на серверах оператора. Для работы
            без связи часть данных временно сохраняется на устройстве и удаляется при выходе из
            портала.
          </Trans>
        </Text>

        <Title order={2} size="h4">
          <Trans>Ваши права</Trans>
        </Title>
        <Text>
          <Trans>
            Вы можете запросить сведения о своих данных, их исправление или удаление. По вопросам
            обработки данных обращайтесь в службу поддержки по телефону {phone}.
          </Trans>
        </Text>

        {/* `/` leads home when signed in and to the sign-in page otherwise. */}
        <AnchorLink to="/">
          <Trans>Вернуться в портал</Trans>
        </AnchorLink>
      </Stack>
    </Container>
  );
}
