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
 * 'Piktogram' on a saved step or task (the card): choosing a symbol saves it at once and closes; a refused
 * save stays open and says why. Loaded only when first opened.
 */
export function PictogramChooser({ owner, title, onClose, onChange }: PictogramChooserProps) {
  const remember = useRememberRecent();
  const save = useSetPictogram(owner, onChange);
  const choose = (found: PictogramFound) =>
    save.mutate(found.name, {
      onSuccess: () => {
        remember(found);
        notifySaved(p.saved(found.label));
        onClose();
      },
    });
  return <ChooserDialog title={title} onClose={onClose} onChoose={choose} busy={save.isPending} error={save.isError ? pictogramSaveError(save.error) : null} />;
}

export interface PictogramPickerProps {
  title: string;
  onClose: () => void;
  onPick: (pictogram: Pictogram) => void;
}

/**
 * 'Piktogram' in a form whose step or task is not saved yet: the symbol chosen is only kept by the form,
 * which sends it after saving. Loaded only when first opened.
 */
export function PictogramPicker({ title, onClose, onPick }: PictogramPickerProps) {
  const remember = useRememberRecent();
  const choose = (found: PictogramFound) => {
    remember(found);
    onPick({ name: found.name, downloadURL: found.downloadURL });
    onClose();
  };
  return <ChooserDialog title={title} onClose={onClose} onChoose={choose} busy={false} error={null} />;
}

/** Puts a chosen symbol first in the signed-in manager's recents. */
function useRememberRecent() {
  const managerId = useSession()?.id ?? 0;
  return (found: PictogramFound) => void rememberRecent(localStorage, managerId, found);
}

interface ChooserDialogProps {
  title: string;
  onClose: () => void;
  onChoose: (found: PictogramFound) => void;
  /** A save under way: the symbols wait. */
  busy: boolean;
  /** Why the last choice was not saved. */
  error: string | null;
}

/** The dialog itself: a search field and a grid of large symbols, the manager's recently used ones first. */
function ChooserDialog({ title, onClose, onChoose, busy, error }: ChooserDialogProps) {
  const managerId = useSession()?.id ?? 0;
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query, TYPING_PAUSE_MS);
  const [recents] = useState(() => readRecents(localStorage, managerId));
  const search = useSearchPictograms(typed, true);

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
          {error ? (
            <Text role="alert" c="red.8" size="sm" mt="sm">
              {error}
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
                  <button type="button" className={classes.symbol} title={found.label} disabled={busy} onClick={() => onChoose(found)}>
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
