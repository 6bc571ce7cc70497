/** The bundle's entry (dist/index.js, action.yml's `main` and `post`): run the step once. run() never rejects. */
import { run } from "./main.js";

void run();
