'use client';

import type { ReactNode } from 'react';
import { AddressAutocomplete } from '@/components/wizard/address-autocomplete';
import type { ApiFetcher } from '@/lib/client/api/api-client';
import { AU_STATE_CODES } from '@/lib/domain/delivery/au-states';
import type { AddressSuggestion } from '@/lib/views/wizard';
import type { FieldBinding, FieldClasses } from './field-types';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export type AddressField = 'StreetAddress' | 'CityTown' | 'State' | 'PostalCode';

const STATE_OPTIONS = AU_STATE_CODES.map((code) => ({ value: code, label: code }));

interface AddressFieldsetProps {
  /** The screen's own words (the wizard and the checkout each have theirs). */
  labels: { street: string; suburb: string; state: string; chooseState: string; postcode: string };
  bind: (field: AddressField) => FieldBinding;
  /** A suggestion chosen from the search: the form fills its fields. */
  onChoose: (suggestion: AddressSuggestion) => void;
  fetcher?: ApiFetcher;
  /** The grid the fields sit in. */
  className: string;
  classes?: FieldClasses;
  /** Fields of the screen's own after the postcode (the checkout's delivery instructions). */
  children?: ReactNode;
}

/** An Australian delivery address: the search (Enter never submits), then street, suburb, state and postcode. */
export function AddressFieldset({ labels, bind, onChoose, fetcher, className, classes, children }: AddressFieldsetProps) {
  return (
    <>
      <AddressAutocomplete fetcher={fetcher} onChoose={onChoose} />
      <div className={className}>
        <TextField wide classes={classes} label={labels.street} autoComplete="street-address" {...bind('StreetAddress')} />
        <TextField classes={classes} label={labels.suburb} autoComplete="address-level2" {...bind('CityTown')} />
        <SelectField classes={classes} label={labels.state} placeholder={labels.chooseState} options={STATE_OPTIONS} {...bind('State')} />
        <TextField classes={classes} label={labels.postcode} inputMode="numeric" maxLength={4} autoComplete="postal-code" {...bind('PostalCode')} />
        {children}
      </div>
    </>
  );
}
