import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { hr } from '@/i18n/hr';

/** A missing employee and another manager's employee look the same: nothing of theirs is shown. */
export function EmployeeNotFound() {
  useDocumentTitle(`${hr.employees.notFound} · ${hr.app.name}`);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz={28} c="brand.8">
        {hr.employees.notFound}
      </Title>
      <Text>{hr.employees.notFoundText}</Text>
      <Anchor component={Link} to="/" fw={500}>
        {hr.employees.toList}
      </Anchor>
    </Stack>
  );
}
