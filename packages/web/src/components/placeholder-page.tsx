import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a page whose feature comes in a later issue: its heading, and what it already shows. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
