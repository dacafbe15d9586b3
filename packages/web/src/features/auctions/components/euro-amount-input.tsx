import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in euros and cents as the bid rules take it: two decimals, nothing negative, and no clamping — a value out
 * of range stays as typed, so the form can say why it is refused instead of silently changing it.
 */
export function EuroAmountInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'clampBehavior'>) {
  return (
    <NumberInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      decimalScale={2}
      min={0}
      clampBehavior="none"
      allowNegative={false}
      style={{ flex: 1 }}
      {...props}
    />
  );
}
