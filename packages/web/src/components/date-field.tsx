import { DateInput, type DateInputProps } from '@mantine/dates';
import { componentsTexts } from '@wayfare/common';
import { useState } from 'react';
import { useTexts } from '../lib/i18n/use-texts';

const COMPLETE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Mantine's DateInput with the app's YYYY-MM-DD format, whose calendar also closes once a whole
 * date has been typed. Stock DateInput keeps the calendar open until the field loses focus, so
 * the calendar covered the button below it (Register, Search) right after typing a date.
 */
export function DateField({
  popoverProps,
  onFocus,
  onClick,
  onBlur,
  onKeyDown,
  onInput,
  getDayProps,
  ...props
}: DateInputProps) {
  const t = useTexts(componentsTexts);
  const [opened, setOpened] = useState(false);
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      // The format's letters in the page's language ("JJJJ-MM-TT"); the value is written the same in every language.
      placeholder={t('dateField.placeholder')}
      // Mantine leaves the calendar's arrow and level buttons without accessible names.
      ariaLabels={{
        monthLevelControl: t('calendar.monthLevelControl'),
        yearLevelControl: t('calendar.yearLevelControl'),
        nextMonth: t('calendar.nextMonth'),
        previousMonth: t('calendar.previousMonth'),
        nextYear: t('calendar.nextYear'),
        previousYear: t('calendar.previousYear'),
        nextDecade: t('calendar.nextDecade'),
        previousDecade: t('calendar.previousDecade'),
      }}
      {...props}
      popoverProps={{ ...popoverProps, opened }}
      onFocus={(event) => {
        setOpened(true);
        onFocus?.(event);
      }}
      onClick={(event) => {
        setOpened(true);
        onClick?.(event);
      }}
      onBlur={(event) => {
        setOpened(false);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpened(false);
        onKeyDown?.(event);
      }}
      onInput={(event) => {
        setOpened(!COMPLETE_DATE.test(event.currentTarget.value));
        onInput?.(event);
      }}
      getDayProps={(date) => {
        const dayProps = getDayProps?.(date);
        return {
          ...dayProps,
          onClick: (event) => {
            dayProps?.onClick?.(event);
            setOpened(false);
          },
        };
      }}
    />
  );
}
