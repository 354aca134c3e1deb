import type { Step, SupportRecord } from '@plan-dan/contract';
import { MAX_SUPPORT_NOTE_LENGTH, SUPPORT_LEVELS, type SupportLevel } from '@plan-dan/contract/support-constants';
import { Button, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import { FormError } from '@/components/form-message';
import { hrSupport as t } from '@/i18n/hr-support';
import { supportLevelNames } from '@/i18n/hr-support-levels';
import { useRecordSupport } from '../api/record-support';
import { useWithdrawSupport } from '../api/withdraw-support';
import { recordError, withdrawError } from '../support-errors';
import { SupportHistory } from './support-history';
import classes from './support.module.css';

export interface StepSupportProps {
  step: Step;
  employeeId: number;
  /** The card is in 'Bilježenje podrške': the six levels show under the step. */
  recording: boolean;
}

type Shown = Pick<SupportRecord, 'level' | 'note'> | null;

/**
 * What the coach saved here, shown until the task list read again brings the step's own record (its
 * recordedAt moves on), so the card never flickers back to the old level in between.
 */
interface Saved {
  basis: string | null;
  record: Shown;
}

/** The step's level in words, quietly, outside the recording mode (nothing when none is recorded). */
function SupportSummary({ step }: { step: Step }) {
  if (!step.support) return null;
  return (
    <span className={classes.summary}>
      {t.current}: {supportLevelNames[step.support.level]}
    </span>
  );
}

/**
 * One step's support record on a Zadaci card. In the recording mode: the current level in words, the six
 * levels as large buttons (one tap saves at once), 'Bilješka', 'Povijest' and 'Poništi'. A failed save keeps
 * the chosen level pressed, with the reason beside it, so one more tap retries.
 */
export function StepSupport({ step, employeeId, recording }: StepSupportProps) {
  const record = useRecordSupport(employeeId);
  const withdraw = useWithdrawSupport(employeeId);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [chosen, setChosen] = useState<SupportLevel | null>(null);
  const [status, setStatus] = useState<'saved' | 'withdrawn' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const noteId = useId();
  const historyId = useId();

  if (!recording) return <SupportSummary step={step} />;

  const basis = step.support?.recordedAt ?? null;
  const current: Shown = saved && saved.basis === basis ? saved.record : step.support;
  const pressed = chosen ?? current?.level ?? null;
  const busy = record.isPending || withdraw.isPending;

  const save = (level: SupportLevel, withNote: string | null) => {
    setChosen(level);
    setError(null);
    setStatus(null);
    record.mutate(
      { stepId: step.id, level, note: withNote },
      {
        onSuccess: (answer) => {
          setSaved({ basis, record: answer });
          setChosen(null);
          setStatus('saved');
        },
        onError: (refusal) => setError(recordError(refusal, supportLevelNames[level])),
      },
    );
  };
  // A new level keeps the note the step already has (or the one being written).
  const choose = (level: SupportLevel) => save(level, noteOpen ? note : (current?.note ?? null));
  const saveNote = () => {
    if (pressed === null) setError(t.noteNeedsLevel);
    else save(pressed, note);
  };
  const toggleNote = () => {
    if (!noteOpen) setNote(current?.note ?? '');
    setNoteOpen((open) => !open);
  };
  const undo = () => {
    setError(null);
    setStatus(null);
    withdraw.mutate(step.id, {
      onSuccess: () => {
        setSaved({ basis, record: null });
        setChosen(null);
        setStatus('withdrawn');
      },
      onError: (refusal) => setError(withdrawError(refusal)),
    });
  };

  return (
    <div className={classes.panel}>
      <div className={classes.currentLine}>
        <span>
          {t.current}: <strong>{current ? supportLevelNames[current.level] : t.notRecorded}</strong>
        </span>
        <span role="status" className={classes.status}>
          {busy ? t.saving : status === 'saved' ? (
            <>
              <CheckIcon size={14} /> {t.saved}
            </>
          ) : status === 'withdrawn' ? (
            t.withdrawn
          ) : null}
        </span>
      </div>
      {current?.note ? <p className={classes.currentNote}>{current.note}</p> : null}
      <div role="group" aria-label={t.levelsOf(step.description)} className={classes.levels}>
        {SUPPORT_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            className={classes.level}
            aria-pressed={pressed === level}
            data-failed={(error !== null && chosen === level) || undefined}
            onClick={() => choose(level)}
          >
            {pressed === level ? <CheckIcon size={16} /> : null}
            <span>{supportLevelNames[level]}</span>
          </button>
        ))}
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <div className={classes.actions}>
        <Button variant="subtle" size="sm" aria-expanded={noteOpen} aria-controls={noteId} onClick={toggleNote}>
          {t.note}
        </Button>
        <Button variant="subtle" size="sm" aria-expanded={historyOpen} aria-controls={historyId} onClick={() => setHistoryOpen((open) => !open)}>
          {t.history}
        </Button>
        {current ? (
          <Button variant="subtle" color="red" size="sm" aria-label={t.withdrawLabel(step.description)} onClick={undo} disabled={busy}>
            {t.withdraw}
          </Button>
        ) : null}
      </div>
      <div id={noteId} hidden={!noteOpen} className={classes.note}>
        {noteOpen ? (
          <>
            <Textarea
              label={t.noteLabel(step.description)}
              description={t.noteHint}
              value={note}
              maxLength={MAX_SUPPORT_NOTE_LENGTH}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Button variant="light" size="sm" onClick={saveNote} disabled={busy}>
              {t.saveNote}
            </Button>
          </>
        ) : null}
      </div>
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen ? <SupportHistory step={step} employeeId={employeeId} /> : null}
      </div>
    </div>
  );
}
