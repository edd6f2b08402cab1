import { useState } from 'react';

type FormDialogState<T> = { open: false } | { open: true; record?: T };

/** The create/edit dialog of a list screen: closed, open for a new record, or open on the record being edited. */
export function useFormDialog<T>() {
  const [state, setState] = useState<FormDialogState<T>>({ open: false });
  return {
    open: state.open,
    /** The record being edited; undefined for a new one and while closed. */
    record: state.open ? state.record : undefined,
    openNew: () => setState({ open: true }),
    openEdit: (record: T) => setState({ open: true, record }),
    onOpenChange: (open: boolean) => setState(open && state.open ? state : { open: false }),
  };
}
