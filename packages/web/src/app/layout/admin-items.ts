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
import { adminTexts } from '@wayfare/common';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { useTexts } from '../../lib/i18n/use-texts';
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
  const t = useTexts(adminTexts);
  const preparedSearch = usePreparedSearchHref();
  return [
    { label: t('menu.createCar'), icon: IconCar, to: paths.manageCar.href() },
    { label: t('menu.createDiscountPlan'), icon: IconDiscount, to: paths.createDiscount.href() },
    { label: t('menu.createAuction'), icon: IconGavel, to: paths.createAuction.href() },
    { label: t('menu.allCars'), icon: IconCarGarage, to: paths.allCars.href() },
    { label: t('menu.allPayments'), icon: IconReceipt, to: paths.myPayments.href() },
    { label: t('menu.allSupportMessages'), icon: IconMessages, to: paths.allMessages.href() },
    { label: t('menu.statistics'), icon: IconChartBar, to: paths.statistics.href() },
    { label: t('menu.fleetCalendar'), icon: IconCalendarWeek, to: paths.fleetCalendar.href() },
    { label: t('menu.auditLog'), icon: IconHistory, to: paths.audit.href() },
    { label: t('menu.deployments'), icon: IconCloudUpload, to: paths.deployments.href() },
    { label: t('menu.preparedSearch'), icon: IconSearch, to: preparedSearch },
    { label: t('menu.createCity'), icon: IconBuildingSkyscraper, action: () => void openCreateCity() },
  ];
}
