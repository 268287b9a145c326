// The Mantine look of every form: the templates and text input come with the form; widgets, the number input and the
// array templates on first use.
import type { RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import DescriptionFieldTemplate from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import TitleFieldTemplate from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { BaseInputTemplate, MantineNumberInput } from './BaseInputTemplate';
import { FieldErrorTemplate } from './FieldErrorTemplate';
import { FormTabs, ObjectTemplate } from './ObjectTemplate';
import { deferred, deferredEach, type DeferredComponent } from './speed/deferred';
import { BUTTON_NAMES, LATER_FIELDS } from './speed/default-registry';
import { lightUntilUsed } from './speed/light-select';

/** The theme's remaining widgets, one chunk (its index also teaches dayjs the date formats they parse). */
const laterWidgets = () => import('@rjsf/mantine/lib/widgets/index.js').then((module) => module.default);
/** The theme's remaining templates: for shapes our declarations do not use (error list, grid layout, cycles). */
const laterTemplates = () => import('@rjsf/mantine/lib/templates/index.js').then((module) => module.default);

/** The theme's array templates and its buttons (add, remove, move: Mantine's ActionIcon), for arrays and open objects. */
const arrayTheme = () =>
  Promise.all([
    import('@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js'),
    import('@rjsf/mantine/lib/templates/ArrayFieldTemplate.js'),
    import('@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js'),
    import('@rjsf/mantine/lib/templates/ButtonTemplates/index.js'),
  ]).then(([item, array, title, buttons]) => ({
    ArrayFieldItemTemplate: item.default,
    ArrayFieldTemplate: array.default,
    ArrayFieldTitleTemplate: title.default,
    ...buttons.default(),
  }));
const ARRAY_PARTS = deferredEach(arrayTheme, [
  'ArrayFieldItemTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
]);
const BUTTONS = deferredEach(arrayTheme, BUTTON_NAMES);

/** A widget of the theme in a chunk of its own (Mantine's Select and its dropdown weigh more than a whole sign-in form). */
const own = (load: () => Promise<{ default: unknown }>, name: string) =>
  deferred<WidgetProps>(() => load().then((module) => ({ [name]: module.default })), name);

/**
 * The widgets RJSF picks by itself for a schema's shapes: choices (enum, oneOf, anyOf) and booleans. A choice is drawn
 * closed until used, so no form waits for Mantine's Select (see light-select.tsx).
 */
const RealSelectWidget = own(() => import('@rjsf/mantine/lib/widgets/SelectWidget.js'), 'SelectWidget');
const SelectWidget = lightUntilUsed(RealSelectWidget, ({ value, options }) =>
  [value ?? []]
    .flat()
    .map((chosen) => options.enumOptions?.find((option) => option.value === chosen)?.label ?? '')
    .filter(Boolean)
    .join(', '),
);
const CheckboxWidget = own(() => import('@rjsf/mantine/lib/widgets/CheckboxWidget.js'), 'CheckboxWidget');

/** Widgets by RJSF's names; the registry's own widgets (src/widgets) are laid over them. */
export const THEME_WIDGETS: RegistryWidgetsType = {
  CheckboxWidget,
  RadioWidget: own(() => import('./RadioWidget'), 'RadioWidget'),
  SelectWidget,
  TextareaWidget: own(() => import('@rjsf/mantine/lib/widgets/TextareaWidget.js'), 'TextareaWidget'),
  ...deferredEach(laterWidgets, [
    'AltDateTimeWidget',
    'AltDateWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateTimeWidget',
    'DateWidget',
    'FileWidget',
    'PasswordWidget',
    'RangeWidget',
    'TimeWidget',
  ]),
};

const merged = new WeakMap<RegistryWidgetsType, RegistryWidgetsType>();
/** The theme's widgets with the engine's laid over them: one object per engine registry, as widgetsPending caches by it. */
export function withTheme(widgets: RegistryWidgetsType): RegistryWidgetsType {
  let all = merged.get(widgets);
  if (!all) merged.set(widgets, (all = { ...THEME_WIDGETS, ...widgets }));
  return all;
}

/** Templates by RJSF's names, ours where the theme falls short. */
export const THEME_TEMPLATES: Partial<TemplatesType> = {
  ...(ARRAY_PARTS as unknown as Partial<TemplatesType>),
  BaseInputTemplate,
  ButtonTemplates: BUTTONS as unknown as TemplatesType['ButtonTemplates'],
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate: ObjectTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
  ...deferredEach(laterTemplates, [
    'CyclicSchemaExpandTemplate',
    'ErrorListTemplate',
    'GridTemplate',
    'OptionalDataControlsTemplate',
  ]),
};

const walk = (node: unknown, visit: (node: Record<string, unknown>) => void) => {
  if (Array.isArray(node)) node.forEach((item) => walk(item, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>);
    Object.values(node).forEach((value) => walk(value, visit));
  }
};
const hasType = (node: Record<string, unknown>, ...types: string[]) =>
  [node.type].flat().some((type) => types.includes(type as string));

/** Whether RJSF draws a choice with its multi-schema field: some option is not a constant (else it is a select). */
const choosesSchemas = (node: Record<string, unknown>) =>
  [node.anyOf, node.oneOf].some(
    (options) =>
      Array.isArray(options) &&
      !options.every(
        (option) =>
          option &&
          typeof option === 'object' &&
          ('const' in option || (Array.isArray(option.enum) && option.enum.length === 1)),
      ),
  );

const implied = new WeakMap<object, Record<string, DeferredComponent<never>>>();

/**
 * The fetched-on-use parts a schema's own shapes call for, by the registry name a screen may override them under:
 * `CheckboxWidget` for booleans, `NumberInput` for numbers, RJSF's array field for arrays, the array templates and
 * buttons for arrays and open objects (additionalProperties), RJSF's multi-schema field for a choice among schemas. A form waits for them as for the widgets its ui schema names, so it appears whole.
 * A choice among constants (enum, or oneOf and anyOf of consts) needs nothing fetched: its select is drawn closed until
 * used.
 */
export function impliedParts(schema: object): Record<string, DeferredComponent<never>> {
  let parts = implied.get(schema);
  if (!parts) {
    const found: Record<string, DeferredComponent<never>> = {};
    walk(schema, (node) => {
      const open = node.additionalProperties !== undefined && node.additionalProperties !== false;
      if (hasType(node, 'array')) found.ArrayField = LATER_FIELDS.ArrayField!;
      if (hasType(node, 'array') || open) Object.assign(found, ARRAY_PARTS, BUTTONS);
      if (choosesSchemas(node))
        Object.assign(found, { AnyOfField: LATER_FIELDS.AnyOfField, OneOfField: LATER_FIELDS.OneOfField });
      if (hasType(node, 'boolean')) found.CheckboxWidget = CheckboxWidget as never;
      if (hasType(node, 'number', 'integer')) found.NumberInput = MantineNumberInput as never;
    });
    parts = found;
    implied.set(schema, parts);
  }
  return parts;
}

/** The fetched-on-use parts a form waits for: those its schema implies, and the tabs its ui schema may declare. */
export function formParts(schema: object, ui: object | undefined): Record<string, DeferredComponent<never>> {
  const parts = impliedParts(schema);
  return ui && 'ui:tabs' in ui ? { ...parts, FormTabs: FormTabs as DeferredComponent<never> } : parts;
}

/**
 * Fetches every part of the theme a schema can imply (see impliedParts) now: for tests and views that must draw any
 * form at once, as `preloadWidgets` does for the registry's widgets.
 */
export const preloadTheme = () =>
  Promise.all(
    [
      RealSelectWidget,
      CheckboxWidget,
      THEME_WIDGETS.RadioWidget,
      THEME_WIDGETS.TextareaWidget,
      MantineNumberInput,
      FormTabs,
      ...Object.values(ARRAY_PARTS),
      ...Object.values(BUTTONS),
      ...Object.values(LATER_FIELDS),
    ].map((part) => (part as DeferredComponent<never>).preload()),
  );
