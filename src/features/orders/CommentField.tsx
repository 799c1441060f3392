import Field, { controlClass } from '@/components/ui/Field';
import { COMMENT_MAX } from './order-requests';

interface Props {
  value: string;
  onChange: (comment: string) => void;
  label: string;
  error?: string;
}

/** The optional comment of a cancel or a return. */
export default function CommentField({ value, onChange, label, error }: Props) {
  return (
    <Field id="comment" label={label} error={error}>
      {(describedBy) => (
        <textarea
          id="comment"
          name="comment"
          rows={3}
          maxLength={COMMENT_MAX}
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
