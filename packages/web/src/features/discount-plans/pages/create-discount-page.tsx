import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreatePlan } from '../api/discount-plans-api';
import { DiscountPlanForm } from '../components/discount-plan-form';

/** /create-discount (admin): a new plan, then back to the plan list. */
export function CreateDiscountPage() {
  const navigate = useNavigate();
  const create = useCreatePlan();
  return (
    <Container size="xs" py="lg">
      <Title order={1} mb="md">
        Create discount plan
      </Title>
      <DiscountPlanForm
        saving={create.isPending}
        onSave={(body) => create.mutate(body, { onSuccess: () => navigate(paths.discountPlans.href()) })}
      />
    </Container>
  );
}
