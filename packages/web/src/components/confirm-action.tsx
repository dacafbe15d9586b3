import { Button, type ButtonProps, Text } from '@mantine/core';
import { componentsTexts } from '@wayfare/common';
import type { ReactNode } from 'react';
import { withTexts } from '../lib/i18n/use-texts';
import { withDialogs } from '../lib/dialogs';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /**
   * The declining button; "Cancel" unless that would read as the action itself ("Keep booking" beside "Cancel
   * booking", docs/product/screens-and-navigation.md#confirmations).
   */
  cancelLabel?: string;
  /** Red confirm button for destructive actions (deleting, cancelling). */
  danger?: boolean;
}

/**
 * A confirmation in a Mantine modal (docs/product/screens-and-navigation.md#confirmations); true when confirmed. The
 * caller's texts come in the page's language, and so do the default "Confirm" and "Cancel".
 */
export function openConfirm({ title, message, confirmLabel, cancelLabel, danger }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    withTexts(componentsTexts, (t) =>
      withDialogs((modals) => {
        modals.openConfirmModal({
          title,
          children: typeof message === 'string' ? <Text>{message}</Text> : message,
          labels: { confirm: confirmLabel ?? t('confirm.confirm'), cancel: cancelLabel ?? t('confirm.cancel') },
          confirmProps: danger ? { color: 'red' } : undefined,
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
          // Closing with the X or Escape counts as "no"; a second resolve is ignored.
          onClose: () => resolve(false),
        });
      }),
    );
  });
}

interface ConfirmActionProps extends ConfirmOptions, Omit<ButtonProps, 'onClick' | 'title'> {
  children: ReactNode;
  onConfirm: () => void;
}

/** A button that runs `onConfirm` only after the user confirms. */
export function ConfirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  children,
  ...buttonProps
}: ConfirmActionProps) {
  return (
    <Button
      color={danger ? 'red' : undefined}
      {...buttonProps}
      onClick={async () => {
        if (await openConfirm({ title, message, confirmLabel, cancelLabel, danger })) onConfirm();
      }}
    >
      {children}
    </Button>
  );
}
