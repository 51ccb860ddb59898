export { OrderTypeWizard, type OrderTypeWizardProps, type WizardChoice, type WizardStore } from './order-type-wizard';
