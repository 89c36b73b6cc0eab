import type { ComponentType, ReactNode } from 'react';
import type { BaseKey } from '@refinedev/core';
import type { FieldValues, RegisterOptions } from 'react-hook-form';
import type { ResourceNavMeta } from '../resources/types';
import type { RowActionsProps } from './RowActions';

export type FormMode = 'create' | 'edit';

/** How a field is entered in the generated form. */
export type FieldInput = 'text' | 'textarea' | 'select' | 'switch';

/** What the form hands a field's own input component (a screen's composition, in place of the kit's inputs). */
export interface CrudInputProps {
  mode: FormMode;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The validation message, when the value breaks a rule. */
  error?: string;
  required: boolean;
  disabled: boolean;
  autoFocus: boolean;
}

/** One field of a resource: where it shows (list, show, form), how it reads and how it is entered. */
export interface CrudField<T, TForm extends FieldValues = FieldValues> {
  /** The row's property, or a form-only value such as a new password. */
  name: string;
  label: string;
  /** A list column (true: the plain value). */
  list?: boolean | { width?: number; flex?: number; minWidth?: number };
  /** A line of the show page (true), or the show page's own rendering of it, when it differs from the list's. */
  show?: boolean | ((row: T) => ReactNode);
  /** The value as lists and show pages render it; the plain value when absent. */
  render?: (row: T) => ReactNode;
  /** Entered in the form, in these modes. */
  form?: readonly FormMode[];
  /** One of the kit's inputs, or the screen's own component. */
  input?: FieldInput | ComponentType<CrudInputProps>;
  /** The choices of a select. */
  options?: readonly string[];
  /** react-hook-form rules, per mode: the validation the user sees before anything is sent (any field name: each field's own rules). */
  rules?: (mode: FormMode) => RegisterOptions<TForm, any>;
}

export interface CrudMessages {
  success: string;
  /** The toast's title; the server's reason is its description. */
  failure: string;
}

export interface FormTexts {
  title: string;
  submit: string;
  /** The submit button's text while saving. */
  busy?: string;
  messages: CrudMessages;
}

/**
 * A resource the admin generates pages for: a list (with create, edit and delete dialogs) and,
 * with `show`, a show page. The texts are the screen's own (the specification fixes many of them).
 */
export interface CrudDefinition<T extends { id: BaseKey }, TForm extends FieldValues = FieldValues> {
  name: string;
  /** Navigation entry and API path (meta.path, when it differs from the name). */
  nav: ResourceNavMeta;
  list: {
    title: string;
    subtitle?: string;
    /** Shown between the title and the table. */
    intro?: ReactNode;
    /** Page sizes; none: every row on one page. */
    pageSizes?: readonly number[];
    /** The first page size, when not Refine's default (25). */
    pageSize?: number;
    /** Shown instead of the rows when there are none. */
    emptyText?: string;
    /** A row's own action buttons, in place of the Edit and Delete icons (e.g. Delete in a "More actions" menu). */
    rowActions?: ComponentType<RowActionsProps>;
    /** Buttons before the create button, with dialogs of their own (imports, exports); what they write reloads the list through Refine's invalidation. */
    actions?: ReactNode;
    /** A search box: the server filters the rows (GET …?search=) as the user types. */
    search?: { label: string; placeholder: string; noMatchText: string };
    /** A Refresh button. */
    refresh?: boolean;
    /** A failed load: a toast with this text, and in place of the table an alert with Retry. */
    loadFailure?: string;
  };
  fields: CrudField<T, TForm>[];
  /** The field that names a row in actions and confirmations (aria labels, "Delete …?"). */
  rowLabel: keyof T & string;
  create?: FormTexts & { button: string; defaults: TForm };
  edit?: FormTexts;
  form?: {
    /** The dialog's width: 'xs' for a one-field form. */
    width?: 'xs' | 'sm';
    /** Fields that must not be blank for the submit button to be enabled. */
    submitNeeds?: string[];
  };
  /** What the API is sent for the form's values (e.g. leave blank secrets out). */
  toPayload?: (values: TForm, mode: FormMode) => Record<string, unknown>;
  delete?: {
    title: string;
    confirm: (row: T) => ReactNode;
    messages: CrudMessages;
    /** Rows that may be deleted; all when absent. */
    allowed?: (row: T, currentUserId: number | undefined) => boolean;
  };
  show?: {
    title: (row: T) => string;
    subtitle?: (row: T) => string;
    back: string;
    /** Shown under the fields. */
    footer?: ReactNode;
    loadFailure: string;
  };
  /** Wraps every page (e.g. AdminOnly). */
  guard?: (page: ReactNode) => ReactNode;
}
