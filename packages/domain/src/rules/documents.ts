import { z } from "zod";
import { V } from "./messages";
import { blankToNull, missingAs } from "./text";

function digitsOf(value: string): number[] {
  return value.replace(/\D/g, "").split("").map(Number);
}

function mod11CheckDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The Brazilian individual taxpayer number: 11 digits, two mod-11 check digits, not all the same digit. */
export function isValidCpf(cpf: string): boolean {
  const digits = digitsOf(cpf);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  const first = mod11CheckDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return digits[9] === first && digits[10] === second;
}

/** The company registry number: 14 digits, two mod-11 check digits. */
export function isValidCnpj(cnpj: string): boolean {
  const digits = digitsOf(cnpj);
  if (digits.length !== 14 || digits.every((d) => d === digits[0])) return false;
  const first = mod11CheckDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return digits[12] === first && digits[13] === second;
}

/** PIS/PASEP/NIT: 11 digits, one mod-11 check digit. */
export function isValidPis(pis: string): boolean {
  const digits = digitsOf(pis);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  const sum = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = 11 - (sum % 11);
  return digits[10] === (rest >= 10 ? 0 : rest);
}

/** RG numbers differ by issuing state, so only their shape is checked: 5–14 digits, an X allowed as check digit. */
export function isPlausibleRg(rg: string): boolean {
  const compact = rg.replace(/[\s.-]/g, "").toUpperCase();
  return /^\d{4,13}[\dX]$/.test(compact);
}

const onlyDigits = (value: string) => value.replace(/\D/g, "");

export const cpfSchema = z
  .string({ error: missingAs(V.required.id) })
  .trim()
  .min(1, V.required.id)
  .refine(isValidCpf, V.cpfInvalid.id)
  .transform(onlyDigits);

export const optionalCpfSchema = z.preprocess(blankToNull, cpfSchema.nullable()).optional();

export const cnpjSchema = z
  .string({ error: missingAs(V.required.id) })
  .trim()
  .min(1, V.required.id)
  .refine(isValidCnpj, V.cnpjInvalid.id)
  .transform(onlyDigits);

export const optionalCnpjSchema = z.preprocess(blankToNull, cnpjSchema.nullable()).optional();

export const pisSchema = z.string().trim().refine(isValidPis, V.pisInvalid.id).transform(onlyDigits);
export const optionalPisSchema = z.preprocess(blankToNull, pisSchema.nullable()).optional();

export const rgSchema = z
  .string()
  .trim()
  .refine(isPlausibleRg, V.rgInvalid.id)
  .transform((rg) => rg.replace(/[\s.-]/g, "").toUpperCase());
export const optionalRgSchema = z.preprocess(blankToNull, rgSchema.nullable()).optional();
