// Forms over the contract schemas: react-hook-form with a zod resolver, one behaviour for every
// vertical (errors on blur and on submit, never for a control left empty without typing).
export { useZodForm } from './use-zod-form';
export { issueMessage, zodFormResolver } from './zod-form-resolver';
// The verticals take react-hook-form from here, so the page holds one copy of it (this subpath is a
// federation singleton; react-hook-form itself is not in the shared table).
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
export type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
