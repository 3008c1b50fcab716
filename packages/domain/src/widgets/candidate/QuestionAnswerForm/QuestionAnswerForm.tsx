import { Button, Checkbox, FileDropZone, Radio, RadioGroup, TextArea } from "@seleta/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type AnswerInput,
  type AnswerProblem,
  checkAnswers,
  type Question,
  questionKind,
  VIDEO_ANSWER_TYPES,
} from "../../../rules/applyAnswers";
import { useMessage } from "../../useMessage";
import { questionAnswerFormMessages } from "./messages";
import * as css from "./QuestionAnswerForm.css";

const M = questionAnswerFormMessages.messages;

/** A camera recording under way: its live picture, and how to end it with the clip. */
export type VideoRecording = { readonly stream: MediaStream | null; readonly stop: () => Promise<Blob> };

export type AnswerLimits = {
  readonly text_max: number;
  readonly video_max_mb: number;
  readonly video_max_seconds: number;
};

export type AnswerSubmission = { readonly answers: AnswerInput[]; readonly videos: Map<number, Blob> };

/** Where a video answer stands. */
export type VideoState =
  | { readonly kind: "idle" }
  | { readonly kind: "starting" }
  | { readonly kind: "recording"; readonly recording: VideoRecording }
  | { readonly kind: "ready"; readonly clip: Blob; readonly name: string }
  | { readonly kind: "failed"; readonly reason: "cameraDenied" | "tooLarge" };

export type QuestionAnswerFormProps = {
  readonly questions: readonly Question[];
  readonly limits: AnswerLimits;
  /** Asks for the consent to the processing of the candidate's data before sending (an application). */
  readonly askConsent?: boolean;
  readonly submitLabel?: string;
  readonly isSubmitting?: boolean;
  /** The server's refusal by field (`answers.<index>`, `consent`), shown until the candidate sends again. */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** The server's message about the whole form (the job closed, already applied). */
  readonly formError?: string;
  readonly onSubmit: (submission: AnswerSubmission) => void;
  /** Starts a camera recording; by default the browser's camera through MediaRecorder (WebM). */
  readonly startRecording?: (maxSeconds: number) => Promise<VideoRecording>;
  /** Where the form starts (a draft; the stories' states). */
  readonly initialAnswers?: readonly AnswerInput[];
  readonly initialVideos?: Readonly<Record<number, VideoState>>;
  readonly initialConsent?: boolean;
  /** Shows the answers' problems at once, as after a first press of Send. */
  readonly initiallyChecked?: boolean;
};

/** The browser's camera and microphone, recorded as WebM; stops by itself at the duration limit. */
export async function startCameraRecording(maxSeconds: number): Promise<VideoRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const type = MediaRecorder.isTypeSupported("video/webm") ? "video/webm" : "";
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<Blob>((resolve) => {
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      resolve(new Blob(chunks, { type: recorder.mimeType || "video/webm" }));
    };
  });
  recorder.start(1000);
  const limit = setTimeout(() => recorder.state !== "inactive" && recorder.stop(), maxSeconds * 1000);
  return {
    stream,
    stop: () => {
      clearTimeout(limit);
      if (recorder.state !== "inactive") recorder.stop();
      return stopped;
    },
  };
}

const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};
const NO_ANSWERS: readonly AnswerInput[] = [];
const NO_VIDEOS: Readonly<Record<number, VideoState>> = {};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * The answers to a set of questions (spec §1 evaluations): free text, yes/no, one of the options, or a video
 * recorded with the camera or uploaded. Send checks the answers as the server will (`checkAnswers`) and marks each
 * problem on its question; the server's own refusals show the same way.
 */
