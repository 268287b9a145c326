// The shapes of the JSON declarations under schemas/: generated from schemas/meta, plus the few no meta-schema describes.
import type { Schema } from './hand-types.ts';
import type { Consoles, FormDeclaration, Roles } from './declarations.generated.ts';

export type {
  CollectionDeclaration,
  CollectionSection,
  DashboardDeclaration,
  DashboardPanel,
  DeclarationKinds,
  DetailField,
  DetailSection,
  FlowDeclaration,
  FlowDone,
  FlowLink,
  FlowStep,
  FlowSwitch,
  FormDeclaration,
  MenuItem,
  MenusDeclaration,
  PageDeclaration,
  PageForm,
  PageTab,
  ServerStepper,
  RecordView,
  StepCheck,
  TableAction,
  TableColumn,
  TableDeclaration,
  TableFilter,
  TableToolbarAction,
  Timeline,
  TourDeclaration,
  TourStepDeclaration,
  ToursDeclaration,
  WizardDeclaration,
  WizardDialog,
  WizardStep,
} from './declarations.generated.ts';

export type { Schema } from './hand-types.ts';

/** Precompiled validators by schema id, as the declarations plugin emits them. */
export type ValidatorFunctions = Record<string, ((data: unknown) => boolean) & { errors?: unknown[] | null }>;

/** Consoles and roles a column, action or step may be limited to. */
export interface Audience {
  consoles?: Consoles;
  roles?: Roles;
}

/** A form after bundling: its schema is self-contained and carries the default messages. */
export interface BundledForm extends FormDeclaration {
  schema: Schema;
  /** File the declaration came from, relative to the project root. */
  file: string;
}
