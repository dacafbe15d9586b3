// The damage-report form still imports this name; its owner moves it to `formatMoney` from @wayfare/common, after
// which this file goes. Until then it is the shared formatter under its old name, so the dialog shows the one form.
export { formatMoney as formatEuro } from '@wayfare/common';
