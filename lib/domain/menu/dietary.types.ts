/** A dietary tag of the menu (LifeStyleChoices.Allergy / Intolerance / Preference entries). */
export interface LifeStyleChoice {
  Id: string;
  Name: string;
}

export interface LifeStyleChoices {
  Allergy?: readonly LifeStyleChoice[] | null;
  Intolerance?: readonly LifeStyleChoice[] | null;
  Preference?: readonly LifeStyleChoice[] | null;
}

/** A category entry with its dietary id lists (spec field names). */
export interface SearchableMenuItem {
  Name: string;
  ProductAllergy?: readonly string[] | null;
  ProductIntolerance?: readonly string[] | null;
  ProductPreference?: readonly string[] | null;
}

/** The ids the customer ticked in the dietary filter. */
export interface DietarySelection {
  allergies?: readonly string[];
  intolerances?: readonly string[];
  preferences?: readonly string[];
}
