import type { ReactNode } from 'react';
import { ownerOf, type VerticalName, type WidgetId, type WidgetPropsMap } from '@playhub/shared/contracts';
import { RemoteSlot } from '@/app/composition/remote-slot';

interface Props<Id extends WidgetId> {
  id: Id;
  props: WidgetPropsMap[Id];
  /** Shown while the owner loads, when it lacks the widget, and when it cannot load at all. */
  placeholder?: ReactNode;
  enabled?: boolean;
}

/** A vertical's widget inside the host frame, isolated like every remote mount point. */
export function Widget<Id extends WidgetId>({ id, props, placeholder = null, enabled = true }: Props<Id>) {
  const owner = ownerOf(id) as VerticalName;
  return (
    <RemoteSlot name={owner} variant="inline" loading={placeholder} failed={placeholder} enabled={enabled}>
      {(module) => {
        const Component = module.widgets?.[id] as React.ComponentType<WidgetPropsMap[Id]> | undefined;
        return Component ? <Component {...props} /> : placeholder;
      }}
    </RemoteSlot>
  );
}
