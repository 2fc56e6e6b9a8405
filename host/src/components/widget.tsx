import type { ReactNode } from 'react';
import type { VerticalName, WidgetId, WidgetProps } from '@playhub/shared/contracts';
import { RemoteSlot } from '@/app/composition/remote-slot';
import { useRegistry } from '@/app/composition/registry-context';
import { acceptDeclarations, checkWidgetProps, declarerOf } from '@/app/dialogs/declarations';

interface Props<Id extends WidgetId> {
  id: Id;
  props: WidgetProps<Id>;
  /** Shown while the owner loads, when it lacks the widget, and when it cannot load at all. */
  placeholder?: ReactNode;
  /** Shown while the owner loads, instead of the placeholder (a slot of the widget's size). */
  loading?: ReactNode;
  enabled?: boolean;
}

// A refused widget is reported once per page, not on every render of the header.
const reported = new Set<string>();

/**
 * A vertical's widget inside the host frame, isolated like every remote mount point. Its props are
 * parsed with the owner's declared schema; a widget it does not declare, or props the schema
 * refuses, show the placeholder and are reported (console and beacon).
 */
export function Widget<Id extends WidgetId>({
  id,
  props,
  placeholder = null,
  loading = placeholder,
  enabled = true,
}: Props<Id>) {
  const owner = declarerOf(id) as VerticalName;
  const registry = useRegistry();
  const refuse = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    console.error(`[widgets] ${message}`);
    registry.reportRenderError(owner, new Error(message));
  };
  return (
    <RemoteSlot name={owner} variant="inline" loading={loading} failed={placeholder} enabled={enabled}>
      {(module) => {
        const declaration = acceptDeclarations(owner, module, refuse).widgets.get(id);
        if (!declaration) return placeholder;
        const parsed = checkWidgetProps(id, declaration, props, refuse);
        const Component = declaration.component as React.ComponentType<Record<string, unknown>>;
        return parsed ? <Component {...parsed} /> : placeholder;
      }}
    </RemoteSlot>
  );
}
