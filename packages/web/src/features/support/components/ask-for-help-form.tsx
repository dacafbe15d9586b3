import { Box, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { accountsTexts, componentsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { YourQuestions } from './your-questions';

interface AskForHelpFormProps {
  onSubmit: (messageContent: string) => void;
  onCancel: () => void;
}

/**
 * The "Ask for help" prompt (a prompt: the input is required, docs/product/screens-and-navigation.md#prompt-dialog)
 * with the user's earlier questions below.
 */
export function AskForHelpForm({ onSubmit, onCancel }: AskForHelpFormProps) {
  const t = useTexts(accountsTexts);
  const tc = useTexts(componentsTexts);
  const form = useForm({
    initialValues: { value: '' },
    validate: { value: (v) => (v.trim() ? null : tc('prompt.required')) },
  });
  // Loaded on demand: most visits only write.
  const [showQuestions, setShowQuestions] = useState(false);
  return (
    <Stack>
      <form onSubmit={form.onSubmit(({ value }) => onSubmit(value.trim()))} noValidate>
        <Stack>
          <Textarea
            label={t('support.question')}
            data-autofocus
            autosize
            minRows={3}
            {...form.getInputProps('value')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('support.cancel')}
            </Button>
            <Button type="submit">{t('support.send')}</Button>
          </Group>
        </Stack>
      </form>
      {showQuestions ? (
        <Box mah={260} style={{ overflowY: 'auto' }}>
          <YourQuestions />
        </Box>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowQuestions(true)}>
          {t('support.showQuestions')}
        </Button>
      )}
    </Stack>
  );
}
