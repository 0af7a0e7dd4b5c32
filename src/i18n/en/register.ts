/** The registration form (/register). Field names in messages follow the API's labels. */
export const register = {
  intro: 'Create an account to order online, keep your delivery addresses and follow your orders.',
  requiredNote: 'Every field is required unless it says optional.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  passwordHint: '{min} to {max} characters, with at least one letter and one digit.',
  passwordConfirm: 'Confirm password',
  companyName: 'Company name (optional)',
  companyHint:
    'Buying for a company? We set up a company account with you as its administrator once you confirm your e-mail address.',
  submit: 'Create account',
  submitting: 'Creating your account…',
  /** How messages name each field ('Please enter your first name'). */
  fieldNames: {
    firstName: 'first name',
    lastName: 'last name',
    email: 'email address',
    pwd: 'password',
    pwdConfirm: 'password confirmation',
    companyName: 'company name',
  },
  required: 'Please enter your {field}',
  tooLong: '{field} cannot exceed {n} characters',
  tooShort: '{field} must be at least {n} characters',
  invalidEmail: 'Enter a valid email address',
  passwordPattern: 'The password needs at least one letter and one digit',
  mismatch: 'The passwords do not match',
  welcome: 'Welcome to Lihda Group.',
  /** Under the form when the address already has an account (the API answered 409). */
  taken: 'This email address already has an account.',
  takenLogIn: 'Log in',
  takenReset: 'Forgot your password? Reset it',
};
