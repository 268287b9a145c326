// Types of the modules the declarations plugin serves.
declare module 'virtual:form/*' {
  import type { BundledForm, ValidatorFunctions } from '../core/declarations';
  export const declaration: BundledForm;
  export const validateFns: ValidatorFunctions;
}
declare module 'virtual:table/*' {
  import type { TableDeclaration } from '../core/declarations';
  export const declaration: TableDeclaration;
}
declare module 'virtual:wizard/*' {
  import type { WizardDeclaration } from '../core/declarations';
  export const declaration: WizardDeclaration;
  /** The fields of each form the wizard names, by form id. */
  export const fields: Record<string, string[]>;
}
declare module 'virtual:flow/*' {
  import type { FlowDeclaration } from '../core/declarations';
  export const declaration: FlowDeclaration;
}
declare module 'virtual:page/*' {
  import type { PageDeclaration } from '../core/declarations';
  export const declaration: PageDeclaration;
}
declare module 'virtual:dashboard/*' {
  import type { DashboardDeclaration } from '../core/declarations';
  export const declaration: DashboardDeclaration;
}
declare module 'virtual:content/*' {
  export const text: string;
}
declare module 'virtual:tours' {
  import type { ToursDeclaration } from '../core/declarations';
  export const declaration: ToursDeclaration;
}
declare module 'virtual:declarations' {
  import type { BundledForm, TableDeclaration, ValidatorFunctions } from '../core/declarations';
  export const forms: Record<string, () => Promise<{ declaration: BundledForm; validateFns: ValidatorFunctions }>>;
  export const tables: Record<string, () => Promise<{ declaration: TableDeclaration }>>;
  export const wizards: Record<
    string,
    () => Promise<{ declaration: import('../core/declarations').WizardDeclaration; fields: Record<string, string[]> }>
  >;
  export const flows: Record<string, () => Promise<{ declaration: import('../core/declarations').FlowDeclaration }>>;
  export const pages: Record<string, () => Promise<{ declaration: import('../core/declarations').PageDeclaration }>>;
  export const dashboards: Record<
    string,
    () => Promise<{ declaration: import('../core/declarations').DashboardDeclaration }>
  >;
  export const contents: Record<string, () => Promise<{ text: string }>>;
  export const sources: Record<string, unknown>;
  export const wizardCandidates: import('../core/select-wizard').WizardCandidate[];
}
