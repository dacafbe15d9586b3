import { Container, Title } from '@mantine/core';
import { plansTexts } from '@wayfare/common';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCreatePlan } from '../api/discount-plans-api';
import { DiscountPlanForm } from '../components/discount-plan-form';

/** /create-discount (admin): a new plan, then back to the plan list. */
export function CreateDiscountPage() {
  const t = useTexts(plansTexts);
  const navigate = useNavigate();
  const create = useCreatePlan();
  return (
    <Container size="xs" py="lg">
      <Title order={1} mb="md">
        {t('create.title')}
      </Title>
      <DiscountPlanForm
        saving={create.isPending}
        onSave={(body) => create.mutate(body, { onSuccess: () => navigate(paths.discountPlans.href()) })}
      />
    </Container>
  );
}
