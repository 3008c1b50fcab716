/** Brazilian recruiting vocabulary faker does not have: roles, skills, schools, industries. */

export const JOB_TITLES = [
  "Diretor Financeiro (CFO)",
  "Gerente de Controladoria",
  "Analista Contábil Sênior",
  "Coordenador de Planejamento Tributário",
  "Gerente Jurídico",
  "Advogado Societário Pleno",
  "Especialista em Compliance",
  "Gerente de Recursos Humanos",
  "Business Partner de RH",
  "Analista de Remuneração",
  "Engenheiro de Software Backend",
  "Engenheiro de Software Frontend",
  "Desenvolvedor Full Stack",
  "Engenheiro de Dados",
  "Cientista de Dados",
  "Arquiteto de Soluções Cloud",
  "Engenheiro DevOps",
  "Gerente de Produto",
  "Tech Lead",
  "Head de Engenharia",
  "Gerente Comercial",
  "Executivo de Contas",
  "Diretor de Vendas",
  "Engenheiro de Petróleo",
  "Engenheiro de Processos",
  "Gerente de Operações",
  "Supervisor de Manutenção",
  "Engenheiro Civil",
  "Coordenador de Suprimentos",
  "Gerente de Logística",
] as const;

export const SKILLS = [
  "Java",
  "TypeScript",
  "React",
  "Node.js",
  "Python",
  "SQL",
  "PostgreSQL",
  "AWS",
  "Azure",
  "Kubernetes",
  "Power BI",
  "Excel avançado",
  "SAP FI/CO",
  "IFRS",
  "Planejamento tributário",
  "Contratos",
  "LGPD",
  "Negociação",
  "Gestão de pessoas",
  "Gestão de projetos",
  "Scrum",
  "Vendas consultivas",
  "Salesforce",
  "Lean Six Sigma",
  "AutoCAD",
  "Inglês técnico",
  "Análise financeira",
  "Auditoria",
  "Recrutamento",
  "Folha de pagamento",
] as const;

export const SCHOOLS = [
  "Universidade de São Paulo (USP)",
  "Universidade Estadual de Campinas (Unicamp)",
  "Universidade Federal do Rio de Janeiro (UFRJ)",
  "Fundação Getulio Vargas (FGV)",
  "Insper",
  "Pontifícia Universidade Católica do Rio de Janeiro (PUC-Rio)",
  "Universidade Federal de Minas Gerais (UFMG)",
  "Universidade Presbiteriana Mackenzie",
  "Universidade Federal do Rio Grande do Sul (UFRGS)",
  "Instituto Tecnológico de Aeronáutica (ITA)",
] as const;

export const COURSES = [
  "Administração",
  "Ciências Contábeis",
  "Direito",
  "Economia",
  "Engenharia de Produção",
  "Engenharia Elétrica",
  "Ciência da Computação",
  "Sistemas de Informação",
  "Psicologia",
  "Engenharia Química",
] as const;

export const DEGREES = ["Bacharelado", "MBA", "Mestrado", "Pós-graduação", "Tecnólogo"] as const;

export const LANGUAGES = ["Inglês", "Espanhol", "Francês", "Alemão", "Italiano"] as const;

export const INDUSTRIES = [
  "Tecnologia da Informação",
  "Serviços Financeiros",
  "Óleo e Gás",
  "Varejo",
  "Indústria Química",
  "Saúde",
  "Agronegócio",
  "Energia",
  "Telecomunicações",
  "Logística",
  "Construção Civil",
  "Bens de Consumo",
] as const;

export const POSITION_LEVELS = ["Estágio", "Júnior", "Pleno", "Sênior", "Gerência", "Diretoria"] as const;

export const BENEFITS = [
  "Vale-refeição",
  "Plano de saúde",
  "Plano odontológico",
  "Seguro de vida",
  "Previdência privada",
  "Participação nos lucros",
  "Auxílio home office",
  "Gympass",
  "Vale-transporte",
  "Bônus anual",
] as const;

export const NOTE_ACTIONS = [
  "Ligação",
  "E-mail",
  "Entrevista",
  "Reunião",
  "Feedback do cliente",
  "Observação",
] as const;

export const TASK_TITLES = [
  "Ligar para o candidato",
  "Enviar proposta ao cliente",
  "Agendar entrevista com o gestor",
  "Cobrar feedback do cliente",
  "Revisar shortlist",
  "Checar referências",
  "Atualizar pipeline da vaga",
  "Enviar contrato",
] as const;

/** A valid CPF (check digits computed) from 9 random digits. */
export function cpf(digits: readonly number[]): string {
  const base = digits.slice(0, 9);
  const check = (numbers: number[], weight: number) => {
    const sum = numbers.reduce((total, digit, index) => total + digit * (weight - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base, 10);
  const second = check([...base, first], 11);
  const all = [...base, first, second].join("");
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

/** A valid CNPJ (check digits computed) from 8 random digits and the head office branch 0001. */
export function cnpj(digits: readonly number[]): string {
  const base = [...digits.slice(0, 8), 0, 0, 0, 1];
  const check = (numbers: number[]) => {
    const weights =
      numbers.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = numbers.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = check(base);
  const second = check([...base, first]);
  const all = [...base, first, second].join("");
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const OPENINGS = [
  "Profissional com sólida experiência em empresas de grande porte",
  "Perfil analítico, com foco em resultados e melhoria contínua",
  "Liderou equipes multidisciplinares em projetos de transformação",
  "Atuação em ambientes multinacionais, com inglês fluente",
  "Experiência na estruturação de áreas e processos do zero",
  "Conduziu negociações estratégicas com clientes e fornecedores",
] as const;
const MIDDLES = [
  "com histórico consistente de entregas",
  "reconhecido pela capacidade de comunicação",
  "com forte orientação ao cliente",
  "acostumado a metas desafiadoras",
  "com visão de negócio e de pessoas",
  "em contextos de crescimento acelerado",
] as const;
const ENDINGS = [
  "Busca novos desafios em posição de liderança.",
  "Tem interesse em empresas com cultura de inovação.",
  "Disponível para início em até 30 dias.",
  "Aberto a modelos híbridos de trabalho.",
  "Procura projetos com impacto no negócio.",
  "Valoriza ambientes colaborativos e diversos.",
] as const;

/** A plausible Portuguese sentence (faker's pt_BR lorem is Latin). */
export function sentence(pick: <T>(items: readonly T[]) => T): string {
  return `${pick(OPENINGS)}, ${pick(MIDDLES)}. ${pick(ENDINGS)}`;
}

/** Brazilian area codes (DDD) of the larger cities, for phone numbers. */
export const AREA_CODES = [
  11, 12, 13, 15, 19, 21, 24, 27, 31, 34, 41, 43, 47, 48, 51, 54, 61, 62, 65, 71, 81, 85, 91, 92,
] as const;

export const EMAIL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com.br", "uol.com.br", "hotmail.com"] as const;

export const CANDIDATE_TAGS = ["liderança", "bilíngue", "startup", "multinacional", "remoto", "mba"] as const;
