import { REVIEW_MAX_LENGTH } from '#contract';
import Field, { controlClass } from '@/components/ui/Field';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}

/** A review's optional text; the browser stops typing at the limit, the form checks it again after trimming. */
export default function ReviewText({ id, label, value, onChange, error }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          name={id}
          rows={3}
          maxLength={REVIEW_MAX_LENGTH}
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
