import { describe, expect, it } from "vitest";
import { parseAnswer } from "../../src/items/parse/answer.js";

const choices = ["四面体", "六角形", "立方体", "八面体"];

describe("parseAnswer: a Japanese reply giving the choice's text instead of the letter", () => {
  it.each(["六角形です", "六角形です。", "正解は「六角形」です", "答え：「六角形」", "「六角形」", "『六角形』です"])("%j → B (choice_text)", (reply) => {
    expect(parseAnswer(reply, choices)).toEqual({ kind: "parsed", letter: "B", index: 1, via: "choice_text" });
  });

  it.each(["六角形ではない", "「六角形」ではありません", "六角形と立方体です"])("%j is not an answer", (reply) => {
    expect(parseAnswer(reply, choices).kind).toBe("unparsed");
  });
});
