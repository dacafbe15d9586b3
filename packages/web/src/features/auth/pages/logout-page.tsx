import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { accountsTexts } from '@wayfare/common';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useLogout } from '../api/logout';

/**
 * docs/product/accounts-and-roles.md#logout: shows "Logging out...", revokes the token, clears the session, goes to /.
 */
export function LogoutPage() {
  const t = useTexts(accountsTexts);
  const navigate = useNavigate();
  const { mutate } = useLogout();
  // React's StrictMode runs effects twice in development; log out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate(paths.home.href(), { replace: true }) });
  }, [mutate, navigate]);

  return (
    <Center mih={240}>
      <Stack align="center" role="status">
        <Loader aria-hidden />
        <Text>{t('logout.progress')}</Text>
      </Stack>
    </Center>
  );
}
