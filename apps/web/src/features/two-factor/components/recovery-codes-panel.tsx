import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError, FormNotice } from '@/components/form-message';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';
import { recoveryCodesFile } from '../format';
import classes from './two-factor.module.css';

type CopyState = 'copied' | 'failed' | null;

/** Saves the codes as a .txt file through the browser's download. */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesFile(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.downloadFileName;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten recovery codes, right after turning it on. The server keeps only their hashes, so this is the
 * only time they are seen: they stay until the manager says they are saved.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<CopyState>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesFile(codes));
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the codes stay selectable above.
      setCopy('failed');
    }
  };

  return (
    <Stack gap="md">
      <FormNotice>{t.turnedOn}</FormNotice>
      <Title order={3} fz="md" id={titleId} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t.codesTitle}
      </Title>
      <Text>{t.codesIntro}</Text>
      <ul className={classes.codes} aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Text fw={500}>{t.codesShownOnce}</Text>
      <Group gap="sm">
        <Button onClick={() => download(codes)}>{t.download}</Button>
        <Button variant="default" onClick={() => void copyCodes()}>
          {t.copy}
        </Button>
      </Group>
      {copy === 'copied' ? <FormNotice>{t.copied}</FormNotice> : null}
      {copy === 'failed' ? <FormError>{t.copyFailed}</FormError> : null}
      <Group>
        <Button onClick={onDone}>
          {t.codesSaved}
        </Button>
      </Group>
    </Stack>
  );
}
