// The people the simulated PAN register and OCR know, so a tester can trigger every KYC outcome (README lists them).

/** One demo person: their PAN card and their address proof. */
export interface DemoIdentity {
  pan: string;
  name: string;
  /** Date of birth, 'YYYY-MM-DD'. */
  dob: string;
  /** The number OCR reads from any proof of address. */
  idNumber: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** Every demo identity; states are names from the states table. */
export const DEMO_IDENTITIES: DemoIdentity[] = [
  {
    pan: 'ABCPK1234F',
    name: 'RAVI KUMAR',
    dob: '1985-04-12',
    idNumber: '234567890123',
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
  },
  {
    pan: 'BCDPM2345G',
    name: 'MEERA NAIR',
    dob: '1990-09-23',
    idNumber: '345678901234',
    address: '45 Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682031',
  },
  {
    pan: 'CDEPS3456H',
    name: 'SURESH IYER',
    dob: '1978-01-05',
    idNumber: '456789012345',
    address: '7 TTK Road, Alwarpet',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600018',
  },
  {
    pan: 'DEFPR4567J',
    name: 'ANIKA RAO',
    dob: '1995-06-30',
    idNumber: '567890123456',
    address: '22 Road No 36, Jubilee Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500033',
  },
  {
    pan: 'EFGPD5678K',
    name: 'VIKRAM DAS',
    dob: '1982-11-17',
    idNumber: '678901234567',
    address: '9 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  },
  {
    pan: 'FGHPT6789L',
    name: 'PRIYA SHAH',
    dob: '1988-02-14',
    idNumber: '789012345678',
    address: '31 CG Road, Navrangpura',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '380009',
  },
];

/** The identity with this PAN, if any. */
export const identityByPan = (pan: string): DemoIdentity | undefined =>
  DEMO_IDENTITIES.find((identity) => identity.pan === pan.toUpperCase());
