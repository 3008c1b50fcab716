import { describe, expect, it } from "vitest";
import { configuredOrigins, defaultOrigin, isConfiguredOrigin, originOfDomain, publicOriginFor } from "./publicOrigins";

const DOMAINS = ["localhost", "tech.localhost", "Talentos.Example.com"];
const LOCAL = { publicUrl: undefined, localPort: 3000 };
const PUBLIC = { publicUrl: "https://seleta.example.com", localPort: 3000 };

describe("originOfDomain", () => {
  it("serves real domains over https on the default port", () => {
    expect(originOfDomain("talentos.example.com", 3000)).toBe("https://talentos.example.com");
  });

  it("serves localhost and *.localhost over http on the server's port", () => {
    expect(originOfDomain("localhost", 41234)).toBe("http://localhost:41234");
    expect(originOfDomain("Tech.Localhost.", 41234)).toBe("http://tech.localhost:41234");
    expect(originOfDomain("tech.localhost", undefined)).toBe("http://tech.localhost");
  });
});

describe("publicOriginFor", () => {
  it("gives a configured brand host its own origin", () => {
    expect(publicOriginFor("tech.localhost:3000", DOMAINS, LOCAL)).toBe("http://tech.localhost:3000");
    expect(publicOriginFor("talentos.example.com", DOMAINS, LOCAL)).toBe("https://talentos.example.com");
  });

  it("gives a host nobody configured the default brand's origin, never its own", () => {
    for (const host of ["evil.example", "evil.example:3000", "tech.localhost.evil.example", "", undefined]) {
      expect(publicOriginFor(host, DOMAINS, LOCAL), String(host)).toBe("http://localhost:3000");
      expect(publicOriginFor(host, DOMAINS, PUBLIC), String(host)).toBe("https://seleta.example.com");
    }
  });

  it("takes the port from the server, not from the Host header", () => {
    expect(publicOriginFor("tech.localhost:6666", DOMAINS, LOCAL)).toBe("http://tech.localhost:3000");
    expect(publicOriginFor("localhost:6666", DOMAINS, LOCAL)).toBe("http://localhost:3000");
  });

  it("makes PUBLIC_URL the default brand's origin, leaving the other brands theirs", () => {
    expect(publicOriginFor("localhost:3000", DOMAINS, PUBLIC)).toBe("https://seleta.example.com");
    expect(publicOriginFor("tech.localhost", DOMAINS, PUBLIC)).toBe("http://tech.localhost:3000");
    expect(defaultOrigin(PUBLIC)).toBe("https://seleta.example.com");
    expect(defaultOrigin(LOCAL)).toBe("http://localhost:3000");
  });
});

describe("configuredOrigins and isConfiguredOrigin", () => {
  it("lists the default origin and every brand host's", () => {
    expect([...configuredOrigins(DOMAINS, LOCAL)].sort()).toEqual([
      "http://localhost:3000",
      "http://tech.localhost:3000",
      "https://talentos.example.com",
    ]);
    expect([...configuredOrigins(DOMAINS, PUBLIC)].sort()).toEqual([
      "http://tech.localhost:3000",
      "https://seleta.example.com",
      "https://talentos.example.com",
    ]);
  });

  it("accepts exactly those origins: scheme, host and port", () => {
    const origins = configuredOrigins(DOMAINS, LOCAL);
    for (const origin of ["http://localhost:3000", "http://tech.localhost:3000", "https://talentos.example.com"]) {
      expect(isConfiguredOrigin(origin, origins), origin).toBe(true);
    }
    expect(isConfiguredOrigin("https://talentos.example.com:443", origins)).toBe(true);
    for (const origin of [
      "http://localhost:5173",
      "https://localhost:3000",
      "http://tech.localhost",
      "http://talentos.example.com",
      "https://talentos.example.com:8443",
      "https://evil.example",
      "http://tech.localhost.evil.example:3000",
      "null",
      "",
    ]) {
      expect(isConfiguredOrigin(origin, origins), origin).toBe(false);
    }
  });
});
