// Which onboarding wizard a client's calls belong to, decided from the session and the client's stored record, never the body.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WizardDeclaration } from '../../src/engine/core/declarations';
import { selectWizard } from '../../src/engine/core/select-wizard';
import { caller } from '../plugins/access';
import { ApiError } from '../plugins/envelope';
import type { TargetClient } from './scope';

/** The wizard the browser shows this caller for this client, chosen by the `when` of the wizards in force. */
export function onboardingWizard(
  app: FastifyInstance,
  request: FastifyRequest,
  client: TargetClient,
): WizardDeclaration {
  return selectWizard(app.declarations.wizards(), 'onboarding', {
    console: app.console,
    role: caller(request).roleName,
    purpose: client.clientPurpose,
    clientType: client.clientType,
    clientStatus: client.clientStatus,
  });
}

/** The form of the wizard's step bound to an entity part ('client#/businessInformation'). */
export function boundForm(wizard: WizardDeclaration, bind: string): string {
  const step = wizard.steps.find((candidate) => candidate.bind === bind && candidate.form);
  if (!step?.form) throw new ApiError(403, message('onboarding.wizard.stepNotYours'));
  return step.form;
}

/** Refuses a call whose form no step or section of the client's wizard uses. */
export function refuseForeignForm(wizard: WizardDeclaration, formId: string): void {
  const used = wizard.steps.some(
    (step) => step.form === formId || step.collection?.sections.some((section) => section.form === formId),
  );
  if (!used) throw new ApiError(403, message('onboarding.wizard.stepNotYours'));
}
