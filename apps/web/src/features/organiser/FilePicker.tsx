import { type ChangeEvent, type Ref, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './organiser.module.css';

export interface FilePickerProps {
  /** The input's id: the field's own label (`htmlFor`) names it first. */
  id: string;
  accept: string;
  /** The id of the field's hint. */
  describedBy: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file field in the console's own words and style (issue 42): the browser's picker is hidden
 * but stays the focusable, labelled input; a styled "Choose a file" label opens it, and the chosen
 * file's name (or "No file chosen") is shown in the page's language, not the browser's.
 */
export function FilePicker({ id, accept, describedBy, inputRef, onChange }: FilePickerProps) {
  const text = useMessages().organiserConsole;
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className={styles.fileRow}>
      <input
        id={id}
        ref={inputRef}
        className={styles.fileInput}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        onChange={(event) => {
          setFileName(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      <label htmlFor={id} className={styles.fileButton}>
        {text.chooseFile}
      </label>
      <span>{fileName ?? text.noFileChosen}</span>
    </div>
  );
}
