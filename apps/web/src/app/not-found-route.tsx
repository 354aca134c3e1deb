import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { hr } from '@/i18n/hr';

export function NotFoundRoute() {
  useDocumentTitle(`${hr.app.notFoundTitle} · ${hr.app.name}`);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz={28} c="brand.8">
        {hr.app.notFoundTitle}
      </Title>
      <Text>{hr.app.notFoundText}</Text>
      <Anchor component={Link} to="/">
        {hr.app.backHome}
      </Anchor>
    </Stack>
  );
}
