import { phoneDigits } from "../rules/phone";

/** 529.982.247-25 */
export function formatCpf(cpf: string | null | undefined): string {
  const d = phoneDigits(cpf ?? "");
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : (cpf ?? "");
}

/** 11.222.333/0001-81 */
export function formatCnpj(cnpj: string | null | undefined): string {
  const d = phoneDigits(cnpj ?? "");
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : (cnpj ?? "");
}

/** Shows an LGPD-sensitive document to someone who may not read it: only the last two digits. */
export function maskDocument(value: string | null | undefined): string {
  const d = phoneDigits(value ?? "");
  return d.length < 3 ? "" : `${"•".repeat(d.length - 2)}${d.slice(-2)}`;
}
