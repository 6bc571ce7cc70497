import { describe, expect, it } from "vitest";
import { parseAnswer } from "../../src/items/parse/answer.js";

const choices = ["tetrahedron", "hexagon", "cube", "octahedron"];

describe("parseAnswer: two letters joined after a marker or an opening label are not one answer", () => {
  it.each([
    "Answer: B, C",
    "Answer: B and C",
    "The answer is B or D.",
    "答えはBとCです",
    "答え：B、C",
    "正解はＢおよびＤ",
    "(B) and (C)",
    "B. and C.",
  ])("%j → multiple_letters", (reply) => {
    expect(parseAnswer(reply, choices)).toEqual({ kind: "unparsed", reason: "multiple_letters" });
  });

  it.each([
    ["Answer: B, because a cube has six faces", "B"],
    ["Answer: B. C is wrong because it has six faces", "B"],
    ["Answer: A, I think", "A"],
    ["答えはBです", "B"],
    ["B. hexagon", "B"],
    ["Answer: C\nB and D are wrong", "C"],
  ])("%j still parses as %s", (reply, letter) => {
    expect(parseAnswer(reply, choices)).toMatchObject({ kind: "parsed", letter });
  });
});
