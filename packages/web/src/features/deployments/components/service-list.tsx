import { Badge, Button, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminTexts, isServiceOnline, type ServiceType } from '@wayfare/common';
import { openConfirm } from '../../../components/confirm-action';
import { ListActions } from '../../../components/list/list-actions';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useDeploymentStatus } from '../api/get-deployment-status';
import { useDeploymentAction } from '../api/run-deployment-action';
import { formatDeployTime } from './format-deploy-time';

/** One service's state and what may be done with it (docs/product/admin-tools.md#deployments). */
function useService(serviceType: ServiceType) {
  const t = useTexts(adminTexts);
  const label = t(`deployments.service.${serviceType}`);
  const { data: status, isFetching } = useDeploymentStatus(serviceType);
  const action = useDeploymentAction();
  const busy = isFetching || action.isPending;
  const online = status ? isServiceOnline(status.suspended) : undefined;
  const service = { service: serviceType };

  // docs/product/admin-tools.md#deployments: the state already says no, so say why without asking the server (which
  // would refuse with 409 too).
  const notice = (message: string) => notifications.show({ color: 'yellow', message });

  const start = () => {
    if (online) return notice(t('deployments.alreadyRunning', service));
    action.mutate({ action: 'start', serviceType });
  };
  const suspend = async () => {
    if (online === false) return notice(t('deployments.alreadySuspended', service));
    const confirmed = await openConfirm({
      title: t('deployments.suspend.title', service),
      message: t('deployments.suspend.message', service),
      confirmLabel: t('deployments.suspend'),
      danger: true,
    });
    if (confirmed) action.mutate({ action: 'suspend', serviceType });
  };
  const deploy = async () => {
    const confirmed = await openConfirm({
      title: t('deployments.deploy.title', service),
      message: t('deployments.deploy.message', service),
      confirmLabel: t('deployments.deploy'),
    });
    if (confirmed) action.mutate({ action: 'deploy', serviceType });
  };
  return { serviceType, label, status, online, busy, start, suspend, deploy };
}

type Service = ReturnType<typeof useService>;

function ServiceStatus({ service: { serviceType, online, busy } }: { service: Service }) {
  const t = useTexts(adminTexts);
  return (
    <Group gap="xs" wrap="nowrap">
      {online === undefined ? (
        <Badge color="gray">{t('deployments.status.unknown')}</Badge>
      ) : (
        <Badge color={online ? 'green' : 'red'}>
          {online ? t('deployments.status.online') : t('deployments.status.offline')}
        </Badge>
      )}
      {busy && <Loader size="xs" role="status" aria-label={t('deployments.loadingStatus', { service: serviceType })} />}
    </Group>
  );
}

function ServiceActions({ service: { status, busy, start, suspend, deploy } }: { service: Service }) {
  const t = useTexts(adminTexts);
  const size = useListButtonSize();
  return (
    <ListActions>
      <Button size={size} color="green" disabled={!status || busy} onClick={start}>
        {t('deployments.start')}
      </Button>
      <Button size={size} color="red" disabled={!status || busy} onClick={() => void suspend()}>
        {t('deployments.suspend')}
      </Button>
      <Button size={size} disabled={!status || busy} onClick={() => void deploy()}>
        {t('deployments.deploy')}
      </Button>
      {status?.url ? (
        <Button size={size} variant="default" component="a" href={status.url} target="_blank" rel="noopener noreferrer">
          {t('deployments.open')}
        </Button>
      ) : (
        <Button size={size} variant="default" disabled>
          {t('deployments.open')}
        </Button>
      )}
    </ListActions>
  );
}

/**
 * The backend and frontend on /deployments (docs/product/admin-tools.md#deployments): ONLINE/OFFLINE, last deploy
 * time, Start, Suspend, Deploy, Open; a card each on a phone.
 */
export function ServiceList() {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const services = [useService('backend'), useService('frontend')];
  return (
    <ResponsiveList
      label={t('deployments.title')}
      minWidth={640}
      items={services}
      itemKey={(service) => service.serviceType}
      rowProps={(service) => ({ 'aria-busy': service.busy })}
      columns={[
        { header: t('deployments.column.service'), rowHeader: true, card: 'title', cell: (service) => service.label },
        {
          header: t('deployments.column.status'),
          card: 'status',
          cell: (service) => <ServiceStatus service={service} />,
        },
        {
          header: t('deployments.column.lastDeploy'),
          cell: (service) => formatDeployTime(service.status?.updatedAt ?? null, locale),
        },
        {
          header: t('deployments.column.actions'),
          card: 'actions',
          cell: (service) => <ServiceActions service={service} />,
        },
      ]}
    />
  );
}
