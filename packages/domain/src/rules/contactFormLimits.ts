/**
 * How long each text of the contact form may be: enough for a real message, too little for a dump. Its rule
 * (contactForm.ts) and the registry's contact messages share them; this module holds no schema, so the registry
 * reads them without loading zod.
 */
export const CONTACT_FORM_LIMITS = { name: 120, subject: 160, message: 5000 } as const;
