import { Paper, Stack, Title } from '@mantine/core';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ConsentStatus } from '@/features/employees/components/consent';
import { EraseSection } from '@/features/employees/components/erase-section';
import { fullName } from '@/features/employees/schemas';
import type { EmployeeTabProps } from '@/features/employees/tabs';
import { AccessHistory } from '@/features/privacy/components/access-history';
import { ExportSection } from '@/features/privacy/components/export-section';
import { hr } from '@/i18n/hr';
import { hrPrivacy as t } from '@/i18n/hr-privacy';
import { notifySaved } from '@/lib/notify';

/** One part of the tab: a card with its heading, named by it for screen readers' landmarks. */
function PrivacyPart({ title, children, titleRef }: { title: string; children: ReactNode; titleRef?: RefObject<HTMLHeadingElement | null> }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="brand.8" id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} style={{ outline: 'none' }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Privatnost (the owner's only): the person's data in their hands (issue 35). Consent is the employees
 * feature's, the export and the access history the privacy feature's, erasure the employees' deletion; this
 * is where they meet. Erasure comes last, after the export it points to.
 */
export function EmployeePrivacyTab({ employee }: EmployeeTabProps) {
  const navigate = useNavigate();
  const consentTitle = useRef<HTMLHeadingElement>(null);
  const erased = () => {
    notifySaved(hr.employees.removed(fullName(employee)));
    void navigate('/');
  };
  return (
    <Stack gap="lg">
      <PrivacyPart title={t.consent.title} titleRef={consentTitle}>
        <ConsentStatus employee={employee} onRecorded={() => consentTitle.current?.focus()} />
      </PrivacyPart>
      <PrivacyPart title={t.export.title}>
        <ExportSection employee={employee} />
      </PrivacyPart>
      {/* 'Povijest pristupa' is a card with its own heading, filter and pages (the privacy feature's). */}
      <AccessHistory employee={employee} />
      <PrivacyPart title={t.erase.title}>
        <EraseSection employee={employee} onErased={erased} />
      </PrivacyPart>
    </Stack>
  );
}
