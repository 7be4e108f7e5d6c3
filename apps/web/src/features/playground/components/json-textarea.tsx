import { Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export type JsonParseResult<T> = { isValid: true; value: T | undefined } | { isValid: false; error: string };

type JsonTextareaProps<T> = {
  label: string;
  description: ReactNode;
  placeholder: string;
  value: T | undefined;
  toText: (value: T | undefined) => string;
  /** Checks parsed JSON; empty text always means "none". */
  fromJson: (json: unknown) => JsonParseResult<T>;
  onChange: (value: T | undefined) => void;
};

/**
 * A JSON editor for a value held in the playground state. The text is the person's while they type;
 * only valid JSON of the right shape reaches the state, and a value loaded from elsewhere (a version,
 * a draft) replaces the text.
 */
export function JsonTextarea<T>({
  label,
  description,
  placeholder,
  value,
  toText,
  fromJson,
  onChange,
}: JsonTextareaProps<T>) {
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    setText(toText(value));
    setError(null);
  }

  const onText = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setError(null);
      setShown(undefined);
      onChange(undefined);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(next);
    } catch {
      setError('Not valid JSON yet; runs use the last valid value.');
      return;
    }
    const result = fromJson(json);
    if (!result.isValid) {
      setError(`${result.error} Runs use the last valid value.`);
      return;
    }
    setError(null);
    setShown(result.value);
    onChange(result.value);
  };

  return (
    <Textarea
      label={label}
      description={description}
      placeholder={placeholder}
      autosize
      minRows={3}
      maxRows={16}
      spellCheck={false}
      value={text}
      error={error}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      onChange={(event) => onText(event.currentTarget.value)}
    />
  );
}
