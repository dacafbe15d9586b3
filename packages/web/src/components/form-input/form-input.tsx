import { NativeSelect, type NativeSelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { FileField, type FileFieldProps } from './file-field';

/** One choice of a dropdown (an id and a name, docs/product/screens-and-navigation.md#form-input). */
export interface DropdownItem {
  id: string | number;
  name: string;
}

export type TextFormInputProps = { kind?: 'text' } & TextInputProps;

export type DropdownFormInputProps = { kind: 'dropdown'; items: readonly DropdownItem[]; placeholder: string } & Omit<
  NativeSelectProps,
  'data' | 'placeholder'
>;

export type FileFormInputProps = { kind: 'file' } & FileFieldProps;

export type FormInputProps = TextFormInputProps | DropdownFormInputProps | FileFormInputProps;

/**
 * The reusable form input (docs/product/screens-and-navigation.md#form-input): a text field, a dropdown or a file
 * picker behind one API, so every admin form spreads `form.getInputProps(path)` the same way whatever the field is.
 *
 * The dropdown is a native <select>: its empty first option is a real, selectable "nothing chosen"
 * (the spec's placeholder option), it needs no popover code, and phones show their own picker.
 */
export function FormInput(props: FormInputProps) {
  switch (props.kind) {
    case 'dropdown': {
      const { kind: _kind, items, placeholder, value, ...rest } = props;
      const data = [
        { value: '', label: placeholder },
        ...items.map((item) => ({ value: String(item.id), label: item.name })),
      ];
      return <NativeSelect {...rest} value={value == null ? '' : String(value)} data={data} />;
    }
    case 'file': {
      const { kind: _kind, ...rest } = props;
      return <FileField {...rest} />;
    }
    default: {
      const { kind: _kind, ...rest } = props;
      return <TextInput {...rest} />;
    }
  }
}
