import { ActionIcon, Box, Image, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { componentsTexts } from '@wayfare/common';
import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n/use-texts';
import type { FileValue } from './file-value';

/**
 * A browser URL for a picked file, revoked when the file leaves the list so previews do not keep
 * megabytes of images alive. Stored files already have a URL.
 */
function usePreviewUrl(value: FileValue): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (typeof value === 'string') return;
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  return typeof value === 'string' ? value : objectUrl;
}

const isImage = (value: FileValue) => typeof value === 'string' || value.type.startsWith('image/');

/** One thumbnail of the file field with its remove button. */
export function FilePreview({ value, name, onRemove }: { value: FileValue; name: string; onRemove: () => void }) {
  const t = useTexts(componentsTexts);
  const url = usePreviewUrl(value);
  return (
    <Box pos="relative" role="listitem">
      {isImage(value) ? (
        <Image src={url} alt={t('file.preview', { name })} h={96} radius="sm" fit="cover" />
      ) : (
        <Box h={96} p="xs" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <IconFile size={24} aria-hidden />
          <Text size="xs" lineClamp={2}>
            {name}
          </Text>
        </Box>
      )}
      <ActionIcon
        pos="absolute"
        top={4}
        right={4}
        size="sm"
        color="red"
        variant="filled"
        aria-label={t('file.remove', { name })}
        onClick={onRemove}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Box>
  );
}
