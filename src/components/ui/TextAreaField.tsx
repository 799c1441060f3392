import Field, { controlClass } from './Field';

interface Props {
  /** The control's id and name; its error is keyed by it too. */
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The API's limit: the browser stops typing there; the form checks it again after trimming. */
  maxLength: number;
  rows?: number;
  error?: string;
}

/** A labelled multi-line text (a message, a comment, a review) with its validation message tied to it. */
export default function TextAreaField({ id, label, value, onChange, maxLength, rows = 3, error }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          name={id}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
    </Field>
  );
}
