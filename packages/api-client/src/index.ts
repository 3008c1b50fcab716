export { ApiError, type ApiErrorBody, isApiErrorBody } from "./errors";
export { getHealth, type Health, healthQueries } from "./health";
export {
  API_PREFIX,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type QueryParams,
  type RequestOptions,
  toQueryString,
} from "./http";
