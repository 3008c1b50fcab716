import { describe, expect, it } from "vitest";
import { islandSettings, recordingFile } from "./videoAnswer";

const RENDERED = {
  maxSeconds: "180",
  maxBytes: "50000000",
  recordLabel: "Gravar vídeo",
  stopLabel: "Parar",
  recordingText: "Gravando… (até 3 min)",
  recordedText: "Vídeo gravado: pronto para enviar.",
  cameraDeniedText: "Não foi possível usar a câmera.",
  tooLargeText: "O vídeo passa de 50 MB.",
} as unknown as DOMStringMap;

describe("the video island", () => {
  it("reads its texts and limits from the input the server rendered", () => {
    expect(islandSettings(RENDERED)).toEqual({
      maxSeconds: 180,
      maxBytes: 50_000_000,
      texts: {
        record: "Gravar vídeo",
        stop: "Parar",
        recording: "Gravando… (até 3 min)",
        recorded: "Vídeo gravado: pronto para enviar.",
        cameraDenied: "Não foi possível usar a câmera.",
        tooLarge: "O vídeo passa de 50 MB.",
      },
    });
  });

  it("leaves an input alone when a text or a limit is missing", () => {
    expect(islandSettings({ ...RENDERED, stopLabel: undefined } as unknown as DOMStringMap)).toBeNull();
    expect(islandSettings({ ...RENDERED, maxSeconds: "x" } as unknown as DOMStringMap)).toBeNull();
  });

  it("names the recording by the container the browser recorded", () => {
    expect(recordingFile("video/webm;codecs=vp8,opus")).toEqual({ type: "video/webm", name: "gravacao.webm" });
    expect(recordingFile("video/mp4")).toEqual({ type: "video/mp4", name: "gravacao.mp4" });
    expect(recordingFile("")).toEqual({ type: "video/webm", name: "gravacao.webm" });
  });
});
