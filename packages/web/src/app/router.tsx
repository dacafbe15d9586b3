import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import type { RouteAccess } from './guards/access';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './layout/route-error-page';

/** A route whose page code is downloaded only when it is first visited. */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** Child routes behind one guard rule (docs/product/screens-and-navigation.md#guard-rule). */
function guarded(access: RouteAccess, children: RouteObject[]): RouteObject {
  return { element: <RouteGuard access={access} />, children };
}

/**
 * /new-booking shows the car's reviews, which belong to the reviews feature; features never import
 * each other (dependency-cruiser refuses it in `npm run lint`, docs/decisions/003), so the two are put together here,
 * both loaded only with the route.
 */
async function loadNewBookingPage(): Promise<ComponentType> {
  const [{ NewBookingPage }, { CarReviews }] = await Promise.all([
    import('../features/bookings/pages/new-booking-page'),
    import('../features/reviews/components/car-reviews'),
  ]);
  return function NewBookingWithReviews() {
    return <NewBookingPage renderReviews={(carId) => <CarReviews carId={carId} />} />;
  };
}

/**
 * /my-profile lists the customer's payments, bookings and reviews, which belong to those features: composed here
 * like /new-booking. The page opens on its settings tab, so its first view needs the profile's code only; each other
 * tab's code is fetched when the tab is first opened (a slow phone otherwise downloads and runs all of it first).
 */
const CustomerPayments = lazy(async () => ({
  default: (await import('../features/payments/components/customer-payments')).CustomerPayments,
}));
const MyBookingsPage = lazy(async () => ({
  default: (await import('../features/bookings/pages/my-bookings-page')).MyBookingsPage,
}));
const ReviewItem = lazy(async () => ({
  default: (await import('../features/reviews/components/review-item')).ReviewItem,
}));

async function loadMyProfilePage(): Promise<ComponentType> {
  const { MyProfilePage } = await import('../features/profile/pages/my-profile-page');
  return function MyProfileWithTabs() {
    return (
      <MyProfilePage
        payments={
          <Suspense fallback={<PageSpinner />}>
            <CustomerPayments />
          </Suspense>
        }
        bookings={
          <Suspense fallback={<PageSpinner />}>
            <MyBookingsPage embedded />
          </Suspense>
        }
        renderReview={(review) => (
          <Suspense fallback={null}>
            <ReviewItem review={review} />
          </Suspense>
        )}
      />
    );
  };
}

/** The route table (docs/product/screens-and-navigation.md#route-table). */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: AppLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Keeps the navbar on screen when a page fails.
        ErrorBoundary: RouteErrorPage,
        children: [
          guarded('public', [
            {
              index: true,
              // The home page, headed by what /pay-handle says was just paid (home-with-confirmation.tsx).
              lazy: async () => ({ Component: (await import('./home-with-confirmation')).HomeWithConfirmation }),
            },
            { path: paths.ping.path, Component: NotFoundPage },
            page(paths.search.path, async () => (await import('../features/search/pages/search-page')).SearchPage),
            page(paths.allCars.path, async () => (await import('../features/cars/pages/all-cars-page')).AllCarsPage),
            page(
              paths.discountPlans.path,
              async () => (await import('../features/discount-plans/pages/discount-plans-page')).DiscountPlansPage,
            ),
          ]),
          guarded('guests', [
            page(paths.login.path, async () => (await import('../features/auth/pages/login-page')).LoginPage),
            page(paths.register.path, async () => (await import('../features/auth/pages/register-page')).RegisterPage),
          ]),
          guarded('loggedIn', [
            page(paths.logout.path, async () => (await import('../features/auth/pages/logout-page')).LogoutPage),
            page(
              paths.payHandle.path,
              async () => (await import('../features/payments/pages/pay-handle-page')).PayHandlePage,
            ),
            page(
              paths.checkout.path,
              async () => (await import('../features/checkout/pages/checkout-page')).CheckoutPage,
            ),
            page(
              paths.myBookings.path,
              async () => (await import('../features/bookings/pages/my-bookings-page')).MyBookingsPage,
            ),
            page(
              paths.allAuctions.path,
              async () => (await import('../features/auctions/pages/all-auctions-page')).AllAuctionsPage,
            ),
            page(paths.auction.path, async () => (await import('../features/auctions/pages/auction-page')).AuctionPage),
            page(paths.myProfile.path, loadMyProfilePage),
            page(
              paths.claimAuction.path,
              async () => (await import('../features/auctions/pages/claim-auction-page')).ClaimAuctionPage,
            ),
          ]),
          guarded('customer', [
            page(paths.newBooking.path, loadNewBookingPage),
            page(
              paths.changeBooking.path,
              async () => (await import('../features/bookings/pages/change-booking-page')).ChangeBookingPage,
            ),
          ]),
          guarded('admin', [
            page(
              paths.myPayments.path,
              async () => (await import('../features/payments/pages/all-payments-page')).AllPaymentsPage,
            ),
            page(
              paths.manageCar.path,
              async () => (await import('../features/cars/pages/manage-car-page')).ManageCarPage,
            ),
            page(
              paths.createDiscount.path,
              async () => (await import('../features/discount-plans/pages/create-discount-page')).CreateDiscountPage,
            ),
            page(
              paths.createAuction.path,
              async () => (await import('../features/auctions/pages/create-auction-page')).CreateAuctionPage,
            ),
            page(paths.carInfo.path, async () => (await import('../features/cars/pages/car-info-page')).CarInfoPage),
            page(
              paths.statistics.path,
              async () => (await import('../features/statistics/pages/statistics-page')).StatisticsPage,
            ),
            page(
              paths.fleetCalendar.path,
              async () => (await import('../features/fleet/pages/fleet-calendar-page')).FleetCalendarPage,
            ),
            page(paths.audit.path, async () => (await import('../features/audit/pages/audit-page')).AuditPage),
            page(
              paths.allMessages.path,
              async () => (await import('../features/support/pages/all-messages-page')).AllMessagesPage,
            ),
            page(
              paths.deployments.path,
              async () => (await import('../features/deployments/pages/deployments-page')).DeploymentsPage,
            ),
          ]),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
