import { describe, expect, it } from "vitest";
import { parseAnswer } from "../../src/items/parse/answer.js";

const choices = ["四面体", "六角形", "立方体", "八面体"];

describe("parseAnswer: a Japanese reply giving the choice's text instead of the letter", () => {
  it.each(["六角形です", "六角形です。", "正解は「六角形」です", "答え：「六角形」", "「六角形」", "『六角形』です"])(
    "%j → B (choice_text)",
    (reply) => {
      expect(parseAnswer(reply, choices)).toEqual({ kind: "parsed", letter: "B", index: 1, via: "choice_text" });
    },
  );

  it.each(["六角形ではない", "「六角形」ではありません", "六角形と立方体です"])("%j is not an answer", (reply) => {
    expect(parseAnswer(reply, choices).kind).toBe("unparsed");
  });
});

describe("parseAnswer: an English reply giving the choice's text after an article", () => {
  it.each(["A cube.", "The answer is a cube.", "The correct answer is the cube", "an cube"])(
    "%j → C (choice_text)",
    (reply) => {
      expect(parseAnswer(reply, ["tetrahedron", "hexagon", "cube", "octahedron"])).toEqual({
        kind: "parsed",
        letter: "C",
        index: 2,
        via: "choice_text",
      });
    },
  );

  it("a choice that itself starts with an article still matches whole, and 'A. cube' stays a label", () => {
    expect(parseAnswer("The Hague", ["Paris", "The Hague", "Hague", "Rome"])).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("A. cube", ["tetrahedron", "hexagon", "cube", "octahedron"])).toEqual({
      kind: "unparsed",
      reason: "letter_text_conflict",
    });
  });
});
