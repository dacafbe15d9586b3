import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Loader, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deploymentMessages, isServiceOnline, type ServiceType } from '@wayfare/common';
import { openConfirm } from '../../../components/confirm-action';
import { useDeploymentStatus } from '../api/get-deployment-status';
import { useDeploymentAction } from '../api/run-deployment-action';
import { formatDeployTime } from './format-deploy-time';

export const SERVICE_LABELS: Record<ServiceType, string> = { backend: 'Backend', frontend: 'Frontend' };

/**
 * One row of /deployments (docs/product/admin-tools.md#deployments): ONLINE/OFFLINE, last deploy time, Start, Suspend,
 * Deploy, Open.
 */
export function ServiceRow({ serviceType }: { serviceType: ServiceType }) {
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

  return (
    <Table.Tr aria-busy={busy}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {online === undefined ? (
            <Badge color="gray">UNKNOWN</Badge>
          ) : (
            <Badge color={online ? 'green' : 'red'}>{online ? 'ONLINE' : 'OFFLINE'}</Badge>
          )}
          {busy && <Loader size="xs" role="status" aria-label={`Loading ${label.toLowerCase()} status`} />}
        </Group>
      </Table.Td>
      <Table.Td>{formatDeployTime(status?.updatedAt ?? null)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="green" disabled={!status || busy} onClick={start}>
            Start
          </Button>
          <Button size="xs" color="red" disabled={!status || busy} onClick={() => void suspend()}>
            Suspend
          </Button>
          <Button size="xs" disabled={!status || busy} onClick={() => void deploy()}>
            Deploy
          </Button>
          {status?.url ? (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={status.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open
            </Button>
          ) : (
            <Button size="xs" variant="default" disabled>
              Open
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
