/** The props of the auth screen's forms that start from the e-mail address typed so far (carried between modes). */
export type EmailFormProps<Values> = {
  email: string;
  onEmailChange?: (email: string) => void;
  busy: boolean;
  onSubmit: (values: Values) => void;
};
