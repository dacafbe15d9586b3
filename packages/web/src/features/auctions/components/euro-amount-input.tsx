import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '../../../lib/i18n/locale';
import { decimalSeparatorOf } from './amount-for-input';

/**
 * An amount in euros and cents as the bid rules take it: two decimals, nothing negative, and no clamping — a value out
 * of range stays as typed, so the form can say why it is refused instead of silently changing it. The cents are typed
 * after the page's decimal separator (a comma in German and French).
 */
export function EuroAmountInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'clampBehavior'>) {
  const locale = useLocale();
  return (
    <NumberInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      decimalScale={2}
      decimalSeparator={decimalSeparatorOf(locale)}
      min={0}
      clampBehavior="none"
      allowNegative={false}
      style={{ flex: 1 }}
      {...props}
    />
  );
}
