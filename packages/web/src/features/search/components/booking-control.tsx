import { Button, Text } from '@mantine/core';
import { searchTexts, type SearchParams } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { returnToParam } from '../../../lib/return-to';
import { hasRole, isLoggedIn, useSession } from '../../../lib/session';

interface BookingControlProps {
  carId: number;
  search: SearchParams;
  /** Null when delivery is not ticked; otherwise the address, possibly still empty. */
  delivery: string | null;
  hasPrice: boolean;
}

/**
 * The role-dependent action of a result card (docs/product/search-and-availability.md#car-card-actions): book, log in
 * first, or nothing for admins.
 */
export function BookingControl({ carId, search, delivery, hasPrice }: BookingControlProps) {
  const t = useTexts(searchTexts);
  const session = useSession();
  const { fromCity, toCity, fromDate, fromTime, toDate, toTime } = search;
  const href = paths.newBooking.href({
    carId,
    fromCity,
    toCity,
    fromDate,
    fromTime,
    toDate,
    toTime,
    delivery: delivery || undefined,
  });
  if (!isLoggedIn(session)) {
    // Logging in comes back to this car and trip (docs/product/accounts-and-roles.md#coming-back).
    return (
      <Button component={Link} to={paths.login.href({ returnTo: returnToParam(href) })} variant="light" fullWidth>
        {t('book.login')}
      </Button>
    );
  }
  if (hasRole(session, 'ADMIN')) {
    return (
      <Button disabled fullWidth>
        {t('book.adminsCannot')}
      </Button>
    );
  }
  if (!hasPrice)
    return (
      <Text c="dimmed" size="sm">
        {t('book.noPrice')}
      </Text>
    );
  if (delivery === '') {
    return (
      <>
        <Button disabled fullWidth>
          {t('book.start')}
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          {t('book.addressFirst')}
        </Text>
      </>
    );
  }
  return (
    <Button component={Link} to={href} fullWidth>
      {t('book.start')}
    </Button>
  );
}
