// The form kit's field, still imported from here by components/gift-cards/gift-checkout.tsx while
// that file is being reworked (issue 37, item 4): delete this line's file once it imports the kit.
export { TextField, type TextFieldProps } from '@/components/forms/text-field';
