/** The one error shape every failed request answers with. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface ErrorBody {
  detail: string | FieldProblem[];
}