export function QuestionAnswerForm({
  questions,
  limits,
  askConsent = false,
  submitLabel,
  isSubmitting = false,
  serverErrors = NO_ERRORS,
  formError,
  onSubmit,
  startRecording = startCameraRecording,
  initialAnswers = NO_ANSWERS,
  initialVideos = NO_VIDEOS,
  initialConsent = false,
  initiallyChecked = false,
}: QuestionAnswerFormProps) {
  const text = useMessage();
  const [answers, setAnswers] = useState<AnswerInput[]>(() =>
    questions.map((_, index) => initialAnswers[index] ?? null),
  );
  const [videos, setVideos] = useState<Record<number, VideoState>>(() => ({ ...initialVideos }));
  const [consent, setConsent] = useState(initialConsent);
  const [checked, setChecked] = useState(initiallyChecked);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  useEffect(() => setShownServerErrors(serverErrors), [serverErrors]);

  const clips = new Map<number, Blob>();
  for (const [index, state] of Object.entries(videos)) if (state.kind === "ready") clips.set(Number(index), state.clip);
  const check = checkAnswers(questions, answers, new Set(clips.keys()));
  const problems: Record<string, AnswerProblem> = checked && !check.ok ? check.problems : {};
  const consentMissing = askConsent && checked && !consent;
  const errorOf = (field: string): string | undefined => {
    const problem = problems[field];
    return problem ? text(problem.message, problem.values) : shownServerErrors[field]?.[0];
  };

  const setAnswer = (index: number, value: AnswerInput) =>
    setAnswers((current) => current.map((answer, at) => (at === index ? value : answer)));
  const setVideo = (index: number, state: VideoState) => setVideos((current) => ({ ...current, [index]: state }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setShownServerErrors({});
    if (!check.ok || (askConsent && !consent)) return;
    onSubmit({ answers, videos: clips });
  };

  const hasProblems = Object.keys(problems).length > 0 || consentMissing;
  const consentError = consentMissing ? text(M.consentRequired) : shownServerErrors.consent?.[0];

  return (
    <form className={css.form} onSubmit={handleSubmit} noValidate>
      {formError ? (
        <p role="alert" className={css.formError}>
          {formError}
        </p>
      ) : null}
      {hasProblems ? (
        <p role="alert" className={css.formError}>
          {text(M.fixErrors)}
        </p>
      ) : null}
      {questions.length > 0 ? (
        <ol className={css.questions} aria-label={text(M.questions)}>
          {questions.map((question, index) => {
            const field = `answers.${index}`;
            const error = errorOf(field);
            const label = question.required ? question.text : `${question.text} ${text(M.optional)}`;
            const kind = questionKind(question);
            const value = answers[index] ?? null;
            return (
              // The questions never change order while answered: the place is the question's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are held by the questions' places.
              <li key={index} className={css.question} data-question={index}>
                {kind === "text" ? (
                  <TextArea
                    label={label}
                    description={text(M.textHelp, { n: limits.text_max })}
                    value={typeof value === "string" ? value : ""}
                    isRequired={question.required}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                    maxLength={limits.text_max}
                    onChange={(next) => setAnswer(index, next)}
                  />
                ) : null}
                {kind === "yesNo" ? (
                  <RadioGroup
                    label={label}
                    orientation="horizontal"
                    value={value === true ? "yes" : value === false ? "no" : null}
                    isRequired={question.required}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                    onChange={(next) => setAnswer(index, next === "yes")}
                  >
                    <Radio value="yes">{text(M.yes)}</Radio>
                    <Radio value="no">{text(M.no)}</Radio>
                  </RadioGroup>
                ) : null}
                {kind === "choice" ? (
                  <RadioGroup
                    label={label}
                    value={typeof value === "string" ? value : null}
                    isRequired={question.required}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                    onChange={(next) => setAnswer(index, next)}
                  >
                    {question.options.map((option) => (
                      <Radio key={option} value={option}>
                        {option}
                      </Radio>
                    ))}
                  </RadioGroup>
                ) : null}
                {kind === "video" ? (
                  <VideoAnswer
                    label={label}
                    index={index}
                    limits={limits}
                    state={videos[index] ?? { kind: "idle" }}
                    error={error}
                    onChange={(state) => setVideo(index, state)}
                    startRecording={startRecording}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {askConsent ? (
        <Checkbox
          isSelected={consent}
          onChange={setConsent}
          isRequired
          isInvalid={Boolean(consentError)}
          errorMessage={consentError}
        >
          {text(M.consent)}
        </Checkbox>
      ) : null}
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel ?? text(M.send)}
        </Button>
      </div>
    </form>
  );
}

type VideoAnswerProps = {
  readonly label: string;
  readonly index: number;
  readonly limits: AnswerLimits;
  readonly state: VideoState;
  readonly error: string | undefined;
  readonly onChange: (state: VideoState) => void;
  readonly startRecording: (maxSeconds: number) => Promise<VideoRecording>;
};

/** A video answer: record with the camera, or upload a file; then watch it back, or remove it and start again. */
function VideoAnswer({ label, index, limits, state, error, onChange, startRecording }: VideoAnswerProps) {
  const text = useMessage();
  const labelId = `video-answer-${index}`;
  const minutes = limits.video_max_seconds / 60;
  const maxBytes = limits.video_max_mb * 1_000_000;
  const keep = (clip: Blob, name: string) =>
    onChange(clip.size >= maxBytes ? { kind: "failed", reason: "tooLarge" } : { kind: "ready", clip, name });

  const handleRecord = () => {
    onChange({ kind: "starting" });
    startRecording(limits.video_max_seconds).then(
      (recording) => onChange({ kind: "recording", recording }),
      () => onChange({ kind: "failed", reason: "cameraDenied" }),
    );
  };
  const handleStop = (recording: VideoRecording) => {
    recording.stop().then((clip) => keep(clip, text(M.recorded)));
  };
  const failure =
    state.kind === "failed"
      ? state.reason === "cameraDenied"
        ? text(M.cameraDenied)
        : text(M.videoTooLarge, { mb: limits.video_max_mb })
      : undefined;
  const shownError = failure ?? error;

  return (
    <section className={css.video} aria-labelledby={labelId}>
      <span id={labelId} className={css.videoLabel}>
        {label}
      </span>
      <p className={css.help}>{text(M.videoHelp, { mb: limits.video_max_mb, minutes })}</p>
      {state.kind === "idle" || state.kind === "failed" || state.kind === "starting" ? (
        <div className={css.videoIdle}>
          <div>
            {/* Disabled, not pending, while the camera opens: the button leaves as soon as it records. */}
            <Button variant="outline" isDisabled={state.kind === "starting"} onPress={handleRecord}>
              {state.kind === "starting" ? text(M.starting) : text(M.record)}
            </Button>
          </div>
          <FileDropZone
            label={text(M.upload)}
            acceptedTypes={VIDEO_ANSWER_TYPES}
            maxSizeMb={limits.video_max_mb}
            onChange={(files) => {
              const file = files[0];
              if (file) keep(file, file.name);
            }}
          />
        </div>
      ) : null}
      {state.kind === "recording" ? (
        <div className={css.videoIdle}>
          <LivePreview stream={state.recording.stream} />
          <p className={css.recording} role="status">
            {text(M.recording, { minutes })}
          </p>
          <div>
            <Button tone="danger" onPress={() => handleStop(state.recording)}>
              {text(M.stop)}
            </Button>
          </div>
        </div>
      ) : null}
      {state.kind === "ready" ? (
        <div className={css.videoIdle}>
          <ClipPreview clip={state.clip} label={label} />
          <p className={css.help}>{text(M.ready, { name: state.name, size: megabytes(state.clip.size) })}</p>
          <div>
            <Button variant="outline" tone="danger" onPress={() => onChange({ kind: "idle" })}>
              {text(M.removeVideo)}
            </Button>
          </div>
        </div>
      ) : null}
      {shownError ? (
        <p role="alert" className={css.fieldError}>
          {shownError}
        </p>
      ) : null}
    </section>
  );
}

/** The camera's picture while recording (muted: the candidate should not hear themselves). */
function LivePreview({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream) ref.current.srcObject = stream;
  }, [stream]);
  // Muted: the camera's live picture has no sound to caption.
  return <video ref={ref} className={css.player} autoPlay muted playsInline />;
}

/** The clip, to watch before sending; its object URL lives as long as the preview. */
function ClipPreview({ clip, label }: { clip: Blob; label: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(clip);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [clip]);
  // biome-ignore lint/a11y/useMediaCaption: the candidate's own answer, recorded a moment ago: there is no caption.
  return <video className={css.player} src={url} controls preload="metadata" aria-label={label} />;
}
