// RJSF's default registry under its own names, its rarely drawn parts fetched on first use: the build puts this module in
// place of @rjsf/core's getDefaultRegistry (registry-plugin.ts), which would bring every field, widget and template.
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type TemplatesType,
} from '@rjsf/utils';
import { deferredEach, type DeferredComponent } from './deferred';

const laterFields = () => import('@rjsf/core/lib/components/fields/index.js').then((module) => module.default());
const laterWidgets = () => import('@rjsf/core/lib/components/widgets/index.js').then((module) => module.default());
const laterTemplates = () => import('@rjsf/core/lib/components/templates/index.js').then((module) => module.default());
const laterButtons = () => laterTemplates().then((templates) => templates.ButtonTemplates);

/**
 * The fields fetched on first use, by registry name: arrays, choices among schemas (a choice among constants is a
 * string's select), layout grids and fallbacks. A form whose schema calls for one waits for it (theme.ts, impliedParts).
 */
export const LATER_FIELDS: Record<string, DeferredComponent<never>> = deferredEach(laterFields, [
  'AnyOfField',
  'ArrayField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'OneOfField',
  'OptionalDataControlsField',
]);

const FIELDS = { BooleanField, NullField, NumberField, ObjectField, SchemaField, StringField, ...LATER_FIELDS };

/** RJSF's own widgets that no theme widget replaces and a text-like field draws at once; the others come later. */
const WIDGETS = {
  EmailWidget,
  HiddenWidget,
  TextWidget,
  UpDownWidget,
  URLWidget,
  ...deferredEach(laterWidgets, [
    'AltDateTimeWidget',
    'AltDateWidget',
    'CheckboxWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateTimeWidget',
    'DateWidget',
    'FileWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextareaWidget',
    'TimeWidget',
  ]),
};

/** Every template comes later: the theme (theme.ts) replaces those a form draws. */
const TEMPLATES = deferredEach(laterTemplates, [
  'ArrayFieldDescriptionTemplate',
  'ArrayFieldItemButtonsTemplate',
  'ArrayFieldItemTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
  'BaseInputTemplate',
  'CyclicSchemaExpandTemplate',
  'DescriptionFieldTemplate',
  'ErrorListTemplate',
  'FallbackFieldTemplate',
  'FieldErrorTemplate',
  'FieldHelpTemplate',
  'FieldTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'ObjectFieldTemplate',
  'OptionalDataControlsTemplate',
  'TitleFieldTemplate',
  'UnsupportedFieldTemplate',
  'WrapIfAdditionalTemplate',
]);
/** RJSF's button templates, which every theme (ours too: theme.ts) offers under these names. */
export const BUTTON_NAMES = [
  'AddButton',
  'ClearButton',
  'CopyButton',
  'MoveDownButton',
  'MoveUpButton',
  'RemoveButton',
  'SubmitButton',
];
const BUTTONS = deferredEach(laterButtons, BUTTON_NAMES);

/** What @rjsf/core's getDefaultRegistry answers, with the same names and settings (the components fetched on first use). */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: { ...FIELDS } as unknown as RegistryFieldsType,
    templates: { ...TEMPLATES, ButtonTemplates: { ...BUTTONS } } as unknown as TemplatesType,
    widgets: { ...WIDGETS } as unknown as RegistryWidgetsType,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
