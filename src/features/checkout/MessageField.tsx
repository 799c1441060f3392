import Field, { controlClass } from '@/components/ui/Field';
import { MESSAGE_MAX } from './checkout';

interface Props {
  value: string;
  onChange: (message: string) => void;
  label: string;
  error?: string;
}

/** The shopper's message to the sellers, sent with the order. */
export default function MessageField({ value, onChange, label, error }: Props) {
  return (
    <Field id="message" label={label} error={error}>
      {(describedBy) => (
        <textarea
          id="message"
          name="message"
          rows={2}
          maxLength={MESSAGE_MAX}
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
