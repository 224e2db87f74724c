import '../growthTemplates.i18n';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TGrowthModule } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moveTo } from '../growthTemplates.logic';
import { ModuleCard, type TModuleHandlers } from './ModuleCard';

type TProps = {
  modules: TGrowthModule[];
  /** position of the first card in the whole template (after the front list) */
  firstPosition: number;
  clearMode: boolean;
  /** no dragging (clear mode, a sort being saved) */
  disabled: boolean;
  handlers: TModuleHandlers;
  /** the middle list's ids in their new order (F04, F05) */
  onReorder: (ids: number[]) => void;
};

/** Cards slide only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The draggable middle list (F04): a handle per card, pointer or keyboard (Space, arrows, Space). */
export function ModuleSortableList({
  modules,
  firstPosition,
  clearMode,
  disabled,
  handlers,
  onReorder,
}: TProps) {
  const { t } = useTranslation();
  const ids = useMemo(() => modules.map((m) => m.Id), [modules]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: number | string) => modules.find((m) => m.Id === Number(id))?.Title ?? '';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveTo(ids, Number(active.id), Number(over.id));
    if (next.some((id, i) => id !== ids[i])) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('growthTemplates.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('growthTemplates.dnd.picked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('growthTemplates.dnd.over', {
                  title: titleOf(active.id),
                  n: ids.indexOf(Number(over.id)) + firstPosition,
                })
              : undefined,
          onDragEnd: ({ active }) => t('growthTemplates.dnd.dropped', { title: titleOf(active.id) }),
          onDragCancel: () => t('growthTemplates.dnd.cancelled'),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {modules.map((module, index) => (
          <SortableModule
            key={module.Id}
            module={module}
            position={firstPosition + index}
            clearMode={clearMode}
            disabled={disabled}
            handlers={handlers}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableModule({
  module,
  position,
  clearMode,
  disabled,
  handlers,
}: {
  module: TGrowthModule;
  position: number;
  clearMode: boolean;
  disabled: boolean;
  handlers: TModuleHandlers;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: module.Id, disabled });
  return (
    <ModuleCard
      module={module}
      position={position}
      clearMode={clearMode}
      handlers={handlers}
      nodeRef={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handle={clearMode ? undefined : { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } }}
    />
  );
}
