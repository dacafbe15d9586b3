import { Alert, Container, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { adminTexts, SERVICE_TYPES } from '@wayfare/common';
import { ApiError } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n/use-texts';
import { deploymentStatusQueryOptions } from '../api/get-deployment-status';
import { ServiceList } from '../components/service-list';

/** What the failed status loads say, once each (unconfigured: the same 503 for both rows). */
function useStatusProblems(): Array<{ status: number | null; text: string }> {
  const results = useQueries({ queries: SERVICE_TYPES.map((type) => deploymentStatusQueryOptions(type)) });
  const problems = new Map<string, number | null>();
  for (const { error } of results) {
    // Without the status code (docs/product/errors-and-messages.md#in-place-messages).
    if (error instanceof ApiError) problems.set(error.personText, error.status);
    else if (error) problems.set(error.message, null);
  }
  return [...problems].map(([text, status]) => ({ text, status }));
}

/** /deployments (ADMIN, docs/product/admin-tools.md#deployments): the backend and frontend services on Render. */
export function DeploymentsPage() {
  const t = useTexts(adminTexts);
  const problems = useStatusProblems();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('deployments.title')}
      </Title>
      <Stack>
        {problems.map(({ text, status }) => (
          <Alert
            key={text}
            color={status === 503 ? 'yellow' : 'red'}
            title={status === 503 ? t('deployments.alert.notConfigured') : t('deployments.alert.unavailable')}
            role="alert"
          >
            {text}
          </Alert>
        ))}
        <ServiceList />
      </Stack>
    </Container>
  );
}
