// OCR reads a PAN card or a proof of address; the simulated one reads the demo PAN written in the file's name.
import { DEMO_IDENTITIES, type DemoIdentity } from './demo-identities';

/** What a PAN card shows. */
export interface PanCard {
  pan: string;
  panName: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
}

/** What a proof of address shows. */
export interface AddressProof {
  idNumber: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** An uploaded card: its file name and bytes. */
export interface CardImage {
  fileName: string;
  content: Buffer;
}

/** Reads cards; null means the card could not be read. */
export interface Ocr {
  readPan(card: CardImage): Promise<PanCard | null>;
  /** type is the proof-of-address kind: AADHAAR, VOTER_ID, PASSPORT or DRIVING_LICENSE. */
  readAddressProof(card: CardImage, type: string): Promise<AddressProof | null>;
}

/** The demo identity whose PAN the file name contains, unless the name says 'unreadable'. */
const identityIn = ({ fileName }: CardImage): DemoIdentity | undefined => {
  const name = fileName.toUpperCase();
  if (name.includes('UNREADABLE')) return undefined;
  return DEMO_IDENTITIES.find((identity) => name.includes(identity.pan));
};

/** Deterministic: 'ABCPK1234F.pdf' reads as that identity's card; a name with no demo PAN is unreadable. */
export const simulatedOcr: Ocr = {
  async readPan(card) {
    const identity = identityIn(card);
    return identity ? { pan: identity.pan, panName: identity.name, dob: identity.dob } : null;
  },
  async readAddressProof(card) {
    const identity = identityIn(card);
    if (!identity) return null;
    const { idNumber, address, city, state, pincode } = identity;
    return { idNumber, address, city, state, pincode };
  },
};
