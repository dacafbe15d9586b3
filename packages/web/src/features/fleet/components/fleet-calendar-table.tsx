// Tooltip's stylesheet comes with this lazy page (src/app/mantine-styles.ts holds the frame's only).
import '@mantine/core/styles/Tooltip.css';

import { Anchor, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { adminTexts, type FleetCalendar, type Locale } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { type Bar, barLabel, entriesOf, placeBars, STATUS_COLORS } from './calendar-days';
import classes from './fleet-calendar.module.css';

const LANE_REM = 1.75;

/** The day headers' forms in each language: "Mon 16 Nov", "Mo. 16. Nov.", "lun. 16 nov.". */
const REGION: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };
const dayFormats = new Map<Locale, { weekday: Intl.DateTimeFormat; dayOfMonth: Intl.DateTimeFormat }>();
function dayFormatsOf(locale: Locale) {
  let formats = dayFormats.get(locale);
  if (!formats) {
    formats = {
      weekday: new Intl.DateTimeFormat(REGION[locale], { weekday: 'short', timeZone: 'UTC' }),
      dayOfMonth: new Intl.DateTimeFormat(REGION[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    };
    dayFormats.set(locale, formats);
  }
  return formats;
}
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A booking's bar is coloured by its status; a maintenance block's is hatched. Both open the car's info. */
function BarLink({ bar, carId }: { bar: Bar; carId: number }) {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const span = bar.last - bar.first + 1;
  const label = barLabel(bar.entry, t, locale);
  const { entry } = bar;
  const className = [
    classes.bar,
    entry.kind === 'block' && classes.block,
    bar.clippedStart && classes.clippedStart,
    bar.clippedEnd && classes.clippedEnd,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: true }} multiline maw={280} withArrow>
      <Link
        to={paths.carInfo.href({ carId })}
        aria-label={label}
        data-span={span}
        className={className}
        style={{
          top: `${0.25 + bar.lane * LANE_REM}rem`,
          width: `calc(${span * 100}% - 4px)`,
          ...(entry.kind === 'booking' && {
            background: STATUS_COLORS[entry.booking.status].background,
            color: STATUS_COLORS[entry.booking.status].text,
          }),
        }}
      >
        {entry.kind === 'booking' ? entry.booking.customer.name : entry.block.reason}
      </Link>
    </Tooltip>
  );
}

interface FleetCalendarTableProps {
  calendar: FleetCalendar;
  days: string[];
}

/**
 * The fleet over the view's days (docs/product/admin-tools.md#fleet-calendar-page): a table with a row per car and a
 * column per day; each booking or maintenance block is one link in its first visible day's cell, drawn across the
 * days it covers.
 */
export function FleetCalendarTable({ calendar, days }: FleetCalendarTableProps) {
  const t = useTexts(adminTexts);
  const { weekday, dayOfMonth } = dayFormatsOf(useLocale());
  const from = days[0]!;
  return (
    <div className={classes.scroller} data-testid="fleet-calendar-scroller">
      <table className={classes.table} style={{ width: `calc(9rem + ${days.length * 3.25}rem)` }}>
        <caption>
          <VisuallyHidden>{t('fleet.title')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <td className={classes.corner}>{t('fleet.car')}</td>
            {days.map((day) => {
              const date = asDate(day);
              const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
              return (
                <th key={day} scope="col" className={`${classes.dayHeader} ${weekend ? classes.weekend : ''}`}>
                  <time dateTime={day}>
                    {weekday.format(date)}
                    <br />
                    {dayOfMonth.format(date)}
                  </time>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar.cars.map((car) => {
            const bars = placeBars(entriesOf(calendar, car.id), from, days.length);
            const lanes = Math.max(1, ...bars.map((bar) => bar.lane + 1));
            return (
              <tr key={car.id} style={{ height: `${0.5 + lanes * LANE_REM}rem` }}>
                <th scope="row" className={classes.carHeader}>
                  <Anchor component={Link} to={paths.carInfo.href({ carId: car.id })} size="sm" fw={500}>
                    {car.make} {car.model}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {car.registrationNumber}
                  </Text>
                </th>
                {days.map((day, index) => (
                  <td key={day} className={classes.day}>
                    {bars
                      .filter((bar) => bar.first === index)
                      .map((bar) => (
                        <BarLink
                          key={bar.entry.kind === 'booking' ? bar.entry.booking.id : `block-${bar.entry.block.id}`}
                          bar={bar}
                          carId={car.id}
                        />
                      ))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
