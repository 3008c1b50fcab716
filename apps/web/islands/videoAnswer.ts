/**
 * The video island: recording a video answer from a desktop camera, on a page that is otherwise a document without
 * scripts (app/renderingModes.ts). The page works without it: each video answer is a file input, which a phone
 * opens on its camera (`capture`). Where this script runs and the browser can record, it adds "Gravar vídeo" and
 * "Parar" beside each input marked `data-video-answer` (the QuestionAnswerForm widget), shows the camera's live
 * picture while recording, stops by itself at the duration limit, and puts the recording into the input through a
 * `DataTransfer`, so the form posts it like a chosen file and the server checks it like one.
 *
 * Its texts and limits come from the input's data attributes, which the server renders in the page's language; its
 * elements go into the empty `[data-video-controls]` place after the input, which the widget's stylesheet styles.
 */

type IslandTexts = {
  readonly record: string;
  readonly stop: string;
  readonly recording: string;
  readonly recorded: string;
  readonly cameraDenied: string;
  readonly tooLarge: string;
};

/** What the input's data attributes say; null when one is missing (the page then keeps its plain file input). */
export function islandSettings(
  data: DOMStringMap,
): { texts: IslandTexts; maxSeconds: number; maxBytes: number } | null {
  const maxSeconds = Number(data.maxSeconds);
  const maxBytes = Number(data.maxBytes);
  const texts = {
    record: data.recordLabel,
    stop: data.stopLabel,
    recording: data.recordingText,
    recorded: data.recordedText,
    cameraDenied: data.cameraDeniedText,
    tooLarge: data.tooLargeText,
  };
  if (!(maxSeconds > 0 && maxBytes > 0)) return null;
  if (Object.values(texts).some((value) => !value)) return null;
  return { texts: texts as IslandTexts, maxSeconds, maxBytes };
}

/** The container MediaRecorder writes here, and the file name it gets (the server reads the type from the bytes). */
export function recordingFile(type: string): { type: string; name: string } {
  const base = type.split(";")[0] || "video/webm";
  return { type: base, name: base === "video/mp4" ? "gravacao.mp4" : "gravacao.webm" };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (text !== undefined) created.textContent = text;
  return created;
}

/** Wires one video input: its Record/Stop button, status line and live picture. */
function enhance(input: HTMLInputElement): void {
  const settings = islandSettings(input.dataset);
  const place = document.querySelector<HTMLElement>(`[data-video-controls="${CSS.escape(input.id)}"]`);
  if (!settings || !place) return;
  const { texts, maxSeconds, maxBytes } = settings;
  const button = element("button", texts.record);
  button.type = "button";
  const status = element("p");
  status.setAttribute("role", "status");
  const preview = element("video");
  preview.muted = true;
  preview.playsInline = true;
  preview.hidden = true;
  place.append(button, status, preview);

  let stop: (() => void) | null = null;

  async function record(): Promise<void> {
    button.disabled = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    } catch {
      status.textContent = texts.cameraDenied;
      button.disabled = false;
      return;
    }
    const type = MediaRecorder.isTypeSupported("video/webm") ? "video/webm" : "";
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      chunks.push(event.data);
      // Stop is offered once something is recorded: a clip stopped before its first second would be empty.
      if (event.data.size > 0 && stop) button.disabled = false;
    };
    recorder.onstop = () => {
      clearTimeout(limit);
      for (const track of stream.getTracks()) track.stop();
      preview.srcObject = null;
      preview.hidden = true;
      stop = null;
      button.textContent = texts.record;
      button.disabled = false;
      const file = recordingFile(recorder.mimeType);
      const clip = new File(chunks, file.name, { type: file.type });
      if (clip.size === 0) {
        status.textContent = "";
        return;
      }
      if (clip.size > maxBytes) {
        status.textContent = texts.tooLarge;
        return;
      }
      const chosen = new DataTransfer();
      chosen.items.add(clip);
      input.files = chosen.files;
      status.textContent = texts.recorded;
    };
    // The live picture is the stream itself (srcObject): no blob: URL, which the page's CSP does not allow for media.
    preview.srcObject = stream;
    preview.hidden = false;
    preview.play().catch(() => undefined);
    recorder.start(1000);
    const limit = setTimeout(() => recorder.state !== "inactive" && recorder.stop(), maxSeconds * 1000);
    stop = () => recorder.state !== "inactive" && recorder.stop();
    status.textContent = texts.recording;
    button.textContent = texts.stop;
  }

  button.addEventListener("click", () => {
    if (stop) stop();
    else void record();
  });
  // A file chosen by hand replaces a recording: the status no longer speaks of one.
  input.addEventListener("change", () => {
    if (!stop) status.textContent = "";
  });
}

/** Every marked input of the page, where the browser can record at all. */
export function startVideoIsland(root?: ParentNode): void {
  if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) return;
  for (const input of (root ?? document).querySelectorAll<HTMLInputElement>("input[type=file][data-video-answer]"))
    enhance(input);
}

startVideoIsland();
