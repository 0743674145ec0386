import { defineEndpoint } from '../endpoint.ts';
import {
  companyRegistrationSchema,
  registrationAnswerSchema,
  registrationFormTokenSchema,
} from '../registration.ts';

/** The public registration (spec 001 §2 'Public registration', §7 POST /signin), with its bot check. */
export const registrationEndpoints = {
  /** The signed moment the form was served: a submission sooner than people can type is refused. */
  formToken: defineEndpoint({
    method: 'GET',
    path: '/api/signin/formulario',
    access: 'public',
    response: registrationFormTokenSchema,
    tags: ['registro'],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/signin',
    access: 'public',
    body: companyRegistrationSchema,
    response: registrationAnswerSchema,
    tags: ['registro'],
  }),
};
