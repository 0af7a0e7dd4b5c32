/** Limits of the content editors' forms, shared by the editor console and the API. */
export const EDITOR_LIMITS = {
  companyName: 100,
  addressLine: 100,
  telephone: 30,
  email: 200,
  /** Registration, VAT, EORI and XI EORI numbers. */
  registrationNumber: 20,
  bankField: 60,
  serviceTitle: 120,
  serviceSummary: 300,
  pageTitle: 120,
  /** Service and page bodies, and the preview: Markdown. */
  markdown: 20_000,
  categoryName: 100,
  categorySortMin: 1,
  categorySortMax: 9999,
  familyName: 120,
  familyDescription: 4000,
  familyMaterial: 100,
  familyFinish: 100,
  familySearch: 60,
  stockMax: 1_000_000,
  leadTimeDaysMax: 365,
  /** The price-break text ("1:166,10:153,50:140"); at most 8 breaks fit well within it. */
  priceBreaksText: 200,
  /** A variant's dimensions as the import writes them ("d1=40;thread=M12"): 20 columns of a 24-character key and a 40-character value fit. */
  variantDimsText: 1400,
  /** At most this many services. */
  services: 100,
  /** An uploaded image, decoded. */
  imageBytes: 512 * 1024,
} as const;

/** Image types an editor may upload for a category or a product family. */
export const EDITOR_IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type EditorImageType = (typeof EDITOR_IMAGE_TYPES)[number];
