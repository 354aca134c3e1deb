import type { MaterialKind } from '@plan-dan/contract';
import { MATERIAL_ACCEPT } from '@plan-dan/contract/constants';
import { Input } from '@mantine/core';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { hrMaterials } from '@/i18n/hr-materials';
import { formatFileSize } from '@plan-dan/web-common/file-size';
import { likelyKindOf } from '../material-form';
import { ArchiveIcon, DocumentIcon, ImageIcon, UploadIcon, VideoIcon } from './material-icons';
import classes from './materials.module.css';

const t = hrMaterials.form;

const KIND_ICON: Record<MaterialKind, ReactNode> = {
  image: <ImageIcon />,
  video: <VideoIcon />,
  pdf: <DocumentIcon />,
  zip: <ArchiveIcon />,
};

interface FilePickerProps {
  file: File | null;
  onChange: (file: File) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 'Datoteka': a drop zone over the browser's own file input (kept whole and invisible on top), so a
 * click, the keyboard and a dropped file all work natively and the label names the input.
 */
export function FilePicker({ file, onChange, error, disabled = false, inputRef }: FilePickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const kind = file ? likelyKindOf(file) : null;
  const describedBy = [error ? `${id}-error` : null, `${id}-description`].filter(Boolean).join(' ');

  return (
    <Input.Wrapper id={id} label={t.file} description={t.fileDescription} error={error} required>
      <div
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      >
        <input
          ref={inputRef}
          id={id}
          className={classes.fileInput}
          type="file"
          accept={MATERIAL_ACCEPT}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // A closed picker reports no file: the one chosen before stays.
            const chosen = event.currentTarget.files?.[0];
            if (chosen) onChange(chosen);
          }}
        />
        {file ? (
          <>
            <div className={classes.chosen}>
              <span className={classes.chosenIcon}>{kind ? KIND_ICON[kind] : <DocumentIcon />}</span>
              <span>
                <span className={classes.chosenName}>{file.name}</span>
                <br />
                <span className={classes.hint}>{formatFileSize(file.size, hrMaterials.sizeUnits)}</span>
              </span>
            </div>
            {disabled ? null : <span className={classes.hint}>{t.change}</span>}
          </>
        ) : (
          <>
            <span className={classes.dropIcon}>
              <UploadIcon size={28} />
            </span>
            <span>
              <span className={classes.dropAction}>{t.choose}</span> {t.drop}
            </span>
          </>
        )}
      </div>
    </Input.Wrapper>
  );
}
