import { Badge, Button, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deploymentMessages, isServiceOnline, type ServiceType } from '@wayfare/common';
import { openConfirm } from '../../../components/confirm-action';
import { ListActions } from '../../../components/list/list-actions';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useDeploymentStatus } from '../api/get-deployment-status';
import { useDeploymentAction } from '../api/run-deployment-action';
import { formatDeployTime } from './format-deploy-time';

const SERVICE_LABELS: Record<ServiceType, string> = { backend: 'Backend', frontend: 'Frontend' };

/** One service's state and what may be done with it (docs/product/admin-tools.md#deployments). */
function useService(serviceType: ServiceType) {
  const label = SERVICE_LABELS[serviceType];
  const { data: status, isFetching } = useDeploymentStatus(serviceType);
  const action = useDeploymentAction();
  const busy = isFetching || action.isPending;
  const online = status ? isServiceOnline(status.suspended) : undefined;

  // docs/product/admin-tools.md#deployments: the state already says no, so say why without asking the server (which
  // would refuse with 409 too).
  const notice = (message: string) => notifications.show({ color: 'yellow', message });

  const start = () => {
    if (online) return notice(deploymentMessages.alreadyRunning(serviceType));
    action.mutate({ action: 'start', serviceType });
  };
  const suspend = async () => {
    if (online === false) return notice(deploymentMessages.alreadySuspended(serviceType));
    const confirmed = await openConfirm({
      title: `Suspend the ${label.toLowerCase()}?`,
      message: `The ${label.toLowerCase()} service stops answering until it is started again.`,
      confirmLabel: 'Suspend',
      danger: true,
    });
    if (confirmed) action.mutate({ action: 'suspend', serviceType });
  };
  const deploy = async () => {
    const confirmed = await openConfirm({
      title: `Deploy the ${label.toLowerCase()}?`,
      message: `Render builds and deploys the ${label.toLowerCase()} service again.`,
      confirmLabel: 'Deploy',
    });
    if (confirmed) action.mutate({ action: 'deploy', serviceType });
  };
  return { serviceType, label, status, online, busy, start, suspend, deploy };
}

type Service = ReturnType<typeof useService>;

function ServiceStatus({ service: { label, online, busy } }: { service: Service }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {online === undefined ? (
        <Badge color="gray">UNKNOWN</Badge>
      ) : (
        <Badge color={online ? 'green' : 'red'}>{online ? 'ONLINE' : 'OFFLINE'}</Badge>
      )}
      {busy && <Loader size="xs" role="status" aria-label={`Loading ${label.toLowerCase()} status`} />}
    </Group>
  );
}

function ServiceActions({ service: { status, busy, start, suspend, deploy } }: { service: Service }) {
  const size = useListButtonSize();
  return (
    <ListActions>
      <Button size={size} color="green" disabled={!status || busy} onClick={start}>
        Start
      </Button>
      <Button size={size} color="red" disabled={!status || busy} onClick={() => void suspend()}>
        Suspend
      </Button>
      <Button size={size} disabled={!status || busy} onClick={() => void deploy()}>
        Deploy
      </Button>
      {status?.url ? (
        <Button size={size} variant="default" component="a" href={status.url} target="_blank" rel="noopener noreferrer">
          Open
        </Button>
      ) : (
        <Button size={size} variant="default" disabled>
          Open
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
  const services = [useService('backend'), useService('frontend')];
  return (
    <ResponsiveList
      label="Deployments"
      minWidth={640}
      items={services}
      itemKey={(service) => service.serviceType}
      rowProps={(service) => ({ 'aria-busy': service.busy })}
      columns={[
        { header: 'Service', rowHeader: true, card: 'title', cell: (service) => service.label },
        { header: 'Status', card: 'status', cell: (service) => <ServiceStatus service={service} /> },
        { header: 'Last deploy', cell: (service) => formatDeployTime(service.status?.updatedAt ?? null) },
        { header: 'Actions', card: 'actions', cell: (service) => <ServiceActions service={service} /> },
      ]}
    />
  );
}
