// The Mantine look of every form: what our declarations use of @rjsf/mantine is loaded with the form, the rest on first use.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import ArrayFieldItemTemplate from '@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import DescriptionFieldTemplate from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
import TitleFieldTemplate from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldErrorTemplate } from './FieldErrorTemplate';
import { deferred } from './deferred';

/** The theme's remaining widgets, one chunk (its index also teaches dayjs the date formats they parse). */
const laterWidgets = () => import('@rjsf/mantine/lib/widgets/index.js').then((module) => module.default);
/** The theme's remaining templates: for shapes our declarations do not use (error list, grid layout, cycles). */
const laterTemplates = () => import('@rjsf/mantine/lib/templates/index.js').then((module) => module.default);

/** Widgets by RJSF's names; the registry's own widgets (src/widgets) are laid over them. */
export const THEME_WIDGETS: RegistryWidgetsType = {
  CheckboxWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  ...Object.fromEntries(
    [
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
    ].map((name) => [name, deferred(laterWidgets, name)]),
  ),
};

/** Templates by RJSF's names, ours where the theme falls short. */
export const THEME_TEMPLATES: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
  BaseInputTemplate,
  ButtonTemplates: ButtonTemplates(),
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
  ...Object.fromEntries(
    ['CyclicSchemaExpandTemplate', 'ErrorListTemplate', 'GridTemplate', 'OptionalDataControlsTemplate'].map((name) => [
      name,
      deferred(laterTemplates, name),
    ]),
  ),
};
