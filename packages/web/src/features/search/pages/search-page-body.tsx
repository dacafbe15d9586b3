import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { SearchParams, searchTexts } from '@wayfare/common';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchValuesFromQuery } from '../../../components/search-form/search-defaults';
import { SearchForm } from '../../../components/search-form/search-form';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { SearchResults } from '../components/search-results';
import { TripSummaryBar } from '../components/trip-summary-bar';
import { searchHrefKeepingOptions } from '../search-href';

const SEARCH_KEYS = ['fromCity', 'toCity', 'fromDate', 'toDate', 'fromTime', 'toTime'] as const;
const FORM_ID = 'search-form';

/**
 * /search (docs/product/search-and-availability.md#search-url): the search form prefilled from the URL, then the
 * results. An incomplete or invalid URL (an old or hand-edited link) shows the form and says what is wrong; nothing is
 * asked of the API until the search is valid. On a phone a valid search folds the form into one line with "Edit"
 * (docs/product/screens-and-navigation.md#search-on-a-phone); from 768 px up the form stays open.
 */
export function SearchPageBody() {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const parsed = SearchParams.safeParse(Object.fromEntries(query));
  const [editing, setEditing] = useState(false);
  // Cancel gives the form back the search in the URL: a new key draws it afresh.
  const [resets, setResets] = useState(0);
  // Where the focus goes once the form has folded or unfolded (a hidden field or button cannot take it before).
  const [focusAfterRender, setFocusAfterRender] = useState<'form' | 'edit' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const formPanel = useRef<HTMLDivElement>(null);
  // Only the six search parameters reset the form: ticking a filter must not.
  const formKey = `${SEARCH_KEYS.map((key) => query.get(key)).join('|')}|${resets}`;
  const searched = SEARCH_KEYS.some((key) => query.has(key));
  const folded = parsed.success && !editing;

  useEffect(() => {
    // The form's box rather than its first field: focusing the searchable city select would open its list.
    if (focusAfterRender === 'form') formPanel.current?.focus();
    if (focusAfterRender === 'edit') editButton.current?.focus();
    setFocusAfterRender(null);
  }, [focusAfterRender]);

  const edit = () => {
    setEditing(true);
    setFocusAfterRender('form');
  };
  const fold = () => {
    if (!editing) return;
    setEditing(false);
    setFocusAfterRender('edit');
  };
  const cancel = () => {
    setResets((n) => n + 1);
    fold();
  };

  const search = (params: SearchParams) => {
    // A new trip keeps the chosen filters, delivery and order: they are preferences, not part of the trip. It starts
    // at the first page.
    navigate(searchHrefKeepingOptions(query, params));
    fold();
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        {folded && <TripSummaryBar search={parsed.data} formId={FORM_ID} onEdit={edit} editRef={editButton} />}
        {/* Folded: hidden below 768 px by CSS, so the server's page is right on a phone before any script runs. */}
        <Paper
          withBorder
          p="md"
          radius="md"
          id={FORM_ID}
          ref={formPanel}
          tabIndex={editing ? -1 : undefined}
          visibleFrom={folded ? 'sm' : undefined}
        >
          <Stack gap="sm">
            <SearchForm key={formKey} initialValues={searchValuesFromQuery(query)} onSearch={search} />
            {editing && (
              <Button variant="default" size="md" onClick={cancel}>
                {t('page.cancel')}
              </Button>
            )}
          </Stack>
        </Paper>
        {parsed.success ? (
          <SearchResults search={parsed.data} />
        ) : searched ? (
          <Alert color="yellow" title={t('page.checkTitle')}>
            {translateEnglish(locale, parsed.error.issues[0]?.message ?? '')} {t('page.checkHint')}
          </Alert>
        ) : (
          <Alert color="gray" title={t('page.nothingTitle')}>
            {t('page.nothingText')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
