/**
 * India's 28 states and 8 union territories, as the registration form offers them for the school's
 * location (issue 13). Names follow the Government of India's list (knowindia.india.gov.in), in
 * alphabetical order within each group. firestore.rules lists the same names; a test keeps them
 * equal.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Both lists in one, states first: the choices of the form's "State or union territory". */
export const INDIAN_STATES_AND_UNION_TERRITORIES = [
  ...INDIAN_STATES,
  ...INDIAN_UNION_TERRITORIES,
] as const;

export type IndianStateOrUnionTerritory = (typeof INDIAN_STATES_AND_UNION_TERRITORIES)[number];

export function isIndianStateOrUnionTerritory(value: string): value is IndianStateOrUnionTerritory {
  return (INDIAN_STATES_AND_UNION_TERRITORIES as readonly string[]).includes(value);
}
