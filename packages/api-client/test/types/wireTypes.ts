/**
 * Type-level checks, compiled by test/wire.test.ts (and by the package's typecheck): what each call of the client
 * resolves to is exactly the output of the wire schema the API answers with. Never run, only type-checked.
 */
import type {
  adminDashboardSchema,
  apiErrorBodySchema,
  auditLogsAnswerSchema,
  businessConfigAnswerSchema,
  businessesAnswerSchema,
  businessSelectionSchema,
  candidateMergeSchema,
  candidateMeSchema,
  clientContactMeSchema,
  clientJobAnswerSchema,
  clientJobsAnswerSchema,
  clientProjectAnswerSchema,
  clientProjectsAnswerSchema,
  confirmationAnswerSchema,
  credentialsBodySchema,
  dataFileAnswerSchema,
  dataFilesAnswerSchema,
  deletedSchema,
  duplicatesAnswerSchema,
  entityColumnsStructureAnswerSchema,
  entityListAnswerSchema,
  entityPagesAnswerSchema,
  entityPagesListAnswerSchema,
  evaluatedSchema,
  globalSearchAnswerSchema,
  healthSchema,
  likeCandidatesAnswerSchema,
  listMetaSchema,
  mergedAnswerSchema,
  mergeUndoneAnswerSchema,
  outboxListAnswerSchema,
  outboxMailAnswerSchema,
  recruiterAnswerSchema,
  recruiterMeSchema,
  savedAnswerSchema,
  sendOutBatchAnswerSchema,
  sendOutBatchBodySchema,
  sendOutResponseAnswerSchema,
  shortlistReviewSchema,
  signUpAnswerSchema,
  unsubscribeAnswerSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
// From the modules themselves, not the index: this check covers the calls, whatever else the package holds.
import type { Credentials, confirmEmail, getMe, signIn, signUpCandidate } from "../../src/auth";
import type { getBusinessConfig } from "../../src/businessConfig";
import type { getCandidateDuplicates, mergeCandidates, undoCandidateMerge } from "../../src/candidates";
import type { getClientJob, getClientJobs, getClientProject, getClientProjects } from "../../src/clientPortal";
import type { getDataFiles, uploadDataFile } from "../../src/dataFiles";
import type { EntityApi, RecordOf } from "../../src/entities";
import type { getEntityColumnsStructure } from "../../src/entityColumns";
import type { getEntityPages, removeAllEntityPages, removeEntityPages, saveEntityPages } from "../../src/entityPages";
import type { ApiErrorBody } from "../../src/errors";
import type { globalSearch } from "../../src/globalSearch";
import type { getHealth } from "../../src/health";
import type {
  getOutbox,
  getOutboxMail,
  getUnsubscribe,
  queueSendOutBatch,
  recordSendOutResponse,
  SendOutBatchInput,
  unsubscribeProspecting,
} from "../../src/mail";
import type {
  getAdminDashboard,
  getBusinesses,
  getBusinessSelection,
  getRecruiterProfile,
  selectBusiness,
  updateSignature,
} from "../../src/recruiters";
import type { getLikeCandidates, getShortlist, likeCandidate } from "../../src/shortlists";

/** True only when A and B are the same type (not merely assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** `getMe`'s widest overload: null is the answer of `signedIn: false` when nobody is signed in. */
type Me<S extends "candidates" | "recruiters" | "client_contacts"> = Exclude<
  Awaited<ReturnType<typeof getMe<S>>>,
  null
>;

export type Checks = [
  Expect<Equal<Answer<typeof queueSendOutBatch>, WireOf<typeof sendOutBatchAnswerSchema>["sendout_queues"]>>,
  Expect<Equal<SendOutBatchInput, WireInputOf<typeof sendOutBatchBodySchema>["sendout_queue"]>>,
  Expect<Equal<Answer<typeof recordSendOutResponse>, WireOf<typeof sendOutResponseAnswerSchema>["sendout_queue"]>>,
  Expect<Equal<Answer<typeof getOutbox>, WireOf<typeof outboxListAnswerSchema>>>,
  Expect<Equal<Answer<typeof getOutboxMail>, WireOf<typeof outboxMailAnswerSchema>["outbox"]>>,
  Expect<Equal<Answer<typeof getUnsubscribe>, WireOf<typeof unsubscribeAnswerSchema>["unsubscribe"]>>,
  Expect<Equal<Answer<typeof unsubscribeProspecting>, WireOf<typeof unsubscribeAnswerSchema>["unsubscribe"]>>,
  Expect<Equal<Answer<typeof getHealth>, WireOf<typeof healthSchema>>>,
  Expect<Equal<Me<"recruiters">, WireOf<typeof recruiterMeSchema>>>,
  Expect<Equal<Me<"candidates">, WireOf<typeof candidateMeSchema>>>,
  Expect<Equal<Me<"client_contacts">, WireOf<typeof clientContactMeSchema>>>,
  Expect<Equal<Answer<typeof getClientJobs>, WireOf<typeof clientJobsAnswerSchema>["jobs"]>>,
  Expect<Equal<Answer<typeof getClientJob>, WireOf<typeof clientJobAnswerSchema>>>,
  Expect<Equal<Answer<typeof getClientProjects>, WireOf<typeof clientProjectsAnswerSchema>["projects"]>>,
  Expect<Equal<Answer<typeof getClientProject>, WireOf<typeof clientProjectAnswerSchema>>>,
  Expect<Equal<Awaited<ReturnType<typeof signIn<"recruiters">>>["user"], WireOf<typeof recruiterMeSchema>>>,
  Expect<Equal<Answer<typeof signUpCandidate>, WireOf<typeof signUpAnswerSchema>["message"]>>,
  Expect<Equal<Answer<typeof confirmEmail>, WireOf<typeof confirmationAnswerSchema>["candidate"]>>,
  Expect<Equal<Credentials, WireInputOf<typeof credentialsBodySchema>>>,
  Expect<Equal<Answer<typeof getBusinessConfig>, WireOf<typeof businessConfigAnswerSchema>>>,
  Expect<Equal<Answer<typeof getBusinesses>, WireOf<typeof businessesAnswerSchema>["businesses"]>>,
  Expect<Equal<Answer<typeof getBusinessSelection>, WireOf<typeof businessSelectionSchema>>>,
  Expect<Equal<Answer<typeof selectBusiness>, WireOf<typeof businessSelectionSchema>>>,
  Expect<Equal<Answer<typeof getAdminDashboard>, WireOf<typeof adminDashboardSchema>>>,
  Expect<Equal<Answer<typeof getRecruiterProfile>, WireOf<typeof recruiterAnswerSchema>["recruiter"]>>,
  Expect<Equal<Answer<typeof updateSignature>, WireOf<typeof recruiterAnswerSchema>["recruiter"]>>,
  Expect<Equal<Answer<typeof getCandidateDuplicates>, WireOf<typeof duplicatesAnswerSchema>["duplicates"]>>,
  Expect<Equal<Answer<typeof mergeCandidates>["candidate_merge"], WireOf<typeof candidateMergeSchema>>>,
  Expect<Equal<Answer<typeof mergeCandidates>["candidate"], RecordOf<"candidates">>>,
  Expect<Equal<keyof Answer<typeof mergeCandidates>, keyof WireOf<typeof mergedAnswerSchema>>>,
  Expect<Equal<Answer<typeof undoCandidateMerge>, WireOf<typeof mergeUndoneAnswerSchema>["candidate_merge"]>>,
  Expect<Equal<Answer<typeof uploadDataFile>, WireOf<typeof dataFileAnswerSchema>["data_file"]>>,
  Expect<Equal<Answer<typeof getDataFiles>, WireOf<typeof dataFilesAnswerSchema>["data_files"]>>,
  Expect<Equal<Awaited<ReturnType<EntityApi<"jobs">["list"]>>["meta"], WireOf<typeof entityListAnswerSchema>["meta"]>>,
  Expect<Equal<Awaited<ReturnType<EntityApi<"jobs">["list"]>>["meta"], WireOf<typeof listMetaSchema>>>,
  Expect<
    Equal<Awaited<ReturnType<EntityApi<"jobs">["auditLogs"]>>, WireOf<typeof auditLogsAnswerSchema>["audit_logs"]>
  >,
  Expect<Equal<Awaited<ReturnType<EntityApi<"jobs">["remove"]>>, WireOf<typeof deletedSchema>>>,
  Expect<Equal<Awaited<ReturnType<EntityApi<"jobs">["removeMany"]>>, WireOf<typeof deletedSchema>>>,
  Expect<
    Equal<
      Awaited<ReturnType<EntityApi<"candidates">["create"]>>["duplicates"],
      NonNullable<WireOf<typeof savedAnswerSchema>["duplicates"]>
    >
  >,
  Expect<
    Equal<
      Answer<typeof getEntityColumnsStructure>,
      WireOf<typeof entityColumnsStructureAnswerSchema>["entity_columns_structure"]
    >
  >,
  Expect<Equal<Answer<typeof getEntityPages>, WireOf<typeof entityPagesListAnswerSchema>["entity_pages"]>>,
  Expect<Equal<Answer<typeof saveEntityPages>, WireOf<typeof entityPagesAnswerSchema>["entity_pages"]>>,
  Expect<Equal<Answer<typeof removeEntityPages>, WireOf<typeof deletedSchema>>>,
  Expect<Equal<Answer<typeof removeAllEntityPages>, WireOf<typeof deletedSchema>>>,
  Expect<Equal<Answer<typeof globalSearch>, WireOf<typeof globalSearchAnswerSchema>["global_searchs"]>>,
  Expect<Equal<Answer<typeof getShortlist>, WireOf<typeof shortlistReviewSchema>>>,
  Expect<Equal<Answer<typeof getLikeCandidates>, WireOf<typeof likeCandidatesAnswerSchema>["like_candidates"]>>,
  Expect<Equal<Answer<typeof likeCandidate>, WireOf<typeof evaluatedSchema>>>,
  Expect<Equal<ApiErrorBody, WireOf<typeof apiErrorBodySchema>>>,
];

/** The check above is not vacuous: a hand-written copy that differs by one optional key is told apart. */
export type Control = [
  // @ts-expect-error a copy of Health with one more key is not the wire type
  Expect<Equal<Answer<typeof getHealth>, WireOf<typeof healthSchema> & { uptime?: number }>>,
];
