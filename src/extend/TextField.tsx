import { type InputHTMLAttributes, type Ref, useId } from 'react';

/** What a {@link TextField} takes besides the input's own attributes. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** The field's test id; its message's is `<testId>-error`. */
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value is refused, shown under the field and read with it; nothing when it is fine. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled text field with its message wired for screen readers: a refused value marks the field invalid
 * (`aria-invalid`) and its words are the field's description (`aria-describedby`), so moving focus to it reads
 * both. Styled by the form around it (`.transfer` in the site's stylesheet).
 */
export function TextField({ label, testId, value, onChange, error, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        autoComplete="off"
        {...input}
        id={id}
        ref={inputRef}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
