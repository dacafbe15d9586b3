import { FileInput, type FileInputProps, SimpleGrid, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { componentsTexts } from '@wayfare/common';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/use-texts';
import { FilePreview } from './file-preview';
import type { FileValue } from './file-value';

export type { FileValue };

export interface FileFieldProps extends Pick<
  FileInputProps,
  'description' | 'error' | 'disabled' | 'onFocus' | 'onBlur'
> {
  label: string;
  /** Optional only because form props type it so; absent means no files. */
  value?: FileValue[];
  onChange: (value: FileValue[]) => void;
  /** Pick several files; new picks are added to the list instead of replacing it. */
  multiple?: boolean;
  /** e.g. "image/png,image/jpeg". */
  accept?: string;
  placeholder?: ReactNode;
  /** Show thumbnails (image files) with a remove button each. */
  withPreviews?: boolean;
}

// Mantine's FileInput always gets an empty value: the list lives in the form, the input is only the
// way to add to it. An empty value also resets the hidden <input>, so the same file can be re-added.
const NO_FILES: File[] = [];

/** File picker of the reusable form input: single or multiple, with previews and remove buttons. */
export function FileField({
  label,
  value = [],
  onChange,
  multiple,
  accept,
  placeholder,
  withPreviews = true,
  ...rest
}: FileFieldProps) {
  const t = useTexts(componentsTexts);
  const add = (picked: File[] | File | null) => {
    const files = Array.isArray(picked) ? picked : picked ? [picked] : [];
    if (files.length === 0) return;
    onChange(multiple ? [...value, ...files] : files.slice(0, 1));
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const chosen = value.length === 0 ? undefined : t('file.chosen', { count: value.length });

  return (
    <Stack gap="xs">
      <FileInput
        {...rest}
        label={label}
        value={NO_FILES}
        multiple={multiple}
        onChange={add}
        accept={accept}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        placeholder={
          chosen ? t(multiple ? 'file.addMore' : 'file.replace', { chosen }) : (placeholder ?? t('file.choose'))
        }
      />
      {withPreviews && value.length > 0 && (
        <SimpleGrid
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="xs"
          aria-label={t('file.chosenFiles', { label })}
          role="list"
        >
          {value.map((item, index) => (
            <FilePreview
              key={typeof item === 'string' ? item : `${item.name}-${item.lastModified}-${index}`}
              value={item}
              // A name a person recognises in the remove button: the file's, or "photo N" for one already stored.
              name={typeof item === 'string' ? t('file.storedPhoto', { number: index + 1 }) : item.name}
              onRemove={() => remove(index)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
