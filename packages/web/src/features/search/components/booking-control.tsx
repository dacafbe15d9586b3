import { Button, Text } from '@mantine/core';
import type { SearchParams } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
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
        Login to book
      </Button>
    );
  }
  if (hasRole(session, 'ADMIN')) {
    return (
      <Button disabled fullWidth>
        Admins cannot book cars
      </Button>
    );
  }
  if (!hasPrice)
    return (
      <Text c="dimmed" size="sm">
        No price for this trip
      </Text>
    );
  if (delivery === '') {
    return (
      <>
        <Button disabled fullWidth>
          Start booking
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          Enter the delivery address first.
        </Text>
      </>
    );
  }
  return (
    <Button component={Link} to={href} fullWidth>
      Start booking
    </Button>
  );
}
