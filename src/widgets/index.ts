// The widget registry: the only door from a uiSchema's `ui:widget` word to widget code.
import type { RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './AmountWidget/AmountWidget';
import { DateWidget } from './DateWidget/DateWidget';
import { FileUploadWidget } from './FileUploadWidget/FileUploadWidget';
import { IdentifierWidget } from './identifier/IdentifierWidget';
import { MobileWidget } from './MobileWidget/MobileWidget';
import { MultiSelectWidget } from './MultiSelectWidget/MultiSelectWidget';
import { OtpWidget } from './OtpWidget/OtpWidget';
import { PanWidget } from './PanWidget/PanWidget';
import { PasswordWidget } from './PasswordWidget/PasswordWidget';
import { PoaUploadWidget } from './PoaUploadWidget/PoaUploadWidget';
import { RadioCardsWidget } from './RadioCardsWidget/RadioCardsWidget';
import { RemoteSelectWidget } from './remote-select/RemoteSelectWidget';
import { SwiftVerifyWidget } from './SwiftVerifyWidget/SwiftVerifyWidget';
import { SwitchWidget } from './SwitchWidget/SwitchWidget';
import { VerifyWidget } from './verify/VerifyWidget';

/** Words an analyst may write in `ui:widget`. Anything not listed cannot be reached from JSON. */
export const widgets = {
  otp: OtpWidget,
  pan: PanWidget,
  mobile: MobileWidget,
  'file-upload': FileUploadWidget,
  'poa-upload': PoaUploadWidget,
  'swift-verify': SwiftVerifyWidget,
  amount: AmountWidget,
  password: PasswordWidget,
  date: DateWidget,
  'multi-select': MultiSelectWidget,
  'radio-cards': RadioCardsWidget,
  switch: SwitchWidget,
  identifier: IdentifierWidget,
  'remote-select': RemoteSelectWidget,
  verify: VerifyWidget,
} satisfies RegistryWidgetsType;

/** A word `ui:widget` may name. */
export type WidgetName = keyof typeof widgets;

/** The services widgets expect the engine to pass through `formContext`. */
export type { DocumentRef, UploadOptions, WidgetFormContext } from './widget-props';
