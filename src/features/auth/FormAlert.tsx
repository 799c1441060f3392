/** The form's last failure, next to the form (the toast disappears; this stays). */
export function FormAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="min-h-5 text-sm text-red-700" data-form-alert>
      {message}
    </p>
  );
}
