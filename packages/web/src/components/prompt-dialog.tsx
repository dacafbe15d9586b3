import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { componentsTexts } from '@wayfare/common';
import { useTexts, withTexts } from '../lib/i18n/use-texts';
import { withDialogs } from '../lib/dialogs';

export interface PromptOptions {
  title: string;
  label: string;
  confirmLabel?: string;
  /** A multi-line text area instead of a single line. */
  multiline?: boolean;
}

interface PromptFormProps extends PromptOptions {
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

function PromptForm({ label, confirmLabel, multiline, onSubmit, onCancel }: PromptFormProps) {
  const t = useTexts(componentsTexts);
  const form = useForm({
    initialValues: { value: '' },
    // The prompt's input is required (docs/product/screens-and-navigation.md#prompt-dialog).
    validate: { value: (v) => (v.trim() ? null : t('prompt.required')) },
  });
  const Input = multiline ? Textarea : TextInput;
  return (
    <form onSubmit={form.onSubmit(({ value }) => onSubmit(value.trim()))} noValidate>
      <Stack>
        <Input
          label={label}
          data-autofocus
          autosize={multiline || undefined}
          minRows={multiline ? 3 : undefined}
          {...form.getInputProps('value')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('prompt.cancel')}
          </Button>
          <Button type="submit">{confirmLabel ?? t('prompt.ok')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A required-input prompt in a Mantine modal (docs/product/screens-and-navigation.md#prompt-dialog). Resolves with the
 * trimmed text, or null when the user cancels or closes it. Opened once its own words are there in the page's language.
 */
export function openPrompt(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    withTexts(componentsTexts, () =>
      withDialogs((modals) => {
        const id = modals.open({
          title: options.title,
          onClose: () => resolve(null),
          children: (
            <PromptForm
              {...options}
              onSubmit={(value) => {
                resolve(value);
                modals.close(id);
              }}
              onCancel={() => modals.close(id)}
            />
          ),
        });
      }),
    );
  });
}
