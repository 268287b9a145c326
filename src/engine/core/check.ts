// What a wizard step's check action (the bank validation) answers when it refuses: a message, and whether to hide the form.

/** A refused check: `panel` asks the wizard to hide the form behind the declared Try Again panel. */
export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly panel = false,
  ) {
    super(message);
  }
}
