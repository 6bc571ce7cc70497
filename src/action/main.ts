console.log("action");
