/** The parts of a person a name is made of; a reply's person or a whole user both fit. */
export interface NamedPerson {
  last_name: string;
  first_name: string;
  patronymic_name?: string | null;
}

/** "Иванов Иван Иванович" (last, first, patronymic name); a dash without a person. */
export function personName(person: NamedPerson | null | undefined): string {
  if (!person) return '—';
  return [person.last_name, person.first_name, person.patronymic_name].filter(Boolean).join(' ');
}
