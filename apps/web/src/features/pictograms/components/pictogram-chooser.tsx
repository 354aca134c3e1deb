import type { Pictogram, PictogramFound } from '@plan-dan/contract';
import { Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { hr } from '@/i18n/hr';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { notifySaved } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSearchPictograms, useSetPictogram, type PictogramOwner } from '../api/pictograms';
import { pictogramSaveError } from '../errors';
import { readRecents, recentsFirst, rememberRecent } from '../recents';
import classes from './pictograms.module.css';

/** Typing waits this long for the next letter before asking the server. */
const TYPING_PAUSE_MS = 200;

export interface PictogramChooserProps {
  owner: PictogramOwner;
  title: string;
  onClose: () => void;
  onChange: (pictogram: Pictogram | null) => void;
}

/**
 * 'Piktogram': a search field and a grid of large symbols, the manager's recently used ones first. Choosing
 * one saves it at once and closes; a refused save stays open and says why. Loaded only when first opened.
 */
export function PictogramChooser({ owner, title, onClose, onChange }: PictogramChooserProps) {
  const managerId = useSession()?.id ?? 0;
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query, TYPING_PAUSE_MS);
  const [recents, setRecents] = useState(() => readRecents(localStorage, managerId));
  const search = useSearchPictograms(typed, true);
  const save = useSetPictogram(owner, onChange);

  const choose = (found: PictogramFound) => {
    save.mutate(found.name, {
      onSuccess: () => {
        setRecents(rememberRecent(localStorage, managerId, found));
        notifySaved(p.saved(found.label));
        onClose();
      },
    });
  };

  const shown = search.data ? recentsFirst(recents, search.data.results, typed) : [];
  return (
    // Built of its parts for one reason: its header is a div, not a second banner beside the shell's on a phone (axe).
    <Modal.Root opened onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={hr.app.close} />
        </Modal.Header>
        <Modal.Body>
          <TextInput
            label={p.search}
            description={p.searchHint}
            placeholder={p.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
            autoComplete="off"
            data-autofocus
          />
          {save.isError ? (
            <Text role="alert" c="red.8" size="sm" mt="sm">
              {pictogramSaveError(save.error)}
            </Text>
          ) : null}
          {search.isError && !search.data ? (
            <Text role="alert" c="red.8" size="sm" mt="md">
              {p.searchFailed}
            </Text>
          ) : !search.data ? (
            <Text mt="md">{p.searching}</Text>
          ) : shown.length === 0 ? (
            <Text role="status" mt="md">
              {p.nothingFound(typed.trim())}
            </Text>
          ) : (
            // data-query: the words this grid answers (the last answer stays, busy, while the next one comes).
            <ul className={classes.grid} aria-label={p.results} aria-busy={search.isFetching || undefined} data-query={typed.trim()}>
              {shown.map((found) => (
                <li key={found.name}>
                  <button type="button" className={classes.symbol} title={found.label} disabled={save.isPending} onClick={() => choose(found)}>
                    <img src={found.downloadURL} alt={found.label} loading="lazy" width={52} height={52} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
