// The widget registry: the only door from a uiSchema's `ui:widget` word to widget code.
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { deferred } from '../engine/form/speed/deferred';

/** A widget fetched when a form first draws it, so a form downloads only the widgets it uses. */
const later = (load: () => Promise<object>, name: string) => deferred<WidgetProps>(load, name);

/** Words an analyst may write in `ui:widget`. Anything not listed cannot be reached from JSON. */
export const widgets = {
  otp: later(() => import('./OtpWidget/OtpWidget'), 'OtpWidget'),
  pan: later(() => import('./PanWidget/PanWidget'), 'PanWidget'),
  mobile: later(() => import('./MobileWidget/MobileWidget'), 'MobileWidget'),
  'file-upload': later(() => import('./FileUploadWidget/FileUploadWidget'), 'FileUploadWidget'),
  'poa-upload': later(() => import('./PoaUploadWidget/PoaUploadWidget'), 'PoaUploadWidget'),
  'swift-verify': later(() => import('./SwiftVerifyWidget/SwiftVerifyWidget'), 'SwiftVerifyWidget'),
  amount: later(() => import('./AmountWidget/AmountWidget'), 'AmountWidget'),
  password: later(() => import('./PasswordWidget/PasswordWidget'), 'PasswordWidget'),
  date: later(() => import('./DateWidget/DateWidget'), 'DateWidget'),
  'multi-select': later(() => import('./MultiSelectWidget/MultiSelectWidget'), 'MultiSelectWidget'),
  'radio-cards': later(() => import('./RadioCardsWidget/RadioCardsWidget'), 'RadioCardsWidget'),
  switch: later(() => import('./SwitchWidget/SwitchWidget'), 'SwitchWidget'),
  identifier: later(() => import('./identifier/IdentifierWidget'), 'IdentifierWidget'),
  'remote-select': later(() => import('./remote-select/RemoteSelectWidget'), 'RemoteSelectWidget'),
  verify: later(() => import('./verify/VerifyWidget'), 'VerifyWidget'),
  'currency-checklist': later(() => import('./currency-checklist/CurrencyChecklistWidget'), 'CurrencyChecklistWidget'),
} satisfies RegistryWidgetsType;

/** A word `ui:widget` may name. */
export type WidgetName = keyof typeof widgets;

/** The services widgets expect the engine to pass through `formContext`. */
export type { DocumentRef, UploadOptions, WidgetFormContext } from './widget-props';

/** Fetches every widget now: for a view that must draw any of them at once (tests of whole screens, the Schema Lab). */
export const preloadWidgets = () => Promise.all(Object.values(widgets).map((widget) => widget.preload()));
