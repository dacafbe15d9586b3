import { Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { adminTexts, isIsoDate } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { addDays } from './calendar-days';

interface CalendarControlsProps {
  from: string;
  /** Days one Previous / Next moves by: a whole view. */
  step: number;
  onFromChange: (from: string) => void;
}

/** Previous / Next and a day picker to jump to. */
export function CalendarControls({ from, step, onFromChange }: CalendarControlsProps) {
  const t = useTexts(adminTexts);
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        onClick={() => onFromChange(addDays(from, -step))}
      >
        {t('fleet.previous')}
      </Button>
      <TextInput
        type="date"
        label={t('fleet.startDay')}
        value={from}
        onChange={(event) => {
          if (isIsoDate(event.currentTarget.value)) onFromChange(event.currentTarget.value);
        }}
      />
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        onClick={() => onFromChange(addDays(from, step))}
      >
        {t('fleet.next')}
      </Button>
    </Group>
  );
}
