import {
  IconBuildingSkyscraper,
  IconCalendarWeek,
  IconCar,
  IconCarGarage,
  IconChartBar,
  IconCloudUpload,
  IconDiscount,
  IconGavel,
  IconHistory,
  IconMessages,
  IconReceipt,
  IconSearch,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { usePreparedSearchHref } from './use-prepared-search-href';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

export type AdminItem = { label: string; icon: Icon; to: string } | { label: string; icon: Icon; action: () => void };

/** The create-city flow (forms, lookup, its schemas) is downloaded on its first use. */
async function openCreateCity(): Promise<void> {
  (await import('../../features/cities/components/create-city-dialog')).openCreateCityDialog();
}

/**
 * The "Admin tools" entries in their documented order (docs/product/screens-and-navigation.md#admin-tools-menu); shared
 * by the menu and the drawer.
 */
export function useAdminItems(): AdminItem[] {
  const preparedSearch = usePreparedSearchHref();
  return [
    { label: 'Create car', icon: IconCar, to: paths.manageCar.href() },
    { label: 'Create Discount plan', icon: IconDiscount, to: paths.createDiscount.href() },
    { label: 'Create auction', icon: IconGavel, to: paths.createAuction.href() },
    { label: 'All cars', icon: IconCarGarage, to: paths.allCars.href() },
    { label: 'All payments', icon: IconReceipt, to: paths.myPayments.href() },
    { label: 'All support messages', icon: IconMessages, to: paths.allMessages.href() },
    { label: 'Statistics', icon: IconChartBar, to: paths.statistics.href() },
    { label: 'Fleet calendar', icon: IconCalendarWeek, to: paths.fleetCalendar.href() },
    { label: 'Audit log', icon: IconHistory, to: paths.audit.href() },
    { label: 'Deployments', icon: IconCloudUpload, to: paths.deployments.href() },
    { label: 'Prepared Search', icon: IconSearch, to: preparedSearch },
    { label: 'Create city', icon: IconBuildingSkyscraper, action: () => void openCreateCity() },
  ];
}
